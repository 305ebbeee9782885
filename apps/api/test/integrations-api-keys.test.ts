// API keys (issue 16, spec §6 "only employer may use the integrations routes"): the owner creates a key whose secret
// is answered once and stored hashed; lists, details, edits, revokes and rotates it, all audited. Another role is
// refused (403), another business's key is a 404, bad input changes nothing. A revoked, expired or wrong-address
// key, or one whose creator is disabled, gets a 401; the secret appears in no later answer, no log line and no
// audit event; a key over its per-minute limit gets a 429 with Retry-After. A key names its creator. On sandbox rails
// (the tests' server) keys are pdk_test_ and a pdk_live_ key is refused (issue 29: a test key never moves real money).
import { createHash } from 'node:crypto';
import {
  API_KEY_MESSAGES,
  API_KEY_REFUSED_MESSAGE,
  API_KEY_WRONG_RAILS_MESSAGE,
  apiKeyListResponse,
  apiKeyResponse,
  apiKeySecretResponse,
  INTEGRATIONS_PATHS,
  PUBLIC_API_PATHS,
  walletListResponse,
} from '@paydesk/contracts';
import { apiKeys, auditEvents, companyMembers, users } from '@paydesk/db';
import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey, keyCall } from './helpers/api-key-fixtures.ts';
import { addMember, addRole, withId } from './helpers/team-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { tokenFor, type WalletOwner, walletOwner } from './helpers/wallet-fixtures.ts';

let t: TestApp;
let owner: WalletOwner;
let rival: WalletOwner;
const logLines: string[] = [];
const RATE_LIMIT = 5;
const keysPath = `/api${INTEGRATIONS_PATHS.apiKeys}`;
const keyPath = (path: string, id: string) => `/api${withId(path, id)}`;

beforeAll(async () => {
  t = await startTestApp({
    encryption: false,
    env: { LOG_LEVEL: 'trace', API_KEY_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) },
  });
  const destination = (t.app.log as unknown as Record<symbol, { write: (line: string) => boolean }>)[
    pino.symbols.streamSym
  ]!;
  destination.write = (line: string) => {
    logLines.push(line);
    return true;
  };
  owner = await walletOwner(t, { name: 'Yaba Bakery', balance: 500_000_00 });
  rival = await walletOwner(t, { name: 'Ikeja Motors', balance: 10_000_00 });
});
afterAll(() => t.close());

const keyRows = async (companyId: string) =>
  t.server.database.db.select().from(apiKeys).where(eq(apiKeys.companyId, companyId));

