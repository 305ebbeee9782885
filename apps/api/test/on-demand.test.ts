// On-demand pay (issue 13) through the API on a real PostgreSQL: the rules end the on-demand onboarding; employees
// draw within what they earned, refusals name the rule, concurrent requests never exceed the available amount;
// approve and reject race to one outcome; the emailed link works once; a failed payout reverses and restores
// availability; reconciliation and the payroll face agree; other businesses' ids 404, missing permission 403.
import {
  bulkDecisionResponse,
  EMPLOYEE_ACCOUNT_PATHS,
  ErrorCode,
  earnedSummaryResponse,
  employeeAccountTransactionsResponse,
  groupRulesResponse,
  linkViewResponse,
  ON_DEMAND_LINK_PATHS,
  ON_DEMAND_MESSAGES,
  ON_DEMAND_PATHS,
  ON_DEMAND_REFUSALS,
  onDemandReconciliationResponse,
  onDemandRequestResponse,
  onDemandRulesResponse,
  onDemandTransactionListResponse,
  PEOPLE_PATHS,
  STAFF_ON_DEMAND_PATHS,
} from '@paydesk/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lagosDay } from '../src/lib/lagos-time.ts';
import { signLink } from '../src/modules/on-demand/approval-links/approval-links.service.ts';
import { onDemandToDeduct, recordPayrollRecovery } from '../src/modules/on-demand/index.ts';
import { SANDBOX_TRANSFER_ACCOUNTS } from '../src/providers/banking/index.ts';
import { sqlRows } from './helpers/auth-flows.ts';
import { waitForMail } from './helpers/mailbox.ts';
import {
  newKey,
  onDemandEmployee,
  requestWithdrawal,
  setRules,
  settlePayouts,
} from './helpers/on-demand-fixtures.ts';
import { startPaymentsApp } from './helpers/payment-fixtures.ts';
import { addGroup } from './helpers/people-fixtures.ts';
import { addMember, addRole, api, withId } from './helpers/team-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import { PIN, tokenFor, type WalletOwner, walletOwner } from './helpers/wallet-fixtures.ts';

let t: TestApp;
let a: WalletOwner;
let b: WalletOwner;
let ownerMemberId: string;
let ownerName: string;

const summary = (staffToken: string) =>
  t.api.get(api(STAFF_ON_DEMAND_PATHS.summary), { token: staffToken, schema: earnedSummaryResponse });
const ledgerBalanced = async (companyId: string) => {
  const [row] = await sqlRows<{ n: string }>(
    t,
    sql`select count(*) as n from (select entry_id from postings where company_id = ${companyId} group by entry_id having sum(amount) <> 0) x`,
  );
  expect(Number(row!.n)).toBe(0);
};

beforeAll(async () => {
  t = await startPaymentsApp();
  a = await walletOwner(t, { balance: 50_000_000_00, name: 'Ikeja Bakery' });
  b = await walletOwner(t, { balance: 1_000_00, name: 'Jos Tin Works' });
  const [member] = await sqlRows<{ id: string; name: string }>(
    t,
    sql`select m.id, u.first_name || ' ' || u.last_name as name from company_members m join users u on u.id = m.user_id
        where m.company_id = ${a.companyId} and m.user_id = ${a.userId}`,
  );
  ownerMemberId = member!.id;
  ownerName = member!.name;
}, 120_000);
afterAll(() => t?.close());

describe('rules (/settings/ondemand-pay)', () => {
  it('bad input changes nothing; the first save ends the on-demand onboarding and is audited', async () => {
    const bad = await t.call('PUT', api(ON_DEMAND_PATHS.rules), { accessPercent: 150 }, { token: a.token });
    expect(bad.status).toBe(400);
    const before = await t.api.get(api(ON_DEMAND_PATHS.rules), {
      token: a.token,
      schema: onDemandRulesResponse,
    });
    expect(before.data.rules).toBeNull();

    const saved = await setRules(t, a.token);
    expect(saved.rules).toMatchObject({ accessPercent: 50, fundingMode: 'prefunded' });
    const [company] = await sqlRows<{ products: string[] }>(
      t,
      sql`select products from companies where id = ${a.companyId}`,
    );
    expect(company!.products).toContain('ON_DEMAND_PAY');
    const audits = await sqlRows(
      t,
      sql`select 1 from audit_events where company_id = ${a.companyId} and action = 'on-demand.rules.create'`,
    );
    expect(audits).toHaveLength(1);
  });

  it('a member without the permission gets 403', async () => {
    const role = await addRole(t, a.companyId, 'Viewer', ['people.employees.view']);
    const viewer = await addMember(t, a.companyId, { role: 'custom', roleId: role });
    const token = await tokenFor(t, viewer);
    const res = await t.call('PUT', api(ON_DEMAND_PATHS.rules), { accessPercent: 10 }, { token });
    expect(res.status).toBe(403);
    const decide = await t.call(
      'POST',
      api(ON_DEMAND_PATHS.bulkApprove),
      { ids: [crypto.randomUUID()] },
      { token },
    );
    expect(decide.status).toBe(403);
  });
});

