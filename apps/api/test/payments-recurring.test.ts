// Recurring transfers (issue 12): every route (success, bad input 4xx with nothing changed, wrong PIN, another
// business's ids 404, a missing permission 403, status changes that cannot happen 409), a run executed twice for the
// same date pays once, a run refused for funds is retried within its day under the same key (15 min, 1 h, 4 h), then
// recorded and notified, and the next date still runs, and a set-up covered by a workflow becomes an approval request that creates the schedule once when approved.
import {
  approvalPendingResponse,
  beneficiaryResponse,
  messageOnly,
  PAYMENTS_PATHS,
  RECURRING_DAY_MESSAGES,
  RECURRING_MESSAGES,
  RECURRING_PATHS,
  recurringHistoryResponse,
  recurringTransferListResponse,
  recurringTransferResponse,
} from '@paydesk/contracts';
import { notifications, recurringTransferRuns, recurringTransfers, transfers } from '@paydesk/db';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, lagosDay } from '../src/lib/lagos-time.ts';
import { runRecurringTransfer, sendDueRuns } from '../src/modules/payments/index.ts';
import { dueRecurring } from '../src/modules/payments/recurring/recurring.queries.ts';
import {
  type ApprovalBusiness,
  approvalBusiness,
  approve,
  balances,
  createWorkflow,
  settled,
} from './helpers/approval-fixtures.ts';
import { expectLedgerInvariants, startPaymentsApp } from './helpers/payment-fixtures.ts';
import { addMember, addRole } from './helpers/team-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import {
  api,
  fundThroughLedger,
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
let beneficiaryId: string;
const today = lagosDay();
const tomorrow = addDays(today, 1);

beforeAll(async () => {
  t = await startPaymentsApp();
  b = await approvalBusiness(t);
  rival = await walletOwner(t, { name: 'Apapa Movers', balance: 100_000_00 });
  const saved = await t.api.post(
    api(PAYMENTS_PATHS.beneficiary),
    { type: 'transfers', bankCode: GTBANK, accountNumber: '0222333444', nickname: 'Landlord' },
    { token: b.owner.token, schema: beneficiaryResponse },
  );
  beneficiaryId = saved.data._id;
});
afterAll(() => t.close());

const create = (body: Record<string, unknown>, token = b.owner.token, key: string | null = newKey()) =>
  t.api.post(api(RECURRING_PATHS.recurringTransfers), body, {
    token,
    schema: recurringTransferResponse,
    headers: key ? { 'idempotency-key': key } : {},
  });
const monthlyRent = (extra: Record<string, unknown> = {}) => ({
  sourceWalletId: b.mainWalletId,
  beneficiaryId,
  amount: 150_000_00,
  frequency: 'monthly',
  day: 31,
  startDate: tomorrow,
  count: 12,
  pin: PIN,
  ...extra,
});
const countSchedules = async (companyId = b.companyId) => {
  const [row] = await t.server.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(recurringTransfers)
    .where(eq(recurringTransfers.companyId, companyId));
  return row!.n;
};
const runDeps = () => ({
  db: t.server.database.db,
  config: t.config,
  rail: t.server.rail,
  payouts: t.server.payouts,
});
/** Makes a schedule due on `day` (a test stands in for the calendar). */
const dueOn = async (id: string, day: string) =>
  t.server.database.db
    .update(recurringTransfers)
    .set({ nextRunDate: day, startDate: day })
    .where(eq(recurringTransfers.id, id));
const runsOf = (id: string) =>
  t.server.database.db
    .select()
    .from(recurringTransferRuns)
    .where(eq(recurringTransferRuns.recurringTransferId, id))
    .orderBy(recurringTransferRuns.runDate);
const transfersOf = (id: string) =>
  t.server.database.db
    .select()
    .from(transfers)
    .where(like(transfers.idempotencyKey, `recurring:${id}:%`));

