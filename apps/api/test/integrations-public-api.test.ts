// The public API under /api/v1 (issue 16): a key reads its business's wallets and balances, paged transactions,
// beneficiaries, employees and payroll runs, and sends transfers (an Idempotency-Key is required and a repeated key
// pays once). Each route checks the key's scope (403 without it), another business's ids are 404, bad input is a
// 4xx with nothing changed, and what the key does is audited with the key as the actor.
import {
  API_KEY_SCOPES,
  beneficiaryListResponse,
  beneficiaryResponse,
  employeeListResponse,
  employeeResponse,
  PUBLIC_API_PATHS,
  payrollRunListResponse,
  payrollRunResponse,
  transactionListResponse,
  transferResponse,
  walletListResponse,
  walletResponse,
} from '@paydesk/contracts';
import { auditEvents, beneficiaries, transfers, walletTransactions } from '@paydesk/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey, keyCall } from './helpers/api-key-fixtures.ts';
import { operatorDocsCookie } from './helpers/compliance.ts';
import { expectLedgerInvariants, startPaymentsApp } from './helpers/payment-fixtures.ts';
import { createRun, type PayrollBusiness, payrollBusiness, runInput } from './helpers/payroll-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import { newKey } from './helpers/wallet-fixtures.ts';

let t: TestApp;
let owner: PayrollBusiness;
let rival: PayrollBusiness;
let secret: string;
let keyId: string;
let runId: string;
let rivalRunId: string;
const GTBANK = '000013';
const withId = (path: string, id: string) => path.replace(':id', id);

beforeAll(async () => {
  t = await startPaymentsApp();
  owner = await payrollBusiness(t, { count: 2, balance: 2_000_000_00 });
  rival = await payrollBusiness(t, { count: 1, balance: 50_000_00 });
  runId = (await createRun(t, owner.token, runInput(owner)))._id;
  rivalRunId = (await createRun(t, rival.token, runInput(rival)))._id;
  const key = await createKey(t, owner.token, { name: 'ERP', scopes: [...API_KEY_SCOPES] });
  secret = key.secret;
  keyId = key._id;
});
afterAll(() => t.close());

const balanceOf = async (walletId: string) => {
  const res = await keyCall(t, secret, 'GET', withId(PUBLIC_API_PATHS.wallet, walletId), {
    schema: walletResponse,
  });
  return res.data.balance;
};
const transferBody = (extra: Record<string, unknown> = {}) => ({
  sourceWalletId: owner.mainWalletId,
  bankCode: GTBANK,
  accountNumber: '0111222333',
  amount: 12_500_00,
  narration: 'Invoice 42',
  ...extra,
});
const transfersOf = (companyId: string) =>
  t.server.database.db.select().from(transfers).where(eq(transfers.companyId, companyId));