describe('employee requests (/staff)', () => {
  it('draws within earned to date; refusals name the rule; a replayed key answers the first request', async () => {
    const e = await onDemandEmployee(t, a.token);
    const s = (await summary(e.staffToken)).data;
    expect(s.accessible).toBe(Math.floor((s.earned * 50) / 100));
    expect(s.available).toBe(s.accessible);
    if (s.available < 1_000_00) return; // the first working day of a month: nothing earned yet to draw on

    const below = await requestWithdrawal(t, e.staffToken, 50_00);
    expect(below.status).toBe(422);
    expect(below.error.code).toBe(ON_DEMAND_REFUSALS.belowMinimum);
    const over = await requestWithdrawal(t, e.staffToken, s.available);
    expect(over.status).toBe(422); // the ₦100 fee the employee bears counts
    expect(over.error.code).toBe(ON_DEMAND_REFUSALS.overAvailable);
    const noKey = await t.call(
      'POST',
      api(STAFF_ON_DEMAND_PATHS.withdrawals),
      { amount: 500_00 },
      {
        token: e.staffToken,
      },
    );
    expect(noKey.status).toBe(400);

    const key = newKey();
    const first = await requestWithdrawal(t, e.staffToken, 500_00, key);
    expect(first.status).toBe(201);
    expect(first.data).toMatchObject({ status: 'processing', fee: 100_00, toDeduct: 600_00 });
    const again = await requestWithdrawal(t, e.staffToken, 500_00, key);
    expect(again.status).toBe(200);
    expect(again.data._id).toBe(first.data._id);
    // The answer is the stored request (the row is written in its ledger entry's statement).
    const stored = await t.api.get(api(withId(ON_DEMAND_PATHS.withdrawal, first.data._id)), {
      token: a.token,
      schema: onDemandRequestResponse,
    });
    expect(stored.data).toMatchObject({
      reference: first.data.reference,
      amount: 500_00,
      fee: 100_00,
      createdAt: first.data.createdAt,
    });
    expect(again.data.createdAt).toBe(first.data.createdAt);
    expect((await summary(e.staffToken)).data.available).toBe(s.available - 600_00);

    await settlePayouts(t);
    const settled = await t.api.get(api(withId(ON_DEMAND_PATHS.withdrawal, first.data._id)), {
      token: a.token,
      schema: onDemandRequestResponse,
    });
    expect(settled.data.status).toBe('settled');
    const otherBusiness = await t.call(
      'GET',
      api(withId(ON_DEMAND_PATHS.withdrawal, first.data._id)),
      undefined,
      {
        token: b.token,
      },
    );
    expect(otherBusiness.status).toBe(404);
    const staffOnEmployer = await t.call('GET', api(ON_DEMAND_PATHS.withdrawals), undefined, {
      token: e.staffToken,
    });
    expect(staffOnEmployer.status).toBe(401);
    await ledgerBalanced(a.companyId);
  });

  it('a request on a revoked staff session, or of an employee who left, is 401 and writes nothing', async () => {
    const e = await onDemandEmployee(t, a.token);
    const requests = async () =>
      (
        await sqlRows(
          t,
          sql`select 1 from on_demand_requests where company_id = ${a.companyId} and employee_id = ${e._id}`,
        )
      ).length;
    await sqlRows(t, sql`update staff_sessions set revoked_at = now() where employee_id = ${e._id}`);
    expect((await requestWithdrawal(t, e.staffToken, 500_00)).status).toBe(401);
    await sqlRows(t, sql`update staff_sessions set revoked_at = null where employee_id = ${e._id}`);
    await sqlRows(t, sql`update employees set status = 'disabled' where id = ${e._id}`);
    expect((await requestWithdrawal(t, e.staffToken, 500_00)).status).toBe(401);
    expect(await requests()).toBe(0);
  });

  it('20 simultaneous withdrawals on a pool of 10 never exceed the available amount', async () => {
    const e = await onDemandEmployee(t, a.token);
    const available = (await summary(e.staffToken)).data.available;
    const amount = Math.max(100_00, Math.floor(available / 6 / 100) * 100);
    expect(t.server.database.pool.options.max).toBeGreaterThanOrEqual(10);
    {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => requestWithdrawal(t, e.staffToken, amount)),
      );
      const taken = answers.filter((r) => r.status === 201);
      for (const r of answers) expect([201, 422]).toContain(r.status);
      expect(taken.length * (amount + 100_00)).toBeLessThanOrEqual(available);
      expect((await summary(e.staffToken)).data.available).toBe(available - taken.length * (amount + 100_00));
    }
  });

  it('a payout the bank declines (sandbox 0000000012) is reversed and restores availability', async () => {
    const e = await onDemandEmployee(t, a.token, {
      accountNumber: SANDBOX_TRANSFER_ACCOUNTS.failsAfterPending,
    });
    const before = (await summary(e.staffToken)).data.available;
    if (before < 1_000_00) return;
    const res = await requestWithdrawal(t, e.staffToken, 500_00);
    expect(res.status).toBe(201);
    expect((await summary(e.staffToken)).data.available).toBe(before - 600_00);
    await settlePayouts(t);
    const row = await t.api.get(api(withId(ON_DEMAND_PATHS.withdrawal, res.data._id)), {
      token: a.token,
      schema: onDemandRequestResponse,
    });
    expect(row.data.status).toBe('reversed');
    expect((await summary(e.staffToken)).data.available).toBe(before);
    await ledgerBalanced(a.companyId);
  });
});

