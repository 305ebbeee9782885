// Exactly once (issue 15): the real server pays 1,000 salaries chunk by chunk; it is killed with SIGKILL in the
// middle, started again, the batch is run again twice at once (the retried job and the sweep), the pay and retry
// buttons are pressed again. Every employee is paid once, the ledger holds, and the transfers-out clearing account
// is zero once everything settled.
import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAYROLL_RUN_PATHS as P, payrollRunPath } from '@paydesk/contracts';
import {
  createDb,
  type DbHandle,
  ledgerAccounts,
  payrollRunLines,
  payrollRuns,
  transferBatches,
  transfers,
} from '@paydesk/db';
import { createTestDatabase, type TestDatabase } from '@paydesk/db/testing/test-database';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnvConfig, resolveConfig } from '../src/config.ts';
import { reconcileLedger } from '../src/modules/ledger/posting.ts';
import { unbalancedEntryCount } from '../src/modules/ledger/reconciliation.ts';
import {
  createPayoutRegistry,
  createTransferRail,
  processBatch,
  requeryOpenTransfers,
} from '../src/modules/payments/index.ts';
import { noRecoveries, registerPayrollPayouts } from '../src/modules/payroll/index.ts';
import { createMailer } from '../src/platform/mail/mail.service.ts';
import { isSandboxTransfers } from '../src/providers/banking/index.ts';
import { exited, freePort, isDead, startRealServer } from './helpers/crash-server.ts';
import { BULK_PIN, insertPayrollCompany } from './helpers/payroll-bulk.ts';

const APP_SECRET = randomBytes(32).toString('base64url');
const SALARIES = 1_000;
const BALANCE = 100_000_000_000;

let database: TestDatabase;
let handle: DbHandle;
let dataDir: string;
let port: number;
let server: ChildProcess | undefined;
let token: string;
let company: Awaited<ReturnType<typeof insertPayrollCompany>>;

const start = () =>
  startRealServer({
    databaseUrl: database.url,
    port,
    dataDir,
    appSecret: APP_SECRET,
    // Small chunks: many commits, so the kill lands between some of them; the bank settles only when asked.
    env: { TRANSFER_BATCH_CHUNK: '10', BANK_TRANSFER_SETTLE_SECONDS: '3600' },
  });