describe('recurring transfer routes', () => {
  it('creates a monthly transfer to a beneficiary, shows it in the list and its details, and replays the key', async () => {
    const key = newKey();
    const created = await create(monthlyRent(), b.owner.token, key);
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(RECURRING_MESSAGES.created);
    expect(created.data).toMatchObject({
      status: 'active',
      beneficiaryId,
      accountNumber: '0222333444',
      bankName: 'GTBANK PLC',
      channel: 'bank',
      frequency: 'monthly',
      day: 31,
      count: 12,
      runsMade: 0,
    });
    // The 31st, or the last day of a shorter month, on or after tomorrow.
    expect(created.data.nextRunDate! >= tomorrow).toBe(true);
    expect(Number(created.data.nextRunDate!.slice(8))).toBeGreaterThanOrEqual(28);
    const replay = await create(monthlyRent(), b.owner.token, key);
    expect(replay.data._id).toBe(created.data._id);
    const list = await t.api.get(api(`${RECURRING_PATHS.recurringTransfers}?status=active`), {
      token: b.owner.token,
      schema: recurringTransferListResponse,
    });
    expect(list.data.docs.map((r) => r._id)).toContain(created.data._id);
    const details = await t.api.get(api(RECURRING_PATHS.recurringTransfer(created.data._id)), {
      token: b.owner.token,
      schema: recurringTransferResponse,
    });
    expect(details.data.sourceWalletName).toBeTruthy();
  });

  it('creates a weekly transfer to another wallet of the business', async () => {
    const created = await create({
      sourceWalletId: b.mainWalletId,
      destinationWalletId: b.otherWalletId,
      amount: 10_000_00,
      frequency: 'weekly',
      day: 5,
      startDate: tomorrow,
      pin: PIN,
    });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ channel: 'wallet', destinationWalletId: b.otherWalletId });
    expect(new Date(`${created.data.nextRunDate}T12:00:00Z`).getUTCDay()).toBe(5);
  });

  it('refuses bad input, a past start and a wrong PIN with 4xx, creating nothing', async () => {
    const before = await countSchedules();
    const weekly = await create(monthlyRent({ frequency: 'weekly', day: null }));
    expect(weekly.status).toBe(400);
    expect(weekly.body).toMatchObject({ errors: { day: [RECURRING_DAY_MESSAGES.weekly] } });
    const both = await create(monthlyRent({ endDate: addDays(today, 90) }));
    expect(both.status).toBe(400);
    expect(both.body).toMatchObject({ errors: { count: [RECURRING_DAY_MESSAGES.endOrCount] } });
    const past = await create(monthlyRent({ startDate: addDays(today, -1) }));
    expect(past.status).toBe(400);
    const noDestination = await create(monthlyRent({ beneficiaryId: undefined }));
    expect(noDestination.status).toBe(400);
    const wrongPin = await create(monthlyRent({ pin: '0000' }));
    expect(wrongPin.status).toBeGreaterThanOrEqual(400);
    expect(wrongPin.status).toBeLessThan(500);
    const noKey = await create(monthlyRent(), b.owner.token, null);
    expect(noKey.status).toBe(400);
    expect(await countSchedules()).toBe(before);
  });

  it('pauses, resumes, edits and cancels; refuses a change its status does not allow', async () => {
    const { data } = await create(monthlyRent({ frequency: 'daily', day: null, count: null }));
    const post = (path: string) =>
      t.api.post(api(path), {}, { token: b.owner.token, schema: recurringTransferResponse });
    const paused = await post(RECURRING_PATHS.pause(data._id));
    expect(paused.status).toBe(200);
    expect(paused.data).toMatchObject({ status: 'paused', nextRunDate: null });
    expect((await post(RECURRING_PATHS.pause(data._id))).status).toBe(409);
    const resumed = await post(RECURRING_PATHS.resume(data._id));
    expect(resumed.data).toMatchObject({ status: 'active', nextRunDate: tomorrow });
    const edited = await t.api.patch(
      api(RECURRING_PATHS.recurringTransfer(data._id)),
      { amount: 75_000_00, frequency: 'weekly', day: 1, pin: PIN },
      { token: b.owner.token, schema: recurringTransferResponse },
    );
    expect(edited.status).toBe(200);
    expect(edited.data).toMatchObject({ amount: 75_000_00, frequency: 'weekly', day: 1 });
    expect(new Date(`${edited.data.nextRunDate}T12:00:00Z`).getUTCDay()).toBe(1);
    const badEdit = await t.api.patch(
      api(RECURRING_PATHS.recurringTransfer(data._id)),
      { frequency: 'monthly', day: null, pin: PIN },
      { token: b.owner.token },
    );
    expect(badEdit.status).toBe(400);
    const cancelled = await post(RECURRING_PATHS.cancel(data._id));
    expect(cancelled.data).toMatchObject({ status: 'cancelled', nextRunDate: null });
    expect((await post(RECURRING_PATHS.resume(data._id))).status).toBe(409);
    const after = await t.api.get(api(RECURRING_PATHS.recurringTransfer(data._id)), {
      token: b.owner.token,
      schema: recurringTransferResponse,
    });
    expect(after.data).toMatchObject({ status: 'cancelled', amount: 75_000_00 });
  });

  it("answers 404 for another business's recurring transfer on every route, and changes nothing", async () => {
    const { data } = await create(monthlyRent());
    const as = { token: rival.token };
    const paths = [
      ['GET', RECURRING_PATHS.recurringTransfer(data._id)],
      ['GET', RECURRING_PATHS.history(data._id)],
      ['POST', RECURRING_PATHS.pause(data._id)],
      ['POST', RECURRING_PATHS.resume(data._id)],
      ['POST', RECURRING_PATHS.cancel(data._id)],
    ] as const;
    for (const [method, path] of paths) {
      const res = await t.api.send(method, api(path), method === 'POST' ? {} : undefined, as);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const edit = await t.api.patch(
      api(RECURRING_PATHS.recurringTransfer(data._id)),
      { amount: 1_00, pin: PIN },
      as,
    );
    expect(edit.status).toBe(404);
    // Their wallet cannot pay, and our beneficiary is not theirs.
    const theirs = await create(monthlyRent({ sourceWalletId: rival.mainWalletId }));
    expect(theirs.status).toBe(404);
    const notTheirs = await create(monthlyRent({ sourceWalletId: rival.mainWalletId }), rival.token);
    expect(notTheirs.status).toBe(400);
    const unchanged = await t.api.get(api(RECURRING_PATHS.recurringTransfer(data._id)), {
      token: b.owner.token,
      schema: recurringTransferResponse,
    });
    expect(unchanged.data).toMatchObject({ status: 'active', amount: 150_000_00 });
  });

  it('answers 403 to a member without payments.recurring.manage', async () => {
    const roleId = await addRole(t, b.companyId, 'Viewer', ['payments.transactions.view']);
    const viewer = await addMember(t, b.companyId, { role: 'custom', roleId });
    await setPin(t, viewer.userId);
    const token = await tokenFor(t, viewer);
    const before = await countSchedules();
    expect((await create(monthlyRent(), token)).status).toBe(403);
    const list = await t.api.get(api(RECURRING_PATHS.recurringTransfers), { token, schema: messageOnly });
    expect(list.status).toBe(403);
    expect(await countSchedules()).toBe(before);
  });
});

