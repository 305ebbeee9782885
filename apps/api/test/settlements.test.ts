// Settlements (issue 16, /settings/settlements): a settlement account is added with the code emailed to the member
// and removed (not while a rule uses it); sweep rules are set up with the PIN (gateable 'settlement.sweep'), paused,
// resumed and deleted. Every route: another business's ids 404, a member without 'settings.settlements.manage' 403,
// bad input 400 with nothing changed. A sweep moves only the balance above the floor (less its fee), runs once per
// date under a duplicate job, and moves nothing when the balance is at or under the floor.
import {
  approvalPendingResponse,
  messageOnly,
  SETTLEMENT_MESSAGES,
  SETTLEMENT_PATHS,
  settlementAccountListResponse,
  settlementAccountResponse,
  settlementCodeSentResponse,
  sweepHistoryResponse,
  sweepRuleListResponse,
  sweepRuleResponse,
} from '@paydesk/contracts';
import { auditEvents, settlementAccounts, sweepRules, sweeps, transfers } from '@paydesk/db';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, lagosDay } from '../src/lib/lagos-time.ts';
import { handOffToRail, type RailTransfer } from '../src/modules/payments/index.ts';
import { runSweep, sendDueSweeps } from '../src/modules/settlements/index.ts';
import { SANDBOX_ACCOUNTS } from '../src/providers/banking/sandbox-banking.ts';
import {
  type ApprovalBusiness,
  approvalBusiness,
  approve,
  balances,
  createWorkflow,
  settled,
} from './helpers/approval-fixtures.ts';
import { codeIn, mailboxList, waitForMail } from './helpers/mailbox.ts';
import { expectLedgerInvariants, railDeps, startPaymentsApp } from './helpers/payment-fixtures.ts';
import { addMember, addRole } from './helpers/team-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import {
  api,
  newKey,
  PIN,
  setPin,
  tokenFor,
  type WalletOwner,
  walletOwner,
} from './helpers/wallet-fixtures.ts';

const GTBANK = '000013';
let t: TestApp;
let b: ApprovalBusiness;
let rival: WalletOwner;
const today = lagosDay();
const tomorrow = addDays(today, 1);

beforeAll(async () => {
  t = await startPaymentsApp();
  b = await approvalBusiness(t);
  rival = await walletOwner(t, { name: 'Apapa Movers', balance: 100_000_00 });
});
afterAll(() => t.close());

const db = () => t.server.database.db;
const runDeps = () => ({
  db: db(),
  config: t.config,
  handOff: (transfers: RailTransfer[]) => handOffToRail(railDeps(t), transfers),
});

/** Adds and confirms an account with the code from the mailbox, as `token` (the owner's by default). */
async function addAccount(accountNumber: string, who: { token: string; email: string } = b.owner) {
  const seen = await t.api.get(`/dev/mailbox/api/messages?to=${encodeURIComponent(who.email)}`, {
    schema: mailboxList,
  });
  const sent = await t.api.post(
    api(SETTLEMENT_PATHS.accounts),
    { bankCode: GTBANK, accountNumber },
    { token: who.token, schema: settlementCodeSentResponse },
  );
  expect(sent.status).toBe(200);
  // This account's code: mail is sent after commit, so an earlier test's code may still arrive after `seen`.
  const mail = await waitForMail(
    t,
    who.email,
    (m) => m.subject.startsWith('Your settlement account code') && m.textBody.includes(`(${accountNumber},`),
    { after: seen.data.map((m) => m.id).join(',') },
  );
  const confirmed = await t.api.post(
    api(SETTLEMENT_PATHS.confirm(sent.data.account.id)),
    { code: codeIn(mail) },
    { token: who.token, schema: settlementAccountResponse },
  );
  expect(confirmed.status).toBe(200);
  return confirmed.data;
}

const createRule = (body: Record<string, unknown>, token = b.owner.token, key: string | null = newKey()) =>
  t.api.post(api(SETTLEMENT_PATHS.rules), body, {
    token,
    schema: sweepRuleResponse,
    headers: key ? { 'idempotency-key': key } : {},
  });
const countRows = async (table: typeof sweepRules | typeof settlementAccounts, companyId = b.companyId) => {
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(eq(table.companyId, companyId));
  return row!.n;
};
/** Makes a rule due on `day` (a test stands in for the calendar). */
const dueOn = (id: string, day: string) =>
  db().update(sweepRules).set({ nextRunDate: day }).where(eq(sweepRules.id, id));