describe('reading with a key', () => {
  it('lists the wallets with their balances, reads one, and 404s another business’s wallet', async () => {
    const list = await keyCall(t, secret, 'GET', PUBLIC_API_PATHS.wallets, { schema: walletListResponse });
    expect(list.status).toBe(200);
    expect(list.data.accounts.map((a) => a._id)).toContain(owner.mainWalletId);
    expect(list.data.accounts.map((a) => a._id)).not.toContain(rival.mainWalletId);
    expect(await balanceOf(owner.mainWalletId)).toBe(list.data.totalWalletBalance);
    expect(
      (await keyCall(t, secret, 'GET', withId(PUBLIC_API_PATHS.wallet, rival.mainWalletId))).status,
    ).toBe(404);
    expect((await keyCall(t, secret, 'GET', withId(PUBLIC_API_PATHS.wallet, 'not-a-uuid'))).status).toBe(400);
  });

  it('pages the transactions and 404s another business’s transaction', async () => {
    const page = await keyCall(t, secret, 'GET', `${PUBLIC_API_PATHS.transactions}?page=1&limit=1`, {
      schema: transactionListResponse,
    });
    expect(page.data).toMatchObject({ page: 1, limit: 1 });
    expect(page.data.docs).toHaveLength(1);
    expect(page.data.totalDocs).toBeGreaterThanOrEqual(1);
    const [theirs] = await t.server.database.db
      .select({ id: walletTransactions.id })
      .from(walletTransactions)
      .where(eq(walletTransactions.companyId, rival.companyId));
    expect((await keyCall(t, secret, 'GET', withId(PUBLIC_API_PATHS.transaction, theirs!.id))).status).toBe(
      404,
    );
    expect((await keyCall(t, secret, 'GET', `${PUBLIC_API_PATHS.transactions}?limit=500`)).status).toBe(400);
  });

  it('lists and reads employees and payroll runs of its own business only', async () => {
    const staff = await keyCall(t, secret, 'GET', PUBLIC_API_PATHS.employees, {
      schema: employeeListResponse,
    });
    expect(staff.data.docs.map((e) => e._id).sort()).toEqual(owner.employees.map((e) => e._id).sort());
    const one = await keyCall(t, secret, 'GET', withId(PUBLIC_API_PATHS.employee, owner.employees[0]!._id), {
      schema: employeeResponse,
    });
    expect(one.data.firstName).toBe(owner.employees[0]!.firstName);
    expect(
      (await keyCall(t, secret, 'GET', withId(PUBLIC_API_PATHS.employee, rival.employees[0]!._id))).status,
    ).toBe(404);

    const runs = await keyCall(t, secret, 'GET', PUBLIC_API_PATHS.payrollRuns, {
      schema: payrollRunListResponse,
    });
    expect(runs.data.docs.map((r) => r._id)).toEqual([runId]);
    const run = await keyCall(t, secret, 'GET', withId(PUBLIC_API_PATHS.payrollRun, runId), {
      schema: payrollRunResponse,
    });
    expect(run.data._id).toBe(runId);
    expect((await keyCall(t, secret, 'GET', withId(PUBLIC_API_PATHS.payrollRun, rivalRunId))).status).toBe(
      404,
    );
  });
});

describe('sending a transfer with a key', () => {
  it('refuses a transfer without an Idempotency-Key with 400, moving nothing', async () => {
    const before = await balanceOf(owner.mainWalletId);
    const res = await keyCall(t, secret, 'POST', PUBLIC_API_PATHS.transfers, { body: transferBody() });
    expect(res.status).toBe(400);
    expect(res.error.message).toMatch(/Idempotency-Key/);
    expect(await balanceOf(owner.mainWalletId)).toBe(before);
    expect(await transfersOf(owner.companyId)).toHaveLength(0);
  });

  it('pays once for a repeated key, replays the first answer, and 409s the key with another body', async () => {
    const key = newKey();
    const before = await balanceOf(owner.mainWalletId);
    const headers = { 'idempotency-key': key };
    const first = await keyCall(t, secret, 'POST', PUBLIC_API_PATHS.transfers, {
      body: transferBody(),
      headers,
      schema: transferResponse,
    });
    expect(first.status).toBe(201);
    const replay = await keyCall(t, secret, 'POST', PUBLIC_API_PATHS.transfers, {
      body: transferBody(),
      headers,
      schema: transferResponse,
    });
    expect(replay.status).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.data._id).toBe(first.data._id);
    const changed = await keyCall(t, secret, 'POST', PUBLIC_API_PATHS.transfers, {
      body: transferBody({ amount: 13_000_00 }),
      headers,
    });
    expect(changed.status).toBe(409);
    const rows = (await transfersOf(owner.companyId)).filter((r) => r.idempotencyKey === key);
    expect(rows).toHaveLength(1);
    expect(await balanceOf(owner.mainWalletId)).toBe(before - first.data.amount - first.data.fee);

    const read = await keyCall(t, secret, 'GET', withId(PUBLIC_API_PATHS.transfer, first.data._id), {
      schema: transferResponse,
    });
    expect(read.data.reference).toBe(first.data.reference);
    const [event] = await t.server.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'payments.transfer.create'), eq(auditEvents.targetId, first.data._id)),
      );
    expect(event).toMatchObject({ actorType: 'api-key', actorId: keyId, actorLabel: 'API key "ERP"' });
    await expectLedgerInvariants(t, owner.companyId);
  });

  it('refuses bad input and another business’s wallet as the source, moving nothing', async () => {
    const before = await transfersOf(owner.companyId);
    const balance = await balanceOf(owner.mainWalletId);
    const bad = [
      transferBody({ amount: -5 }),
      transferBody({ accountNumber: undefined, bankCode: undefined }),
      transferBody({ sourceWalletId: 'x' }),
      transferBody({ amount: 999_999_999_999_00 }),
    ];
    for (const body of bad) {
      const res = await keyCall(t, secret, 'POST', PUBLIC_API_PATHS.transfers, {
        body,
        headers: { 'idempotency-key': newKey() },
      });
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
    }
    const theirs = await keyCall(t, secret, 'POST', PUBLIC_API_PATHS.transfers, {
      body: transferBody({ sourceWalletId: rival.mainWalletId }),
      headers: { 'idempotency-key': newKey() },
    });
    expect(theirs.status).toBe(404);
    expect(await transfersOf(owner.companyId)).toHaveLength(before.length);
    expect(await transfersOf(rival.companyId)).toHaveLength(0);
    expect(await balanceOf(owner.mainWalletId)).toBe(balance);
    expect(
      (await keyCall(t, secret, 'GET', withId(PUBLIC_API_PATHS.transfer, rival.mainWalletId))).status,
    ).toBe(404);
  });
});