describe('runs', () => {
  it('a run executed twice for the same date pays once', async () => {
    const { data } = await create(
      monthlyRent({ amount: 20_000_00, frequency: 'daily', day: null, count: null }),
    );
    await dueOn(data._id, today);
    const start = (await balances(t, b)).main!;
    const target = { companyId: b.companyId, recurringTransferId: data._id, runDate: today };
    // Two workers at once, then a retry of the same job later.
    const results = await Promise.all([
      runRecurringTransfer(runDeps(), target),
      runRecurringTransfer(runDeps(), target),
    ]);
    results.push(await runRecurringTransfer(runDeps(), target));
    expect(results.filter((r) => r === 'paid').length).toBeLessThanOrEqual(1);
    expect(results.every((r) => r === 'paid' || r === 'skipped')).toBe(true);
    const made = await transfersOf(data._id);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ amount: 20_000_00, idempotencyKey: `recurring:${data._id}:${today}` });
    expect(await runsOf(data._id)).toMatchObject([
      { runDate: today, status: 'paid', transferId: made[0]!.id },
    ]);
    expect((await balances(t, b)).main).toBe(start - 20_000_00 - made[0]!.fee);
    const [row] = await t.server.database.db
      .select()
      .from(recurringTransfers)
      .where(eq(recurringTransfers.id, data._id));
    expect(row).toMatchObject({ runsMade: 1, lastRunDate: today, nextRunDate: tomorrow });
    const history = await t.api.get(api(RECURRING_PATHS.history(data._id)), {
      token: b.owner.token,
      schema: recurringHistoryResponse,
    });
    expect(history.data.docs).toMatchObject([
      { runDate: today, status: 'paid', reference: made[0]!.reference },
    ]);
    await expectLedgerInvariants(t, b.companyId);
  });

  it('a run refused for funds is recorded with its reason and notified, and the next date still runs', async () => {
    const small = await walletOwner(t, { name: 'Ikeja Bakery', balance: 1_000_00 });
    const other = await t.api.post(
      api(RECURRING_PATHS.recurringTransfers),
      {
        sourceWalletId: small.mainWalletId,
        bankCode: undefined,
        beneficiaryId: (
          await t.api.post(
            api(PAYMENTS_PATHS.beneficiary),
            { type: 'transfers', bankCode: GTBANK, accountNumber: '0333444555' },
            { token: small.token, schema: beneficiaryResponse },
          )
        ).data._id,
        amount: 5_000_00,
        frequency: 'daily',
        startDate: tomorrow,
        pin: PIN,
      },
      { token: small.token, schema: recurringTransferResponse, headers: { 'idempotency-key': newKey() } },
    );
    expect(other.status).toBe(201);
    const id = other.data._id;
    const yesterday = addDays(today, -1);
    await dueOn(id, yesterday);
    await runRecurringTransfer(runDeps(), {
      companyId: small.companyId,
      recurringTransferId: id,
      runDate: yesterday,
    });
    const [failed] = await runsOf(id);
    expect(failed).toMatchObject({ runDate: yesterday, status: 'failed', transferId: null });
    expect(failed!.failureReason).toMatch(/Insufficient funds/);
    const [notice] = await t.server.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.companyId, small.companyId),
          eq(notifications.kind, 'payments.recurring.failed'),
        ),
      );
    expect(notice?.message).toContain(yesterday);
    // The schedule goes on: today is its next run, and with money in the wallet it pays.
    await fundThroughLedger(t, small.companyId, small.mainWalletId, 10_000_00);
    const due = await sendDueRuns(t.server.database.db, undefined, today);
    expect(due).toBeGreaterThanOrEqual(1);
    await runRecurringTransfer(runDeps(), {
      companyId: small.companyId,
      recurringTransferId: id,
      runDate: today,
    });
    expect((await runsOf(id)).map((r) => [r.runDate, r.status])).toEqual([
      [yesterday, 'failed'],
      [today, 'paid'],
    ]);
    expect(await transfersOf(id)).toHaveLength(1);
    const details = await t.api.get(api(RECURRING_PATHS.recurringTransfer(id)), {
      token: small.token,
      schema: recurringTransferResponse,
    });
    expect(details.data).toMatchObject({ runsMade: 1, runsFailed: 1, nextRunDate: tomorrow });
    await expectLedgerInvariants(t, small.companyId);
  });

  /** A daily 5,000 naira schedule from a wallet holding 1,000 naira, due today. */
  const shortSchedule = async (name: string) => {
    const small = await walletOwner(t, { name, balance: 1_000_00 });
    const payee = await t.api.post(
      api(PAYMENTS_PATHS.beneficiary),
      { type: 'transfers', bankCode: GTBANK, accountNumber: '0444555666' },
      { token: small.token, schema: beneficiaryResponse },
    );
    const made = await t.api.post(
      api(RECURRING_PATHS.recurringTransfers),
      {
        sourceWalletId: small.mainWalletId,
        beneficiaryId: payee.data._id,
        amount: 5_000_00,
        frequency: 'daily',
        startDate: tomorrow,
        pin: PIN,
      },
      { token: small.token, schema: recurringTransferResponse, headers: { 'idempotency-key': newKey() } },
    );
    await dueOn(made.data._id, today);
    const target = { companyId: small.companyId, recurringTransferId: made.data._id, runDate: today };
    return { small, id: made.data._id, target };
  };
  /** A time of today in Lagos (UTC+1), plus some minutes. */
  const lagosAt = (hhmm: string, plusMinutes = 0) =>
    new Date(new Date(`${today}T${hhmm}:00+01:00`).getTime() + plusMinutes * 60_000);
  const scheduleRow = async (id: string) =>
    (await t.server.database.db.select().from(recurringTransfers).where(eq(recurringTransfers.id, id)))[0]!;
  const failureNotices = (companyId: string) =>
    t.server.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.companyId, companyId), eq(notifications.kind, 'payments.recurring.failed')),
      );

  it('a refused run is retried 15 min, 1 h and 4 h later under the same key, then recorded failed and notified once', async () => {
    const { small, id, target } = await shortSchedule('Surulere Foods');
    const run = (at: Date) => runRecurringTransfer(runDeps(), target, at);
    const t0 = lagosAt('08:00');
    expect(await run(t0)).toBe('retrying');
    expect(await scheduleRow(id)).toMatchObject({
      retryAttempts: 1,
      retryAt: lagosAt('08:00', 15),
      nextRunDate: today,
      runsFailed: 0,
    });
    expect(await runsOf(id)).toEqual([]);
    expect(await failureNotices(small.companyId)).toEqual([]);
    // The pending retry shows in the schedule's details and in the list, for the web to show.
    const shown = async () => {
      const details = await t.api.get(api(RECURRING_PATHS.recurringTransfer(id)), {
        token: small.token,
        schema: recurringTransferResponse,
      });
      const list = await t.api.get(api(RECURRING_PATHS.recurringTransfers), {
        token: small.token,
        schema: recurringTransferListResponse,
      });
      expect(list.data.docs.find((r) => r._id === id)?.pendingRetry).toEqual(details.data.pendingRetry);
      return details.data.pendingRetry;
    };
    expect(await shown()).toEqual({ at: lagosAt('08:00', 15).toISOString(), refusals: 1 });
    // Not before its time: neither a run job nor the minute sweep takes it early.
    expect(await run(lagosAt('08:00', 10))).toBe('skipped');
    const dueIds = async (at: Date) =>
      (await dueRecurring(t.server.database.db, today, 1_000, at)).map((d) => d.recurringTransferId);
    expect(await dueIds(lagosAt('08:00', 10))).not.toContain(id);
    expect(await dueIds(lagosAt('08:00', 15))).toContain(id);

    expect(await run(lagosAt('08:00', 15))).toBe('retrying');
    expect((await scheduleRow(id)).retryAt).toEqual(lagosAt('08:00', 75));
    expect(await run(lagosAt('08:00', 75))).toBe('retrying');
    expect((await scheduleRow(id)).retryAt).toEqual(lagosAt('08:00', 315));
    expect(await shown()).toEqual({ at: lagosAt('08:00', 315).toISOString(), refusals: 3 });
    // The third retry is the last: the run is recorded failed, notified once, and the schedule moves on.
    expect(await run(lagosAt('08:00', 315))).toBe('failed');
    const [failed] = await runsOf(id);
    expect(failed).toMatchObject({ runDate: today, status: 'failed', transferId: null });
    expect(failed!.failureReason).toMatch(/Insufficient funds/);
    const notices = await failureNotices(small.companyId);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.message).toContain('after 4 attempts');
    expect(await scheduleRow(id)).toMatchObject({
      retryAttempts: 0,
      retryAt: null,
      runsFailed: 1,
      nextRunDate: tomorrow,
    });
    expect(await shown()).toBeNull();
    expect(await run(lagosAt('08:00', 400))).toBe('skipped');
    expect(await transfersOf(id)).toHaveLength(0);
    await expectLedgerInvariants(t, small.companyId);
  });

  it('a retry after the wallet is funded pays once, even run twice at once; no retry is planned past the day', async () => {
    const { small, id, target } = await shortSchedule('Agege Bread');
    expect(await runRecurringTransfer(runDeps(), target, lagosAt('09:00'))).toBe('retrying');
    await fundThroughLedger(t, small.companyId, small.mainWalletId, 10_000_00);
    const at = lagosAt('09:00', 15);
    const results = await Promise.all([
      runRecurringTransfer(runDeps(), target, at),
      runRecurringTransfer(runDeps(), target, at),
    ]);
    expect(results.sort()).toEqual(['paid', 'skipped']);
    const paid = await transfersOf(id);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.idempotencyKey).toBe(`recurring:${id}:${today}`);
    expect((await runsOf(id)).map((r) => r.status)).toEqual(['paid']);
    expect(await scheduleRow(id)).toMatchObject({ retryAttempts: 0, retryAt: null, runsMade: 1 });
    expect(await failureNotices(small.companyId)).toEqual([]);

    // Refused at 23:50 Lagos: a retry 15 minutes later would fall on the next day, so it fails at once.
    const late = await shortSchedule('Mushin Mart');
    expect(await runRecurringTransfer(runDeps(), late.target, lagosAt('23:50'))).toBe('failed');
    expect((await runsOf(late.id)).map((r) => r.status)).toEqual(['failed']);
    expect(await failureNotices(late.small.companyId)).toHaveLength(1);
    await expectLedgerInvariants(t, small.companyId);
  });

  it('a paused or cancelled schedule does not run, and a count ends the schedule', async () => {
    const { data } = await create(monthlyRent({ amount: 1_000_00, frequency: 'daily', day: null, count: 1 }));
    await dueOn(data._id, today);
    await t.api.post(api(RECURRING_PATHS.pause(data._id)), {}, { token: b.owner.token });
    const target = { companyId: b.companyId, recurringTransferId: data._id, runDate: today };
    expect(await runRecurringTransfer(runDeps(), target)).toBe('skipped');
    expect(await transfersOf(data._id)).toHaveLength(0);
    await t.api.post(api(RECURRING_PATHS.resume(data._id)), {}, { token: b.owner.token });
    await dueOn(data._id, today);
    await runRecurringTransfer(runDeps(), target);
    const [row] = await t.server.database.db
      .select()
      .from(recurringTransfers)
      .where(eq(recurringTransfers.id, data._id));
    expect(row).toMatchObject({ status: 'completed', runsMade: 1, nextRunDate: null });
  });
});