const sweepsOf = (id: string) =>
  db().select().from(sweeps).where(eq(sweeps.sweepRuleId, id)).orderBy(sweeps.runDate);
const transfersOf = (id: string) =>
  db()
    .select()
    .from(transfers)
    .where(like(transfers.idempotencyKey, `sweep:${id}:%`));

describe('settlement accounts', () => {
  it('checks the account by name enquiry, and adds it only with the emailed code; audited', async () => {
    const sent = await t.api.post(
      api(SETTLEMENT_PATHS.accounts),
      { bankCode: GTBANK, accountNumber: '0611223344' },
      { token: b.owner.token, schema: settlementCodeSentResponse },
    );
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe(SETTLEMENT_MESSAGES.codeSent);
    expect(sent.data.account).toMatchObject({ status: 'pending', bankName: 'GTBANK PLC' });
    expect(sent.data.account.accountName).toMatch(/^[A-Z]+ [A-Z]+$/);
    const wrong = await t.api.post(
      api(SETTLEMENT_PATHS.confirm(sent.data.account.id)),
      { code: '000000' },
      { token: b.owner.token },
    );
    expect(wrong.status).toBe(400);
    const mail = await waitForMail(t, b.owner.email, (m) =>
      m.subject.startsWith('Your settlement account code'),
    );
    const ok = await t.api.post(
      api(SETTLEMENT_PATHS.confirm(sent.data.account.id)),
      { code: codeIn(mail) },
      { token: b.owner.token, schema: settlementAccountResponse },
    );
    expect(ok.status).toBe(200);
    expect(ok.data.status).toBe('active');
    // Used once.
    const again = await t.api.post(
      api(SETTLEMENT_PATHS.confirm(sent.data.account.id)),
      { code: codeIn(mail) },
      { token: b.owner.token },
    );
    expect(again.status).toBe(409);
    const list = await t.api.get(api(SETTLEMENT_PATHS.accounts), {
      token: b.owner.token,
      schema: settlementAccountListResponse,
    });
    expect(list.data.map((a) => [a.accountNumber, a.status])).toContainEqual(['0611223344', 'active']);
    const [event] = await db()
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.companyId, b.companyId),
          eq(auditEvents.action, 'settings.settlement-account.add'),
        ),
      );
    expect(event?.targetId).toBe(sent.data.account.id);
  });

  it('refuses bad input with 400 and adds nothing: a short number, an unknown account, Paydesk itself', async () => {
    const before = await countRows(settlementAccounts);
    const post = (body: Record<string, unknown>) =>
      t.api.post(api(SETTLEMENT_PATHS.accounts), body, { token: b.owner.token });
    const short = await post({ bankCode: GTBANK, accountNumber: '123' });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ errors: { accountNumber: ['Account number must be 10 digits'] } });
    expect((await post({ bankCode: GTBANK, accountNumber: SANDBOX_ACCOUNTS.notFound })).status).toBe(400);
    expect((await post({ bankCode: t.config.WALLET_BANK_CODE, accountNumber: '0611223399' })).status).toBe(
      400,
    );
    expect((await post({ accountNumber: '0611223399' })).status).toBe(400);
    expect(await countRows(settlementAccounts)).toBe(before);
  });

  it('one code a minute: adding the same pending account again or asking for a new code at once is a 429', async () => {
    const body = { bankCode: GTBANK, accountNumber: '0611229911' };
    const first = await t.api.post(api(SETTLEMENT_PATHS.accounts), body, {
      token: b.owner.token,
      schema: settlementCodeSentResponse,
    });
    expect(first.status).toBe(200);
    expect((await t.api.post(api(SETTLEMENT_PATHS.accounts), body, { token: b.owner.token })).status).toBe(
      429,
    );
    const resend = await t.api.post(
      api(SETTLEMENT_PATHS.resend(first.data.account.id)),
      {},
      { token: b.owner.token },
    );
    expect(resend.status).toBe(429);
  });

  it('removes an account after a confirmation, but not while a sweep rule uses it', async () => {
    const account = await addAccount('0611223355');
    const rule = await createRule({
      walletId: b.otherWalletId,
      settlementAccountId: account.id,
      floor: 0,
      frequency: 'daily',
      startDate: tomorrow,
      pin: PIN,
    });
    expect(rule.status).toBe(201);
    const inUse = await t.api.delete(api(SETTLEMENT_PATHS.account(account.id)), { token: b.owner.token });
    expect(inUse.status).toBe(409);
    expect(inUse.body).toMatchObject({ message: SETTLEMENT_MESSAGES.accountInUse });
    await t.api.delete(api(SETTLEMENT_PATHS.rule(rule.data.id)), {
      token: b.owner.token,
      schema: messageOnly,
    });
    const removed = await t.api.delete(api(SETTLEMENT_PATHS.account(account.id)), {
      token: b.owner.token,
      schema: messageOnly,
    });
    expect(removed.status).toBe(200);
    const list = await t.api.get(api(SETTLEMENT_PATHS.accounts), {
      token: b.owner.token,
      schema: settlementAccountListResponse,
    });
    expect(list.data.map((a) => a.id)).not.toContain(account.id);
  });
});