describe('managing API keys', () => {
  it('answers the secret once on create, stores only its hash, and lists and reads the key by its prefix', async () => {
    const created = await createKey(t, owner.token, { name: 'Books sync', scopes: ['wallets.view'] });
    expect(created.secret).toMatch(/^pdk_test_[A-Za-z0-9_-]{43}$/);
    expect(created.secret.startsWith(created.prefix)).toBe(true);
    expect(created).toMatchObject({
      name: 'Books sync',
      status: 'active',
      scopes: ['wallets.view'],
      expiresOn: null,
    });
    const [row] = (await keyRows(owner.companyId)).filter((r) => r.id === created._id);
    expect(row!.secretHash).toBe(createHash('sha256').update(created.secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.secret);

    const list = await t.api.get(keysPath, { token: owner.token, schema: apiKeyListResponse });
    expect(list.data.docs.map((k) => k._id)).toContain(created._id);
    const details = await t.api.get(keyPath(INTEGRATIONS_PATHS.apiKey, created._id), {
      token: owner.token,
      schema: apiKeyResponse,
    });
    expect(details.data.prefix).toBe(created.prefix);
    for (const answer of [list.raw, details.raw])
      expect(JSON.stringify(answer)).not.toContain(created.secret);
    expect(JSON.stringify(details.raw)).not.toContain(row!.secretHash);
  });

  it('edits a key, and rotates it: the new secret is answered once and the old one stops at once', async () => {
    const created = await createKey(t, owner.token, { scopes: ['wallets.view'] });
    const edited = await t.api.patch(
      keyPath(INTEGRATIONS_PATHS.apiKey, created._id),
      {
        name: 'Renamed',
        scopes: ['wallets.view', 'payroll.view'],
        allowedIps: ['127.0.0.0/8'],
        expiresOn: '2099-12-31',
      },
      { token: owner.token, schema: apiKeyResponse },
    );
    expect(edited.data).toMatchObject({
      name: 'Renamed',
      scopes: ['wallets.view', 'payroll.view'],
      allowedIps: ['127.0.0.0/8'],
      expiresOn: '2099-12-31',
    });
    expect((await keyCall(t, created.secret, 'GET', PUBLIC_API_PATHS.wallets)).status).toBe(200);

    const rotated = await t.api.post(keyPath(INTEGRATIONS_PATHS.apiKeyRotate, created._id), undefined, {
      token: owner.token,
      schema: apiKeySecretResponse,
    });
    expect(rotated.body).toMatchObject({ message: API_KEY_MESSAGES.rotated });
    expect(rotated.data.secret).not.toBe(created.secret);
    const old = await keyCall(t, created.secret, 'GET', PUBLIC_API_PATHS.wallets);
    expect(old.status).toBe(401);
    const fresh = await keyCall(t, rotated.data.secret, 'GET', PUBLIC_API_PATHS.wallets, {
      header: 'x-api-key',
      schema: walletListResponse,
    });
    expect(fresh.status).toBe(200);
    expect(fresh.data.totalWalletBalance).toBe(500_000_00);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const before = await keyRows(owner.companyId);
    const bad = [
      { name: '', scopes: ['wallets.view'] },
      { name: 'No scopes', scopes: [] },
      { name: 'Unknown scope', scopes: ['settings.administrators.edit'] },
      { name: 'Bad IP', scopes: ['wallets.view'], allowedIps: ['300.1.1.1'] },
      { name: 'Past', scopes: ['wallets.view'], expiresOn: '2020-01-01' },
      { name: 'Not a day', scopes: ['wallets.view'], expiresOn: '2026-02-30' },
    ];
    for (const body of bad) {
      const res = await t.api.post(keysPath, body, { token: owner.token });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const created = await createKey(t, owner.token, { name: 'Kept', scopes: ['wallets.view'] });
    const edit = await t.api.patch(
      keyPath(INTEGRATIONS_PATHS.apiKey, created._id),
      { name: 'Changed', scopes: [] },
      { token: owner.token },
    );
    expect(edit.status).toBe(400);
    const after = await keyRows(owner.companyId);
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((r) => r.id === created._id)!.name).toBe('Kept');
  });

  it("answers 404 for another business's key on every route, changing nothing", async () => {
    const theirs = await createKey(t, rival.token, { scopes: ['wallets.view'] });
    const routes = [
      () => t.api.get(keyPath(INTEGRATIONS_PATHS.apiKey, theirs._id), { token: owner.token }),
      () =>
        t.api.patch(
          keyPath(INTEGRATIONS_PATHS.apiKey, theirs._id),
          { name: 'Mine', scopes: ['wallets.view'] },
          {
            token: owner.token,
          },
        ),
      () =>
        t.api.post(keyPath(INTEGRATIONS_PATHS.apiKeyRevoke, theirs._id), undefined, { token: owner.token }),
      () =>
        t.api.post(keyPath(INTEGRATIONS_PATHS.apiKeyRotate, theirs._id), undefined, { token: owner.token }),
    ];
    for (const call of routes) expect((await call()).status).toBe(404);
    const [row] = await keyRows(rival.companyId);
    expect(row).toMatchObject({ name: 'Ledger sync', revokedAt: null, prefix: theirs.prefix });
    expect((await keyCall(t, theirs.secret, 'GET', PUBLIC_API_PATHS.wallets)).status).toBe(200);
  });

  it('refuses every role but the employer with 403, even one holding every permission it may hold', async () => {
    const admin = await addMember(t, owner.companyId, { role: 'employer-admin' });
    const roleId = await addRole(t, owner.companyId, 'Integrator', [
      'wallets.view',
      'settings.company.manage',
    ]);
    const custom = await addMember(t, owner.companyId, { role: 'custom', roleId });
    const created = await createKey(t, owner.token, { scopes: ['wallets.view'] });
    const before = await keyRows(owner.companyId);
    for (const member of [admin, custom]) {
      const token = await tokenFor(t, member);
      expect((await t.api.get(keysPath, { token })).status).toBe(403);
      expect((await t.api.post(keysPath, { name: 'X', scopes: ['wallets.view'] }, { token })).status).toBe(
        403,
      );
      expect(
        (await t.api.post(keyPath(INTEGRATIONS_PATHS.apiKeyRevoke, created._id), undefined, { token }))
          .status,
      ).toBe(403);
    }
    expect(await keyRows(owner.companyId)).toEqual(before);
  });
});

describe('a key the public API refuses', () => {
  it("names the key's creator, and answers 401 once the creator's membership is disabled", async () => {
    const maker = await walletOwner(t, { name: 'Surulere Foods', balance: 1_000_00 });
    const created = await createKey(t, maker.token, { scopes: ['wallets.view'] });
    const [row] = (await keyRows(maker.companyId)).filter((r) => r.id === created._id);
    const [creator] = await t.server.database.db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(eq(companyMembers.id, row!.createdBy));
    const name = `${creator!.firstName ?? ''} ${creator!.lastName ?? ''}`.trim();
    expect(name).not.toBe('');
    const details = await t.api.get(keyPath(INTEGRATIONS_PATHS.apiKey, created._id), {
      token: maker.token,
      schema: apiKeyResponse,
    });
    expect(details.data.createdBy).toBe(name);
    const list = await t.api.get(keysPath, { token: maker.token, schema: apiKeyListResponse });
    expect(list.data.docs.find((k) => k._id === created._id)?.createdBy).toBe(name);
    expect((await keyCall(t, created.secret, 'GET', PUBLIC_API_PATHS.wallets)).status).toBe(200);

    await t.server.database.db
      .update(companyMembers)
      .set({ status: 'disabled' })
      .where(eq(companyMembers.id, row!.createdBy));
    const refused = await keyCall(t, created.secret, 'GET', PUBLIC_API_PATHS.wallets);
    expect(refused.status).toBe(401);
    expect(refused.error.message).toBe(API_KEY_REFUSED_MESSAGE);
  });

  it('answers 401 to a revoked key, and the revoke is final', async () => {
    const created = await createKey(t, owner.token, { scopes: ['wallets.view'] });
    const revoked = await t.api.post(keyPath(INTEGRATIONS_PATHS.apiKeyRevoke, created._id), undefined, {
      token: owner.token,
      schema: apiKeyResponse,
    });
    expect(revoked.body).toMatchObject({ message: API_KEY_MESSAGES.revoked, data: { status: 'revoked' } });
    const call = await keyCall(t, created.secret, 'GET', PUBLIC_API_PATHS.wallets);
    expect(call.status).toBe(401);
    expect(call.error.message).toBe(API_KEY_REFUSED_MESSAGE);
    const again = await t.api.post(keyPath(INTEGRATIONS_PATHS.apiKeyRotate, created._id), undefined, {
      token: owner.token,
    });
    expect(again.status).toBe(409);
  });

  it('answers 401 to an expired key', async () => {
    const created = await createKey(t, owner.token, { scopes: ['wallets.view'] });
    await t.server.database.db
      .update(apiKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(apiKeys.id, created._id));
    expect((await keyCall(t, created.secret, 'GET', PUBLIC_API_PATHS.wallets)).status).toBe(401);
    const details = await t.api.get(keyPath(INTEGRATIONS_PATHS.apiKey, created._id), {
      token: owner.token,
      schema: apiKeyResponse,
    });
    expect(details.data.status).toBe('expired');
  });

  it('answers 401 from an address outside the allow-list and 200 from one inside it', async () => {
    const created = await createKey(t, owner.token, {
      scopes: ['wallets.view'],
      allowedIps: ['203.0.113.0/24', '2001:db8::/32'],
    });
    expect(
      (await keyCall(t, created.secret, 'GET', PUBLIC_API_PATHS.wallets, { ip: '198.51.100.7' })).status,
    ).toBe(401);
    expect(
      (await keyCall(t, created.secret, 'GET', PUBLIC_API_PATHS.wallets, { ip: '203.0.113.9' })).status,
    ).toBe(200);
    expect(
      (await keyCall(t, created.secret, 'GET', PUBLIC_API_PATHS.wallets, { ip: '2001:db8::5' })).status,
    ).toBe(200);
    const details = await t.api.get(keyPath(INTEGRATIONS_PATHS.apiKey, created._id), {
      token: owner.token,
      schema: apiKeyResponse,
    });
    expect(details.data.lastUsedIp).toBe('2001:db8::5');
    expect(details.data.lastUsedAt).not.toBeNull();
  });

  it('on sandbox rails issues pdk_test_ keys and refuses a pdk_live_ key, even one with a test key’s secret', async () => {
    const created = await createKey(t, owner.token, { name: 'Sandbox rails', scopes: ['wallets.view'] });
    expect(created.secret.startsWith('pdk_test_')).toBe(true);
    expect(created.prefix).toMatch(/^pdk_test_.{6}$/);
    expect((await keyCall(t, created.secret, 'GET', PUBLIC_API_PATHS.wallets)).status).toBe(200);
    const live = await keyCall(
      t,
      created.secret.replace(/^pdk_test_/, 'pdk_live_'),
      'GET',
      PUBLIC_API_PATHS.wallets,
    );
    expect(live.status).toBe(401);
    expect(live.body.message).toBe(API_KEY_WRONG_RAILS_MESSAGE.sandbox);
  });

  it('answers 401 to an unknown key and to none', async () => {
    expect((await keyCall(t, 'pdk_test_not-a-key', 'GET', PUBLIC_API_PATHS.wallets)).status).toBe(401);
    expect((await t.api.get(`/api/v1${PUBLIC_API_PATHS.wallets}`)).status).toBe(401);
    // A dashboard session token is not an API key.
    expect((await keyCall(t, owner.token, 'GET', PUBLIC_API_PATHS.wallets)).status).toBe(401);
  });

  it('answers 429 with Retry-After once a key passes its per-minute limit, other keys unaffected', async () => {
    const busy = await createKey(t, owner.token, { scopes: ['wallets.view'] });
    const calm = await createKey(t, owner.token, { scopes: ['wallets.view'] });
    const statuses: number[] = [];
    let retryAfter: unknown;
    for (let i = 0; i < RATE_LIMIT + 2; i++) {
      const res = await keyCall(t, busy.secret, 'GET', PUBLIC_API_PATHS.wallets);
      statuses.push(res.status);
      if (res.status === 429) retryAfter = res.headers['retry-after'];
    }
    expect(statuses.slice(0, RATE_LIMIT)).toEqual(Array(RATE_LIMIT).fill(200));
    expect(statuses.slice(RATE_LIMIT)).toEqual([429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect((await keyCall(t, calm.secret, 'GET', PUBLIC_API_PATHS.wallets)).status).toBe(200);
  });
});

describe('the secret after its answer', () => {
  it('is in no audit event and no log line; the audit log names the key as the actor of its calls', async () => {
    const created = await createKey(t, owner.token, { name: 'Audit probe', scopes: ['wallets.view'] });
    expect((await keyCall(t, created.secret, 'GET', PUBLIC_API_PATHS.wallets)).status).toBe(200);
    expect(
      (await keyCall(t, created.secret, 'GET', PUBLIC_API_PATHS.wallets, { header: 'x-api-key' })).status,
    ).toBe(200);
    const rotated = await t.api.post(keyPath(INTEGRATIONS_PATHS.apiKeyRotate, created._id), undefined, {
      token: owner.token,
      schema: apiKeySecretResponse,
    });
    await keyCall(t, created.secret, 'GET', PUBLIC_API_PATHS.wallets);
    await keyCall(t, rotated.data.secret, 'GET', PUBLIC_API_PATHS.wallets);
    await t.api.post(keyPath(INTEGRATIONS_PATHS.apiKeyRevoke, created._id), undefined, {
      token: owner.token,
    });
    await keyCall(t, rotated.data.secret, 'GET', PUBLIC_API_PATHS.wallets);

    const events = await t.server.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.companyId, owner.companyId), eq(auditEvents.targetId, created._id)));
    const text = JSON.stringify(events);
    for (const secret of [created.secret, rotated.data.secret]) {
      expect(text).not.toContain(secret);
      expect(logLines.join('\n')).not.toContain(secret);
      expect(logLines.join('\n')).not.toContain(secret.slice(12));
    }
    expect(logLines.length).toBeGreaterThan(0);
    const actions = events.map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'integrations.api-key.create',
        'integrations.api-key.rotate',
        'integrations.api-key.revoke',
        'integrations.api.call',
        'integrations.api-key.refused',
      ]),
    );
    const call = events.find((e) => e.action === 'integrations.api.call')!;
    expect(call).toMatchObject({
      actorType: 'api-key',
      actorId: created._id,
      actorLabel: 'API key "Audit probe"',
    });
    expect(call.metadata).toMatchObject({ method: 'GET', route: '/api/v1/wallets', status: 200 });
  });
});
