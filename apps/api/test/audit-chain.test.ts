// Audit events of the sign-in journey: login success and failure with actor, action, outcome, IP and user agent;
// append-only and hash-chained per business, so tampering is detected.
import { AUTH_PATHS, type AuditAction, pendingLogin, success } from '@paydesk/contracts';
import { PLATFORM_CHAIN_ID } from '@paydesk/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  recordAuditNow,
  verifyAuditChain,
  verifyAuditChainDetailed,
  verifyEveryChainFully,
} from '../src/platform/audit/audit.service.ts';
import {
  api,
  loginStage1Body,
  loginStage2Body,
  nextMail,
  registerOwner,
  sqlRows,
} from './helpers/auth-flows.ts';
import { codeIn } from './helpers/mailbox.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const from = { ip: '102.89.34.10', headers: { 'user-agent': BROWSER } };

interface AuditRow {
  seq: number;
  actor_type: string;
  actor_id: string | null;
  actor_label: string | null;
  action: string;
  target_type: string | null;
  outcome: string;
  ip: string | null;
  user_agent: string | null;
  metadata: Record<string, unknown>;
  prev_hash: string;
  hash: string;
}

const eventsOf = (t: TestApp, companyId: string) =>
  sqlRows<AuditRow>(t, sql`select * from audit_events where company_id = ${companyId} order by seq`);