describe('sweep rules', () => {
  let accountId: string;
  beforeAll(async () => {
    accountId = (await addAccount('0611223366')).id;
  });
  const weekly = (extra: Record<string, unknown> = {}) => ({
    walletId: b.mainWalletId,
    settlementAccountId: accountId,
    floor: 1_000_000_00,
    frequency: 'weekly',
    day: 5,
    startDate: tomorrow,
    pin: PIN,
    ...extra,
  });

  it('sets a rule up, lists it, replays the key; pauses, resumes and deletes it', async () => {
    const key = newKey();
    const created = await createRule(weekly(), b.owner.token, key);
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(SETTLEMENT_MESSAGES.ruleCreated);
    expect(created.data).toMatchObject({
      status: 'active',
      floor: 1_000_000_00,
      frequency: 'weekly',
      day: 5,
      settlementAccount: { id: accountId, accountNumber: '0611223366' },
    });
    expect(new Date(`${created.data.nextRunDate}T12:00:00Z`).getUTCDay()).toBe(5);
    expect((await createRule(weekly(), b.owner.token, key)).data.id).toBe(created.data.id);
    const list = await t.api.get(api(SETTLEMENT_PATHS.rules), {
      token: b.owner.token,
      schema: sweepRuleListResponse,
    });
    expect(list.data.map((r) => r.id)).toContain(created.data.id);
    const post = (path: string) =>
      t.api.post(api(path), {}, { token: b.owner.token, schema: sweepRuleResponse });
    expect((await post(SETTLEMENT_PATHS.pause(created.data.id))).data.status).toBe('paused');
    expect((await post(SETTLEMENT_PATHS.pause(created.data.id))).status).toBe(409);
    expect((await post(SETTLEMENT_PATHS.resume(created.data.id))).data.status).toBe('active');
    const deleted = await t.api.delete(api(SETTLEMENT_PATHS.rule(created.data.id)), {
      token: b.owner.token,
      schema: messageOnly,
    });
    expect(deleted.status).toBe(200);
    const after = await t.api.get(api(SETTLEMENT_PATHS.rules), {
      token: b.owner.token,
      schema: sweepRuleListResponse,
    });
    expect(after.data.map((r) => r.id)).not.toContain(created.data.id);
  });

  it('refuses bad input, a past start, a pending account and a wrong PIN with 4xx, creating nothing', async () => {
    const before = await countRows(sweepRules);
    const noDay = await createRule(weekly({ day: null }));
    expect(noDay.status).toBe(400);
    expect((await createRule(weekly({ floor: -1 }))).status).toBe(400);
    expect((await createRule(weekly({ startDate: addDays(today, -1) }))).status).toBe(400);
    expect((await createRule(weekly({ frequency: 'hourly' }))).status).toBe(400);
    const pending = await t.api.post(
      api(SETTLEMENT_PATHS.accounts),
      { bankCode: GTBANK, accountNumber: '0611223377' },
      { token: b.owner.token, schema: settlementCodeSentResponse },
    );
    const unconfirmed = await createRule(weekly({ settlementAccountId: pending.data.account.id }));
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body).toMatchObject({
      errors: { settlementAccountId: [SETTLEMENT_MESSAGES.accountNotActive] },
    });
    const wrongPin = await createRule(weekly({ pin: '0000' }));
    expect(wrongPin.status).toBeGreaterThanOrEqual(400);
    expect(wrongPin.status).toBeLessThan(500);
    expect((await createRule(weekly(), b.owner.token, null)).status).toBe(400);
    expect(await countRows(sweepRules)).toBe(before);
  });

  it("answers 404 for another business's accounts and rules on every route, and changes nothing", async () => {
    const { data } = await createRule(weekly());
    const as = { token: rival.token };
    const paths = [
      ['GET', SETTLEMENT_PATHS.history(data.id)],
      ['POST', SETTLEMENT_PATHS.pause(data.id)],
      ['POST', SETTLEMENT_PATHS.resume(data.id)],
      ['DELETE', SETTLEMENT_PATHS.rule(data.id)],
      ['POST', SETTLEMENT_PATHS.resend(accountId)],
      ['DELETE', SETTLEMENT_PATHS.account(accountId)],
    ] as const;
    for (const [method, path] of paths) {
      const res = await t.api.send(method, api(path), method === 'POST' ? {} : undefined, as);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const confirm = await t.api.post(api(SETTLEMENT_PATHS.confirm(accountId)), { code: '123456' }, as);
    expect(confirm.status).toBe(404);
    // Their wallet cannot be swept from ours, nor to our account from theirs.
    const theirWallet = await createRule(weekly({ walletId: rival.mainWalletId }));
    expect(theirWallet.status).toBe(400);
    const ourAccount = await createRule(weekly({ walletId: rival.mainWalletId }), rival.token);
    expect(ourAccount.status).toBe(400);
    const mine = await t.api.get(api(SETTLEMENT_PATHS.rules), {
      token: rival.token,
      schema: sweepRuleListResponse,
    });
    expect(mine.data).toEqual([]);
    const unchanged = await t.api.get(api(SETTLEMENT_PATHS.rules), {
      token: b.owner.token,
      schema: sweepRuleListResponse,
    });
    expect(unchanged.data.find((r) => r.id === data.id)?.status).toBe('active');
  });

  it("answers 403 to a member without 'settings.settlements.manage', changing nothing", async () => {
    const roleId = await addRole(t, b.companyId, 'Payments clerk', ['payments.transactions.view']);
    const clerk = await addMember(t, b.companyId, { role: 'custom', roleId });
    await setPin(t, clerk.userId);
    const token = await tokenFor(t, clerk);
    const rules = await countRows(sweepRules);
    const accounts = await countRows(settlementAccounts);
    expect((await createRule(weekly(), token)).status).toBe(403);
    expect((await t.api.get(api(SETTLEMENT_PATHS.rules), { token })).status).toBe(403);
    expect((await t.api.get(api(SETTLEMENT_PATHS.accounts), { token })).status).toBe(403);
    const add = await t.api.post(
      api(SETTLEMENT_PATHS.accounts),
      { bankCode: GTBANK, accountNumber: '0611223388' },
      { token },
    );
    expect(add.status).toBe(403);
    expect((await t.api.delete(api(SETTLEMENT_PATHS.account(accountId)), { token })).status).toBe(403);
    expect(await countRows(sweepRules)).toBe(rules);
    expect(await countRows(settlementAccounts)).toBe(accounts);
  });
});