describe('approvals', () => {
  it('a set-up covered by a workflow becomes a request, and the approval creates the schedule once', async () => {
    const gated = await approvalBusiness(t);
    await createWorkflow(t, gated.owner.token, {
      name: 'Standing orders',
      action: 'transfer.recurring.setup',
      stages: [{ approvers: { roleIds: ['employer-admin'] }, rule: 'any' }],
    });
    const res = await t.api.post(
      api(RECURRING_PATHS.recurringTransfers),
      {
        sourceWalletId: gated.mainWalletId,
        destinationWalletId: gated.otherWalletId,
        amount: 50_000_00,
        frequency: 'monthly',
        day: 1,
        startDate: tomorrow,
        pin: PIN,
      },
      { token: gated.owner.token, schema: approvalPendingResponse, headers: { 'idempotency-key': newKey() } },
    );
    expect(res.status).toBe(202);
    expect(await countSchedules(gated.companyId)).toBe(0);
    expect((await approve(t, gated.admins[0].token, res.data.requestId)).status).toBe(200);
    expect((await settled(t, gated.owner.token, res.data.requestId)).status).toBe('executed');
    const [row] = await t.server.database.db
      .select()
      .from(recurringTransfers)
      .where(eq(recurringTransfers.companyId, gated.companyId));
    expect(row).toMatchObject({ status: 'active', approvalRequestId: res.data.requestId, amount: 50_000_00 });
    expect(await countSchedules(gated.companyId)).toBe(1);
  });
});