describe('approvals', () => {
  it('approve and reject at once give exactly one outcome, paid at most once; the link works once', async () => {
    await setRules(t, a.token, { approvalRequired: true, approverIds: [ownerMemberId] });
    const e = await onDemandEmployee(t, a.token);
    if ((await summary(e.staffToken)).data.available < 2_000_00) return;
    const pending = await requestWithdrawal(t, e.staffToken, 500_00);
    expect(pending.data.status).toBe('pending-approval');
    const [approve, reject] = await Promise.all([
      t.call(
        'POST',
        api(withId(ON_DEMAND_PATHS.approve, pending.data._id)),
        { pin: PIN },
        { token: a.token },
      ),
      t.call('POST', api(withId(ON_DEMAND_PATHS.reject, pending.data._id)), {}, { token: a.token }),
    ]);
    expect([approve.status, reject.status].sort()).toEqual([200, 409]);
    const entries = await sqlRows(
      t,
      sql`select 1 from journal_entries where company_id = ${a.companyId} and reference = ${pending.data.reference} and kind = 'on_demand.withdrawal'`,
    );
    expect(entries.length).toBe(approve.status === 200 ? 1 : 0);
    const other = await t.call(
      'POST',
      api(withId(ON_DEMAND_PATHS.approve, pending.data._id)),
      {},
      { token: b.token },
    );
    expect(other.status).toBe(404);

    const viaLink = await requestWithdrawal(t, e.staffToken, 400_00);
    const mail = await waitForMail(t, a.email, (m) => m.textBody.includes(viaLink.data.reference));
    const payload = /\/setwithdrawals\/([\w.-]+)/.exec(mail.textBody)![1]!;
    const view = await t.api.get(api(ON_DEMAND_LINK_PATHS.link.replace(':payload', payload)), {
      schema: linkViewResponse,
    });
    expect(view.data.request._id).toBe(viaLink.data._id);
    // The page's data names the employee who asked and, apart, the approver the link was sent to.
    expect(view.data.request).toMatchObject({
      employeeId: e._id,
      employeeName: `${e.firstName} ${e.lastName}`,
      staffId: e.staffId,
    });
    expect(view.data.approverName).toBe(ownerName);
    expect(view.data.approverName).not.toBe(view.data.request.employeeName);
    const url = api(ON_DEMAND_LINK_PATHS.approve.replace(':payload', payload));
    const noPin = await t.call<{ errors?: Record<string, string[]> }>('POST', url, {});
    expect(noPin.status).toBe(400);
    expect(noPin.body.errors?.pin).toEqual(['Enter your transaction PIN']);
    const wrongPin = await t.call<{ code: string }>('POST', url, { pin: '0000' });
    expect(wrongPin.status).toBe(422);
    expect(wrongPin.body.code).toBe(ErrorCode.invalidPin);
    const ok = await t.api.post(url, { pin: PIN }, { schema: onDemandRequestResponse });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ message: ON_DEMAND_MESSAGES.withdrawalApproved });
    const reused = await t.call<{ message: string }>('POST', url, { pin: PIN });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(ON_DEMAND_MESSAGES.linkUsed);

    const bulk = await t.api.post(
      api(ON_DEMAND_PATHS.bulkReject),
      { ids: [viaLink.data._id] },
      {
        token: a.token,
        schema: bulkDecisionResponse,
      },
    );
    expect(bulk.data.failures).toHaveLength(1);
    await setRules(t, a.token);
  });
});