describe('audit events of the sign-in journey', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof registerOwner>>;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await registerOwner(t);
    const failed = await t.api.send(
      'POST',
      api(AUTH_PATHS.login),
      loginStage1Body({ email: owner.email, password: 'Wrong-Password-1' }),
      from,
    );
    expect(failed.status).toBe(401);
    const stage1 = await t.api.post(api(AUTH_PATHS.login), loginStage1Body(owner), {
      ...from,
      schema: success(pendingLogin),
    });
    const code = codeIn(await nextMail(t, owner.email, 'Your login code'));
    const stage2 = await t.api.send(
      'POST',
      api(AUTH_PATHS.login),
      loginStage2Body(owner, code, stage1.data.challengeId),
      from,
    );
    expect(stage2.status).toBe(200);
  });
  afterAll(() => t.close());

  it('the business chain holds sign-up, confirmation, password, the failed login, the code and the successful login, in order', async () => {
    const events = await eventsOf(t, owner.companyId);
    expect(events.map((e) => `${e.action}:${e.outcome}`)).toEqual([
      'auth.signup:success',
      'auth.email.confirm:success',
      'auth.password.create:success',
      'auth.login:failure',
      'auth.login.code-sent:success',
      'auth.login:success',
    ]);
    expect(events.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('a failed login is recorded with actor, action, outcome, IP, user agent and the reason', async () => {
    const [failure] = (await eventsOf(t, owner.companyId)).filter((e) => e.outcome === 'failure');
    expect(failure).toMatchObject({
      actor_type: 'user',
      actor_id: owner.userId,
      actor_label: 'Chiamaka Eze',
      action: 'auth.login',
      outcome: 'failure',
      ip: '102.89.34.10',
      user_agent: BROWSER,
      metadata: { stage: 1, reason: 'invalid-credentials', email: owner.email },
    });
  });

  it('a successful login is recorded with actor, action, outcome, IP, user agent and the session', async () => {
    const success = (await eventsOf(t, owner.companyId)).find(
      (e) => e.action === 'auth.login' && e.outcome === 'success',
    );
    expect(success).toMatchObject({
      actor_type: 'user',
      actor_id: owner.userId,
      actor_label: 'Chiamaka Eze',
      target_type: 'session',
      ip: '102.89.34.10',
      user_agent: BROWSER,
      metadata: { stage: 2 },
    });
  });

  it('a failed login for an unknown email goes to the platform chain with the email as an anonymous actor', async () => {
    await t.api.send(
      'POST',
      api(AUTH_PATHS.login),
      loginStage1Body({ email: 'ghost.user@example.com', password: 'Wrong-Password-1' }),
      from,
    );
    const [event] = await sqlRows<AuditRow>(
      t,
      sql`select * from audit_events where company_id = ${PLATFORM_CHAIN_ID} and actor_label = 'ghost.user@example.com'`,
    );
    expect(event).toMatchObject({
      actor_type: 'anonymous',
      actor_id: null,
      action: 'auth.login',
      outcome: 'failure',
      ip: '102.89.34.10',
      user_agent: BROWSER,
    });
    expect(await verifyAuditChain(t.server.database.db, null)).toMatchObject({ intact: true });
  });

  it("each event stores the previous event's hash, and verifying the chain reports it intact", async () => {
    const events = await eventsOf(t, owner.companyId);
    expect(events[0]!.prev_hash).toBe('');
    for (let i = 1; i < events.length; i++) expect(events[i]!.prev_hash).toBe(events[i - 1]!.hash);
    expect(await verifyAuditChain(t.server.database.db, owner.companyId)).toEqual({
      intact: true,
      checked: events.length,
    });
  });

  it('events cannot be changed or deleted by the application', async () => {
    const db = t.server.database.db;
    const appendOnly = { cause: expect.objectContaining({ message: 'audit_events is append-only' }) };
    await expect(
      db.execute(sql`update audit_events set outcome = 'success' where company_id = ${owner.companyId}`),
    ).rejects.toMatchObject(appendOnly);
    await expect(
      db.execute(sql`delete from audit_events where company_id = ${owner.companyId}`),
    ).rejects.toMatchObject(appendOnly);
  });
});

describe('tampering with the audit chain', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    // Only someone who bypasses the append-only trigger can tamper; this test database plays that attacker.
    await t.server.database.db.execute(sql`alter table audit_events disable trigger audit_events_no_update`);
  });
  afterAll(() => t.close());

  const failLogin = (email: string) =>
    t.api.send('POST', api(AUTH_PATHS.login), loginStage1Body({ email, password: 'Wrong-Password-1' }), from);

  it('a changed event breaks the chain at that event', async () => {
    const owner = await registerOwner(t);
    await failLogin(owner.email);
    const db = t.server.database.db;
    expect(await verifyAuditChain(db, owner.companyId)).toEqual({ intact: true, checked: 4 });
    // Turn the failed login into a success after the fact.
    await db.execute(
      sql`update audit_events set outcome = 'success' where company_id = ${owner.companyId} and seq = 4`,
    );
    expect(await verifyAuditChain(db, owner.companyId)).toEqual({ intact: false, checked: 4, brokenAt: 4 });
  });

  it('a changed IP address in an earlier event breaks the chain there', async () => {
    const owner = await registerOwner(t);
    await failLogin(owner.email);
    const db = t.server.database.db;
    await db.execute(
      sql`update audit_events set ip = '41.58.0.1' where company_id = ${owner.companyId} and seq = 1`,
    );
    expect(await verifyAuditChain(db, owner.companyId)).toMatchObject({ intact: false, brokenAt: 1 });
  });

  it('a deleted event breaks the chain at the event after it', async () => {
    const owner = await registerOwner(t);
    await failLogin(owner.email);
    const db = t.server.database.db;
    await db.execute(sql`delete from audit_events where company_id = ${owner.companyId} and seq = 2`);
    expect(await verifyAuditChain(db, owner.companyId)).toMatchObject({ intact: false, brokenAt: 3 });
  });

  it('a deleted last event is caught by the chain head', async () => {
    const owner = await registerOwner(t);
    await failLogin(owner.email);
    const db = t.server.database.db;
    await db.execute(sql`delete from audit_events where company_id = ${owner.companyId} and seq = 4`);
    expect(await verifyAuditChain(db, owner.companyId)).toEqual({ intact: false, checked: 3, brokenAt: 4 });
  });

  it("tampering with one business's chain leaves the others intact", async () => {
    const tampered = await registerOwner(t);
    const untouched = await registerOwner(t);
    const db = t.server.database.db;
    await db.execute(
      sql`update audit_events set actor_label = 'Someone Else' where company_id = ${tampered.companyId} and seq = 1`,
    );
    expect((await verifyAuditChain(db, tampered.companyId)).intact).toBe(false);
    expect(await verifyAuditChain(db, untouched.companyId)).toEqual({ intact: true, checked: 3 });
  });

  it('after a checkpoint, verification reads only the events written since, in pages, and still finds a change among them', async () => {
    const owner = await registerOwner(t);
    await failLogin(owner.email);
    const db = t.server.database.db;
    const append = () =>
      recordAuditNow(db, {
        companyId: owner.companyId,
        actor: { type: 'system', label: 'Test' },
        // An event no module writes: only its hash matters here.
        action: 'test.event' as AuditAction,
        outcome: 'success',
      });
    const verify = (options: { full?: boolean; pageSize?: number } = {}) =>
      verifyAuditChainDetailed(db, owner.companyId, options);
    // No checkpoint yet: every event is read (two to a page here), and the checkpoint is taken at the head.
    expect(await verify({ pageSize: 2 })).toEqual({ intact: true, checked: 4, read: 4, fromSeq: 0 });
    // Nothing new: only the checkpoint's own event is read again.
    expect(await verify()).toEqual({ intact: true, checked: 4, read: 1, fromSeq: 4 });
    await append();
    await append();
    await append();
    expect(await verify({ pageSize: 2 })).toEqual({ intact: true, checked: 7, read: 4, fromSeq: 4 });
    // Events after the checkpoint (7): one of them is changed.
    await append();
    await append();
    await db.execute(
      sql`update audit_events set action = 'test.rewritten' where company_id = ${owner.companyId} and seq = 9`,
    );
    expect(await verify()).toMatchObject({ intact: false, brokenAt: 9, fromSeq: 7, read: 3 });
    // A broken chain never moves the checkpoint: the next call reports the break again.
    expect(await verify()).toMatchObject({ intact: false, brokenAt: 9, fromSeq: 7 });
    expect(await verifyAuditChain(db, owner.companyId)).toEqual({ intact: false, checked: 9, brokenAt: 9 });
  });

  it("a change to the checkpoint's own event is found at once", async () => {
    const owner = await registerOwner(t);
    await failLogin(owner.email);
    const db = t.server.database.db;
    expect(await verifyAuditChain(db, owner.companyId)).toEqual({ intact: true, checked: 4 });
    await db.execute(
      sql`update audit_events set outcome = 'success' where company_id = ${owner.companyId} and seq = 4`,
    );
    expect(await verifyAuditChain(db, owner.companyId)).toEqual({ intact: false, checked: 4, brokenAt: 4 });
  });

  it('a change before the checkpoint is found by the nightly full verification, and reported from then on', async () => {
    const owner = await registerOwner(t);
    const other = await registerOwner(t);
    await failLogin(owner.email);
    const db = t.server.database.db;
    expect(await verifyAuditChain(db, owner.companyId)).toEqual({ intact: true, checked: 4 });
    // A change in an event verified before: the incremental check does not read it again...
    await db.execute(
      sql`update audit_events set ip = '41.58.0.1' where company_id = ${owner.companyId} and seq = 2`,
    );
    expect(await verifyAuditChain(db, owner.companyId)).toEqual({ intact: true, checked: 4 });
    // ...the nightly job reads every chain from its first event and pins the break.
    const nightly = await verifyEveryChainFully(db);
    // (Earlier tests of this file tampered with other chains of the same database.)
    expect(nightly.broken).toContain(owner.companyId);
    expect(nightly.broken).not.toContain(other.companyId);
    expect(nightly.chains).toBeGreaterThanOrEqual(2);
    expect(await verifyAuditChain(db, owner.companyId)).toEqual({ intact: false, checked: 2, brokenAt: 2 });
    // More events do not move the checkpoint past a break.
    await failLogin(owner.email);
    expect(await verifyAuditChain(db, owner.companyId)).toMatchObject({ intact: false, brokenAt: 2 });
    expect(await verifyAuditChain(db, other.companyId)).toMatchObject({ intact: true });
  });
});