describe('beneficiaries with a key', () => {
  it('adds one after name enquiry and lists it; bad input saves nothing', async () => {
    const added = await keyCall(t, secret, 'POST', PUBLIC_API_PATHS.beneficiaries, {
      body: { type: 'transfers', bankCode: GTBANK, accountNumber: '0222333444' },
      schema: beneficiaryResponse,
    });
    expect(added.status).toBe(201);
    const list = await keyCall(t, secret, 'GET', PUBLIC_API_PATHS.beneficiaries, {
      schema: beneficiaryListResponse,
    });
    expect(list.data.docs.map((b) => b._id)).toContain(added.data._id);
    const count = async () =>
      (
        await t.server.database.db
          .select()
          .from(beneficiaries)
          .where(eq(beneficiaries.companyId, owner.companyId))
      ).length;
    const before = await count();
    const bad = await keyCall(t, secret, 'POST', PUBLIC_API_PATHS.beneficiaries, {
      body: { type: 'transfers', bankCode: GTBANK, accountNumber: '12' },
    });
    expect(bad.status).toBe(400);
    expect(await count()).toBe(before);
  });
});

describe('scopes', () => {
  it('answers 403 on every route outside the key’s scopes, and moves nothing', async () => {
    const narrow = await createKey(t, owner.token, { name: 'Balances only', scopes: ['wallets.view'] });
    expect((await keyCall(t, narrow.secret, 'GET', PUBLIC_API_PATHS.wallets)).status).toBe(200);
    const before = await transfersOf(owner.companyId);
    const refused = [
      ['GET', PUBLIC_API_PATHS.transactions],
      ['GET', withId(PUBLIC_API_PATHS.transfer, before[0]!.id)],
      ['GET', PUBLIC_API_PATHS.beneficiaries],
      ['GET', PUBLIC_API_PATHS.employees],
      ['GET', withId(PUBLIC_API_PATHS.employee, owner.employees[0]!._id)],
      ['GET', PUBLIC_API_PATHS.payrollRuns],
      ['GET', withId(PUBLIC_API_PATHS.payrollRun, runId)],
    ] as const;
    for (const [method, path] of refused) {
      const res = await keyCall(t, narrow.secret, method, path);
      expect(res.status, path).toBe(403);
    }
    const send = await keyCall(t, narrow.secret, 'POST', PUBLIC_API_PATHS.transfers, {
      body: transferBody(),
      headers: { 'idempotency-key': newKey() },
    });
    expect(send.status).toBe(403);
    expect(send.error.message).toContain('payments.transfer.create');
    const add = await keyCall(t, narrow.secret, 'POST', PUBLIC_API_PATHS.beneficiaries, {
      body: { type: 'transfers', bankCode: GTBANK, accountNumber: '0333444555' },
    });
    expect(add.status).toBe(403);
    expect(await transfersOf(owner.companyId)).toHaveLength(before.length);
  });
});