async function call(method: string, url: string, body?: unknown) {
  const res = await fetch(`http://127.0.0.1:${port}/api${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'idempotency-key': randomUUID(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return {
    status: res.status,
    body: (await res.json()) as { data: Record<string, unknown>; message: string },
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  handle = createDb(database.url, { max: 10 });
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'paydesk-payroll-crash-'));
  port = await freePort();
  company = await insertPayrollCompany(handle.db, { employees: SALARIES, balance: BALANCE });
  token = await company.token(APP_SECRET);
  server = await start();
}, 180_000);

afterAll(async () => {
  if (server && !isDead(server)) {
    server.kill('SIGKILL');
    await exited(server);
  }
  await handle?.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('paying 1,000 salaries when the worker is killed', () => {
  it('pays every employee exactly once after SIGKILL mid-pay, a restart and retries', async () => {
    const db = handle.db;
    const created = await call('POST', P.runs, {
      periodStart: '2026-03-01',
      periodEnd: '2026-03-31',
      pay_group_ids: [company.payGroupId],
    });
    expect(created.status).toBe(201);
    const id = created.body.data._id as string;
    const url = (p: string) => payrollRunPath(p, { id });
    expect((await call('POST', url(P.compute))).status).toBe(202);
    const deadline = Date.now() + 120_000;
    for (;;) {
      const progress = (await call('GET', url(P.progress))).body.data;
      if (progress.state === 'completed') break;
      if (progress.state === 'failed' || Date.now() > deadline) throw new Error(JSON.stringify(progress));
      await new Promise((r) => setTimeout(r, 200));
    }
    expect((await call('POST', url(P.submit), {})).status).toBe(200);
    expect((await call('POST', url(P.approve), { pin: BULK_PIN })).status).toBe(200);
    const paid = await call('POST', url(P.paySalary), { sourceWalletId: company.walletId, pin: BULK_PIN });
    expect(paid.status).toBe(202);

    const [run] = await db.select().from(payrollRuns).where(eq(payrollRuns.id, id));
    const batchId = run!.paymentBatchId!;
    const progress = async () =>
      (await db.select().from(transferBatches).where(eq(transferBatches.id, batchId)))[0]!.processed;
    const until = Date.now() + 60_000;
    while ((await progress()) < 50 && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
    server!.kill('SIGKILL');
    await exited(server!);
    const atKill = await progress();
    expect(atKill).toBeGreaterThan(0);
    expect(atKill).toBeLessThan(SALARIES);

    // Restart; the retried job and the sweep run the batch again, at once.
    server = await start();
    const env = readEnvConfig({
      NODE_ENV: 'test',
      APP_SECRET,
      DATABASE_URL: database.url,
      LOG_LEVEL: 'silent',
    });
    const config = resolveConfig(env, { appSecret: APP_SECRET });
    const rail = createTransferRail({ db, config, deliver: async () => 503, jobs: () => undefined });
    // This process decides payouts too: payroll's handlers pay the lines (and complete the run) as they settle.
    const mailer = createMailer({
      db,
      smtpUrl: undefined,
      from: 'payroll@example.ng',
      requestDelivery: async () => {},
    });
    const payouts = createPayoutRegistry();
    registerPayrollPayouts(payouts, { mailer, recoveries: noRecoveries, jobs: { send: async () => {} } });
    const deps = { db, config, rail, payouts };
    await Promise.all([
      processBatch(deps, { companyId: company.companyId, batchId }, { chunk: 200 }),
      processBatch(deps, { companyId: company.companyId, batchId }, { chunk: 300 }),
    ]);
    // Double clicks after the restart: paying again and retrying are refused; nothing is sent twice.
    expect(
      (await call('POST', url(P.paySalary), { sourceWalletId: company.walletId, pin: BULK_PIN })).status,
    ).toBe(409);
    expect((await call('POST', url(P.retrySalary), { pin: BULK_PIN })).status).toBe(409);

    // The bank settles everything; the settlements pay the lines and complete the run.
    for (let round = 0; round < 20; round++) {
      await db.execute(sql`update sandbox_bank_transfers set settle_due_at = now() - interval '1 second'`);
      if (isSandboxTransfers(rail)) await rail.settleDue();
      await requeryOpenTransfers(deps, 0);
      const [open] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(transfers)
        .where(
          and(eq(transfers.companyId, company.companyId), inArray(transfers.status, ['accepted', 'pending'])),
        );
      if (open!.n === 0) break;
    }
    const [done] = await db.select().from(payrollRuns).where(eq(payrollRuns.id, id));
    expect(done!.status).toBe('completed');

    // One transfer per line, each settled; every line paid once.
    const perLine = await db
      .select({ lineNo: transfers.lineNo, n: sql<number>`count(*)::int` })
      .from(transfers)
      .where(and(eq(transfers.companyId, company.companyId), eq(transfers.batchId, batchId)))
      .groupBy(transfers.lineNo);
    expect(perLine).toHaveLength(SALARIES);
    expect(perLine.every((l) => l.n === 1)).toBe(true);
    const states = await db
      .select({ state: payrollRunLines.paymentState, n: sql<number>`count(*)::int` })
      .from(payrollRunLines)
      .where(eq(payrollRunLines.runId, id))
      .groupBy(payrollRunLines.paymentState);
    expect(states).toEqual([{ state: 'paid', n: SALARIES }]);
    const [sums] = await db
      .select({ net: sql<number>`sum(${payrollRunLines.netPay})::bigint`.mapWith(Number) })
      .from(payrollRunLines)
      .where(eq(payrollRunLines.runId, id));
    const [sent] = await db
      .select({
        amount: sql<number>`sum(${transfers.amount})::bigint`.mapWith(Number),
        fees: sql<number>`sum(${transfers.fee})::bigint`.mapWith(Number),
      })
      .from(transfers)
      .where(and(eq(transfers.companyId, company.companyId), inArray(transfers.status, ['settled'])));
    expect(sent!.amount).toBe(sums!.net);
    const [wallet] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, company.walletId));
    expect(wallet!.balance).toBe(BALANCE - sent!.amount - sent!.fees);
    // The pool of transfers-out clearing sub-accounts, read as one account (decision 0023).
    const [clearing] = await db
      .select({ balance: sql<number>`sum(${ledgerAccounts.balance})::bigint` })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.companyId, company.companyId),
          eq(ledgerAccounts.kind, 'transfers_out_clearing'),
        ),
      );
    expect(Number(clearing!.balance)).toBe(0);
    expect(await reconcileLedger(db, [company.companyId])).toEqual([]);
    expect(await unbalancedEntryCount(db)).toBe(0);
  }, 300_000);
});