describe('sweeps', () => {
  it('moves only the balance above the floor, once per date under a duplicate job; its history shows it', async () => {
    const swept = await walletOwner(t, { name: 'Yaba Textiles', balance: 3_000_000_00 });
    const owner = { token: swept.token, email: swept.email };
    const account = await addAccount('0611224411', owner);
    const floor = 1_000_000_00;
    const { data: rule } = await createRule(
      {
        walletId: swept.mainWalletId,
        settlementAccountId: account.id,
        floor,
        frequency: 'daily',
        startDate: tomorrow,
        pin: PIN,
      },
      swept.token,
    );
    await dueOn(rule.id, today);
    expect(await sendDueSweeps(db(), undefined, today)).toBeGreaterThanOrEqual(1);
    const target = { companyId: swept.companyId, sweepRuleId: rule.id, runDate: today };
    const results = await Promise.all([runSweep(runDeps(), target), runSweep(runDeps(), target)]);
    results.push(await runSweep(runDeps(), target));
    expect(results.filter((r) => r === 'moved')).toHaveLength(1);
    expect(results.filter((r) => r === 'skipped')).toHaveLength(2);
    const made = await transfersOf(rule.id);
    expect(made).toHaveLength(1);
    const transfer = made[0]!;
    expect(transfer).toMatchObject({
      accountNumber: '0611224411',
      idempotencyKey: `sweep:${rule.id}:${today}`,
    });
    // Everything above the floor left the wallet, its fee included; the floor stayed.
    expect(transfer.amount + transfer.fee).toBeLessThanOrEqual(3_000_000_00 - floor);
    expect(transfer.amount + transfer.fee).toBeGreaterThan(3_000_000_00 - floor - 100_00);
    const [wallet] = await t.server.database.pool
      .query('select balance::bigint as balance from ledger_accounts where id = $1', [swept.mainWalletId])
      .then((r) => r.rows as { balance: string }[]);
    expect(Number(wallet!.balance)).toBe(3_000_000_00 - transfer.amount - transfer.fee);
    expect(Number(wallet!.balance)).toBeGreaterThanOrEqual(floor);
    expect(await sweepsOf(rule.id)).toMatchObject([
      { runDate: today, status: 'moved', transferId: transfer.id },
    ]);
    const history = await t.api.get(api(SETTLEMENT_PATHS.history(rule.id)), {
      token: swept.token,
      schema: sweepHistoryResponse,
    });
    expect(history.data.docs).toMatchObject([
      { runDate: today, status: 'moved', amount: transfer.amount, reference: transfer.reference },
    ]);
    const [row] = await db().select().from(sweepRules).where(eq(sweepRules.id, rule.id));
    expect(row).toMatchObject({ lastRunDate: today, nextRunDate: tomorrow });
    await expectLedgerInvariants(t, swept.companyId);
  });

  it('moves nothing when the balance is at or under the floor, and records that; a paused rule does not run', async () => {
    const small = await walletOwner(t, { name: 'Ikeja Bakery', balance: 500_000_00 });
    const account = await addAccount('0611225511', { token: small.token, email: small.email });
    const { data: rule } = await createRule(
      {
        walletId: small.mainWalletId,
        settlementAccountId: account.id,
        floor: 500_000_00,
        frequency: 'daily',
        startDate: tomorrow,
        pin: PIN,
      },
      small.token,
    );
    await dueOn(rule.id, today);
    expect(
      await runSweep(runDeps(), { companyId: small.companyId, sweepRuleId: rule.id, runDate: today }),
    ).toBe('nothing');
    expect(await transfersOf(rule.id)).toHaveLength(0);
    expect(await sweepsOf(rule.id)).toMatchObject([
      { runDate: today, status: 'nothing', amount: 0, balanceBefore: 500_000_00 },
    ]);
    await t.api.post(api(SETTLEMENT_PATHS.pause(rule.id)), {}, { token: small.token });
    await dueOn(rule.id, tomorrow);
    expect(
      await runSweep(runDeps(), { companyId: small.companyId, sweepRuleId: rule.id, runDate: tomorrow }),
    ).toBe('skipped');
    expect(await sweepsOf(rule.id)).toHaveLength(1);
  });
});