describe('group overrides, savings and the link’s expiry', () => {
  it('a group’s override wins over the business share; another business’s group is 404', async () => {
    const e = await onDemandEmployee(t, a.token);
    const before = (await summary(e.staffToken)).data;
    const group = await addGroup(t, a.token);
    const assigned = await t.call(
      'PATCH',
      api(withId(PEOPLE_PATHS.groupAssign, group._id)),
      { employee_ids: [e._id] },
      { token: a.token },
    );
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    const url = api(ON_DEMAND_PATHS.groupRules.replace(':groupId', group._id));
    const put = await t.api.put(url, { accessPercent: 10 }, { token: a.token, schema: groupRulesResponse });
    expect(put.data).toMatchObject({ groupId: group._id, accessPercent: 10 });
    const after = (await summary(e.staffToken)).data;
    expect(after.rules.accessPercent).toBe(10);
    expect(after.accessible).toBe(Math.floor((before.earned * 10) / 100));
    const other = await t.call('PUT', url, { accessPercent: 20 }, { token: b.token });
    expect(other.status).toBe(404);
    const removed = await t.call('DELETE', url, undefined, { token: a.token });
    expect(removed.status).toBe(200);
    expect((await summary(e.staffToken)).data.rules.accessPercent).toBe(50);
  });

  it('a saving is refused while savings are off, then approved at once and counted against the share', async () => {
    const e = await onDemandEmployee(t, a.token);
    const before = (await summary(e.staffToken)).data;
    if (before.available < 1_000_00) return;
    await setRules(t, a.token, { savingsEnabled: false });
    const save = (key = newKey()) =>
      t.api.post(
        api(STAFF_ON_DEMAND_PATHS.savings),
        { amount: 300_00 },
        {
          token: e.staffToken,
          headers: { 'idempotency-key': key },
          schema: onDemandRequestResponse,
        },
      );
    const off = await save();
    expect(off.status).toBe(422);
    expect(off.error.code).toBe(ON_DEMAND_REFUSALS.savingsOff);
    await setRules(t, a.token);
    const saved = await save();
    expect(saved.data).toMatchObject({ kind: 'saving', status: 'approved', fee: 0, toDeduct: 300_00 });
    expect((await summary(e.staffToken)).data).toMatchObject({
      saved: 300_00,
      available: before.available - 300_00,
    });
  });

  it('an expired link says so; a forged one is not valid', async () => {
    const expired = signLink(t.config.APP_SECRET, {
      companyId: a.companyId,
      id: crypto.randomUUID(),
      expiresAt: new Date(Date.now() - 1000),
    });
    const res = await t.call<{ message: string }>(
      'GET',
      api(ON_DEMAND_LINK_PATHS.link.replace(':payload', expired)),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(ON_DEMAND_MESSAGES.linkExpired);
    const forged = await t.call<{ message: string }>(
      'GET',
      api(ON_DEMAND_LINK_PATHS.link.replace(':payload', `${expired.split('.')[0]}.${'x'.repeat(43)}`)),
    );
    expect(forged.body.message).toBe(ON_DEMAND_MESSAGES.linkInvalid);
  });
});

describe('reconciliation and the payroll face', () => {
  it('shows what to deduct, and a payroll recovery settles it once', async () => {
    const e = await onDemandEmployee(t, a.token);
    const s = (await summary(e.staffToken)).data;
    if (s.available < 1_000_00) return;
    await requestWithdrawal(t, e.staffToken, 500_00);
    await settlePayouts(t);
    const rec = await t.api.get(
      `${api(ON_DEMAND_PATHS.reconciliation)}?period=${s.period}&search=${e.staffId}`,
      {
        token: a.token,
        schema: onDemandReconciliationResponse,
      },
    );
    expect(rec.data.docs[0]).toMatchObject({ drawn: 500_00, toDeduct: 600_00, outstanding: 600_00 });
    const db = t.server.database.db;
    expect((await onDemandToDeduct(db, a.companyId, s.period)).get(e._id)).toBe(600_00);
    const run = `RUN-${newKey()}`;
    const record = () =>
      db.transaction((tx) =>
        recordPayrollRecovery(tx, a.companyId, s.period, run, new Map([[e._id, 600_00]])),
      );
    expect(await record()).toEqual([e._id]);
    expect(await record()).toEqual([]);
    expect((await onDemandToDeduct(db, a.companyId, s.period)).has(e._id)).toBe(false);
    const era = await t.api.get(api(withId(EMPLOYEE_ACCOUNT_PATHS.transactions, e._id)), {
      token: a.token,
      schema: employeeAccountTransactionsResponse,
    });
    expect(era.data.employee.account).toMatchObject({ drawn: 500_00, owed: 0 });
    expect(era.data.transactions.map((l) => l.kind).sort()).toEqual([
      'payroll-recovery',
      'withdrawal',
      'withdrawal-fee',
    ]);
    const history = await t.api.get(`${api(ON_DEMAND_PATHS.transactions)}?kind=payroll-recovery`, {
      token: a.token,
      schema: onDemandTransactionListResponse,
    });
    expect(history.data.docs.some((l) => l.employeeId === e._id && l.amount === -600_00)).toBe(true);
    await ledgerBalanced(a.companyId);
  });

  it('exports withdrawals with their request time in ISO 8601 at Lagos offset (+01:00)', async () => {
    const e = await onDemandEmployee(t, a.token);
    if ((await summary(e.staffToken)).data.available < 1_000_00) return; // nothing earned yet this month
    const made = await requestWithdrawal(t, e.staffToken, 300_00);
    const res = await t.app.inject({
      method: 'GET',
      url: `${api(ON_DEMAND_PATHS.withdrawalsExport)}?search=${made.data.reference}`,
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(res.statusCode).toBe(200);
    const [header, ...lines] = res.body.trim().split('\r\n');
    const columns = header!.split(',');
    const row = lines.map((l) => l.split(',')).find((cells) => cells[0] === made.data.reference);
    expect(row).toBeDefined();
    const requestedAt = row![columns.indexOf('Requested at')]!;
    expect(requestedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+01:00$/);
    expect(new Date(requestedAt).getTime()).toBe(Math.floor(Date.parse(made.data.createdAt) / 1000) * 1000);
  });

  it("exports the screen's rows: the search and differences filters, named with them and the Lagos day", async () => {
    const one = await onDemandEmployee(t, a.token);
    const other = await onDemandEmployee(t, a.token);
    const s = (await summary(one.staffToken)).data;
    if (s.available < 1_000_00) return;
    await requestWithdrawal(t, one.staffToken, 300_00);
    await requestWithdrawal(t, other.staffToken, 300_00);
    await settlePayouts(t);
    const exported = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `${api(ON_DEMAND_PATHS.reconciliationExport)}?period=${s.period}&${query}`,
        headers: { authorization: `Bearer ${a.token}` },
      });
      expect(res.statusCode).toBe(200);
      const lines = res.body.trim().split('\r\n');
      return {
        name: res.headers['content-disposition'],
        staffIds: lines.slice(1).map((l) => l.split(',')[2]),
      };
    };
    const shown = await t.api.get(
      `${api(ON_DEMAND_PATHS.reconciliation)}?period=${s.period}&search=${one.staffId}`,
      { token: a.token, schema: onDemandReconciliationResponse },
    );
    const file = await exported(`search=${one.staffId}`);
    expect(file.staffIds).toEqual(shown.data.docs.map((l) => l.staffId));
    expect(file.staffIds).toEqual([one.staffId]);
    expect(file.name).toBe(
      `attachment; filename="reconciliation-period-${s.period}-search-${one.staffId.toLowerCase()}-${lagosDay()}.csv"`,
    );
    // Differences only: the file holds the lines the screen shows under that filter, however many.
    const flaggedShown = await t.api.get(
      `${api(ON_DEMAND_PATHS.reconciliation)}?period=${s.period}&flagged=true`,
      {
        token: a.token,
        schema: onDemandReconciliationResponse,
      },
    );
    const flagged = await exported('flagged=true');
    expect(flagged.staffIds).toEqual(flaggedShown.data.docs.map((l) => l.staffId));
    expect(flagged.name).toBe(
      `attachment; filename="reconciliation-differences-period-${s.period}-${lagosDay()}.csv"`,
    );
  });
});