describe('the OpenAPI document at /docs', () => {
  it('describes every public API route with its scope, both ways to send the key, and a transfer example', async () => {
    const cookie = await operatorDocsCookie(t);
    const spec = await t.app.inject({ method: 'GET', url: '/docs/json', headers: { cookie } });
    expect(spec.statusCode).toBe(200);
    const document = spec.json() as {
      info: { description: string };
      paths: Record<string, Record<string, { description?: string; security?: unknown[] }>>;
      components: { securitySchemes: Record<string, { type: string; name?: string; in?: string }> };
    };
    const v1 = Object.keys(document.paths).filter((path) => path.startsWith('/api/v1/'));
    expect(v1.sort()).toEqual(
      [
        '/api/v1/beneficiaries',
        '/api/v1/employees',
        '/api/v1/employees/{id}',
        '/api/v1/payroll-runs',
        '/api/v1/payroll-runs/{id}',
        '/api/v1/transactions',
        '/api/v1/transactions/{id}',
        '/api/v1/transfers',
        '/api/v1/transfers/{id}',
        '/api/v1/wallets',
        '/api/v1/wallets/{id}',
      ].sort(),
    );
    const transfer = document.paths['/api/v1/transfers']!.post!;
    expect(transfer.description).toContain('Idempotency-Key');
    expect(transfer.description).toContain('Scope: payments.transfer.create');
    expect(transfer.security).toEqual([{ apiKeyBearer: [] }, { apiKeyHeader: [] }]);
    expect(document.components.securitySchemes.apiKeyHeader).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'X-Api-Key',
    });
    expect(document.info.description).toContain('Authorization: Bearer pdk_test_');
    expect(document.info.description).toContain('-H "Idempotency-Key: order-2026-00042"');
  });
});

describe('the public API reference at /developers/api', () => {
  it('documents the /api/v1 routes alone, with the API-key schemes and the guide, on a Paydesk page', async () => {
    const cookie = await operatorDocsCookie(t);
    const whole = (await t.app.inject({ method: 'GET', url: '/docs/json', headers: { cookie } })).json() as {
      paths: Record<string, unknown>;
    };
    const res = await t.app.inject({ method: 'GET', url: '/developers/api/json' });
    expect(res.statusCode).toBe(200);
    const document = res.json() as {
      openapi: string;
      info: { title: string; version: string; description: string };
      paths: Record<string, unknown>;
      tags: { name: string }[];
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info).toMatchObject({ title: 'Paydesk public API', version: 'v1' });
    expect(document.info.description).toContain('-H "Idempotency-Key: order-2026-00042"');
    const publicPaths = Object.keys(whole.paths).filter((path) => path.startsWith('/api/v1/'));
    expect(publicPaths.length).toBeGreaterThan(10);
    expect(Object.keys(document.paths).sort()).toEqual(publicPaths.sort());
    expect(Object.keys(whole.paths).length).toBeGreaterThan(publicPaths.length * 10);
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual(['apiKeyBearer', 'apiKeyHeader']);
    expect(document.tags.map((tag) => tag.name)).toEqual(['public API (v1)']);

    const page = await t.app.inject({ method: 'GET', url: '/developers/api' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Paydesk public API</title>');
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    // The operators' page says where the public reference is.
    expect((whole as { info?: { description?: string } }).info?.description).toContain('/developers/api');
  });
});