describe('approvals', () => {
  it('a rule covered by a workflow becomes a request, and the approval sets the rule up once', async () => {
    const gated = await approvalBusiness(t);
    const account = await addAccount('0611226611', gated.owner);
    await createWorkflow(t, gated.owner.token, {
      name: 'Sweeps',
      action: 'settlement.sweep',
      stages: [{ approvers: { roleIds: ['employer-admin'] }, rule: 'any' }],
    });
    const res = await t.api.post(
      api(SETTLEMENT_PATHS.rules),
      {
        walletId: gated.mainWalletId,
        settlementAccountId: account.id,
        floor: 100_000_00,
        frequency: 'monthly',
        day: 1,
        startDate: tomorrow,
        pin: PIN,
      },
      { token: gated.owner.token, schema: approvalPendingResponse, headers: { 'idempotency-key': newKey() } },
    );
    expect(res.status).toBe(202);
    expect(await countRows(sweepRules, gated.companyId)).toBe(0);
    const before = await balances(t, gated);
    expect((await approve(t, gated.admins[0].token, res.data.requestId)).status).toBe(200);
    expect((await settled(t, gated.owner.token, res.data.requestId)).status).toBe('executed');
    const [row] = await db().select().from(sweepRules).where(eq(sweepRules.companyId, gated.companyId));
    expect(row).toMatchObject({ status: 'active', approvalRequestId: res.data.requestId, floor: 100_000_00 });
    expect(await countRows(sweepRules, gated.companyId)).toBe(1);
    // Setting up moves nothing; the sweeps do, on their dates.
    expect(await balances(t, gated)).toEqual(before);
  });
});
