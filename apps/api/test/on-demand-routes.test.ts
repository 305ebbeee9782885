// On-demand pay per route (issue 13, "API per route"): each employer route refuses a member who holds every
// permission but the one it needs (403) and answers 404 for another business's ids (lists never show them); the
// fee quote refuses what the rules forbid, naming the rule as the request does; answers say who decided; approving a
// withdrawal from the list, one or many, takes the transaction PIN like every other outflow (issue 25).
import {
  ALL_PERMISSIONS,
  bulkDecisionResponse,
  ErrorCode,
  feeQuoteResponse,
  ON_DEMAND_MESSAGES,
  ON_DEMAND_PATHS,
  ON_DEMAND_REFUSALS,
  onDemandRequestResponse,
  type Permission,
  STAFF_ON_DEMAND_PATHS,
  withdrawalListResponse,
} from '@paydesk/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from './helpers/auth-flows.ts';
import {
  approveFromList,
  newKey,
  onDemandEmployee,
  requestWithdrawal,
  setRules,
} from './helpers/on-demand-fixtures.ts';
import { startPaymentsApp } from './helpers/payment-fixtures.ts';
import { addGroup } from './helpers/people-fixtures.ts';
import { addMember, addRole, api, withId } from './helpers/team-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import { PIN, setPin, tokenFor, type WalletOwner, walletOwner } from './helpers/wallet-fixtures.ts';

let t: TestApp;
let a: WalletOwner;
let b: WalletOwner;
let ownerMemberId: string;
let ownerName: string;
/** A pending request of business A (approval required), and one A's owner approved. */
let pendingId: string;
let decidedId: string;
let employeeId: string;
let firstStaffToken: string;
let groupId: string;

const quote = (staffToken: string, amount: number) =>
  t.call<{ code: string; message: string }>(
    'GET',
    `${api(STAFF_ON_DEMAND_PATHS.quote)}?amount=${amount}`,
    undefined,
    { token: staffToken },
  );

beforeAll(async () => {
  t = await startPaymentsApp();
  a = await walletOwner(t, { balance: 50_000_000_00, name: 'Ikeja Bakery' });
  b = await walletOwner(t, { balance: 1_000_00, name: 'Jos Tin Works' });
  const [member] = await sqlRows<{ id: string; first_name: string; last_name: string }>(
    t,
    sql`select m.id, u.first_name, u.last_name from company_members m join users u on u.id = m.user_id
        where m.company_id = ${a.companyId} and m.user_id = ${a.userId}`,
  );
  ownerMemberId = member!.id;
  ownerName = `${member!.first_name} ${member!.last_name}`;
  await setRules(t, b.token);
  await setRules(t, a.token, {
    approvalRequired: true,
    approverIds: [ownerMemberId],
    minWithdrawal: 200_00,
    maxWithdrawal: 5_000_00,
    withdrawalsPerPeriod: 2,
  });
  const e = await onDemandEmployee(t, a.token);
  employeeId = e._id;
  firstStaffToken = e.staffToken;
  const first = await requestWithdrawal(t, e.staffToken, 300_00);
  const second = await requestWithdrawal(t, e.staffToken, 300_00);
  expect([first.status, second.status]).toEqual([201, 201]);
  pendingId = first.data._id;
  decidedId = second.data._id;
  groupId = (await addGroup(t, a.token))._id;
}, 120_000);
afterAll(() => t?.close());

describe('the fee quote refuses what the rules forbid, naming the rule', () => {
  it('below the minimum, above the maximum, over the available amount, beyond the count', async () => {
    const e = await onDemandEmployee(t, a.token);
    const below = await quote(e.staffToken, 100_00);
    expect(below.status).toBe(422);
    expect(below.body.code).toBe(ON_DEMAND_REFUSALS.belowMinimum);
    expect(below.body.message).toBe('The minimum withdrawal is ₦200.00');
    const above = await quote(e.staffToken, 5_000_01);
    expect(above.status).toBe(422);
    expect(above.body.code).toBe(ON_DEMAND_REFUSALS.aboveMaximum);

    // No maximum: an amount over what was earned is refused as over the available amount.
    await setRules(t, a.token, {
      approvalRequired: true,
      approverIds: [ownerMemberId],
      minWithdrawal: 200_00,
      maxWithdrawal: 0,
      withdrawalsPerPeriod: 2,
    });
    const over = await quote(e.staffToken, 900_000_00);
    expect(over.status).toBe(422);
    expect(over.body.code).toBe(ON_DEMAND_REFUSALS.overAvailable);
    const ok = await t.api.get(`${api(STAFF_ON_DEMAND_PATHS.quote)}?amount=30000`, {
      token: e.staffToken,
      schema: feeQuoteResponse,
    });
    expect(ok.data).toMatchObject({ amount: 300_00, fee: 100_00, payout: 300_00, toDeduct: 400_00 });

    // The employee who made the period's two withdrawals gets the count refusal from the quote too.
    const beyond = await quote(firstStaffToken, 300_00);
    expect(beyond.status).toBe(422);
    expect(beyond.body.code).toBe(ON_DEMAND_REFUSALS.beyondCount);
  });
});

describe('decisions say who decided', () => {
  it('approve answers decidedBy with the member’s name; the list and the one request show it', async () => {
    const approved = await approveFromList(t, a.token, decidedId);
    expect(approved.status).toBe(200);
    expect(approved.data.decidedBy).toBe(ownerName);
    expect(approved.data.decidedAt).not.toBeNull();
    const list = await t.api.get(`${api(ON_DEMAND_PATHS.withdrawals)}?employeeId=${employeeId}`, {
      token: a.token,
      schema: withdrawalListResponse,
    });
    expect(list.data.docs.find((r) => r._id === decidedId)?.decidedBy).toBe(ownerName);
    expect(list.data.docs.find((r) => r._id === pendingId)?.decidedBy).toBeNull();
  });
});

/** The request's status and the withdrawal entries posted for it: what an approval moved. */
async function moved(id: string) {
  const [row] = await sqlRows<{ status: string; entries: string }>(
    t,
    sql`select r.status, (select count(*) from journal_entries j where j.company_id = r.company_id
          and j.reference = r.reference and j.kind = 'on_demand.withdrawal') as entries
        from on_demand_requests r where r.company_id = ${a.companyId} and r.id = ${id}`,
  );
  return { status: row!.status, entries: Number(row!.entries) };
}

const mainBalance = async () => {
  const [row] = await sqlRows<{ balance: string }>(
    t,
    sql`select balance from ledger_accounts where company_id = ${a.companyId} and id = ${a.mainWalletId}`,
  );
  return Number(row!.balance);
};

const requestSaving = (staffToken: string, amount: number) =>
  t.api.post(
    api(STAFF_ON_DEMAND_PATHS.savings),
    { amount },
    { token: staffToken, headers: { 'idempotency-key': newKey() }, schema: onDemandRequestResponse },
  );

/** A paid withdrawal's status: sent to the bank, or settled once the payout job it woke has run. */
const paidOut = /^(processing|settled)$/;

describe('approving a withdrawal from the list asks for the transaction PIN, like every other outflow', () => {
  it('one withdrawal: no PIN or a wrong PIN is refused and moves nothing; the right PIN approves and pays it', async () => {
    const e = await onDemandEmployee(t, a.token);
    const pending = await requestWithdrawal(t, e.staffToken, 300_00);
    expect(pending.data.status).toBe('pending-approval');
    const balance = await mainBalance();

    const missing = await approveFromList(t, a.token, pending.data._id, {});
    expect(missing.status).toBe(400);
    expect(missing.error.errors?.pin).toEqual(['Enter your transaction PIN']);
    const wrong = await approveFromList(t, a.token, pending.data._id, { pin: '0000' });
    expect(wrong.status).toBe(422);
    expect(wrong.error.code).toBe(ErrorCode.invalidPin);
    expect(wrong.error.message).toMatch(/^Wrong transaction PIN\. \d attempts? left before it locks\.$/);
    expect(await moved(pending.data._id)).toEqual({ status: 'pending-approval', entries: 0 });
    expect(await mainBalance()).toBe(balance);

    const right = await approveFromList(t, a.token, pending.data._id);
    expect(right.status).toBe(200);
    expect(right.body.message).toBe(ON_DEMAND_MESSAGES.withdrawalApproved);
    expect(right.data).toMatchObject({ status: 'processing', decidedBy: ownerName });
    // Paid: on its way to the bank, or already settled by the payout job the approval woke.
    expect(await moved(pending.data._id)).toEqual({ status: expect.stringMatching(paidOut), entries: 1 });
    // The withdrawal and its ₦100 fee left the main wallet.
    expect(await mainBalance()).toBe(balance - 400_00);
  });

  it('bulk approve asks once for the selection: without it or with a wrong one none is decided', async () => {
    const e = await onDemandEmployee(t, a.token);
    const first = await requestWithdrawal(t, e.staffToken, 300_00);
    const second = await requestWithdrawal(t, e.staffToken, 300_00);
    const saving = await requestSaving(e.staffToken, 200_00);
    const ids = [first.data._id, second.data._id, saving.data._id];
    expect([first.data.status, second.data.status, saving.data.status]).toEqual([
      'pending-approval',
      'pending-approval',
      'pending-approval',
    ]);
    const balance = await mainBalance();
    const bulk = (body: object) =>
      t.api.post(
        api(ON_DEMAND_PATHS.bulkApprove),
        { ids, ...body },
        { token: a.token, schema: bulkDecisionResponse },
      );

    const missing = await bulk({});
    expect(missing.status).toBe(400);
    expect(missing.error.errors?.pin).toEqual(['Enter your transaction PIN']);
    const wrong = await bulk({ pin: '0000' });
    expect(wrong.status).toBe(422);
    expect(wrong.error.code).toBe(ErrorCode.invalidPin);
    for (const id of ids) expect((await moved(id)).status).toBe('pending-approval');
    expect((await moved(first.data._id)).entries + (await moved(second.data._id)).entries).toBe(0);
    expect(await mainBalance()).toBe(balance);

    const right = await bulk({ pin: PIN });
    expect(right.status).toBe(200);
    expect(right.data).toEqual({ successes: ids, failures: [] });
    expect(await moved(first.data._id)).toEqual({ status: expect.stringMatching(paidOut), entries: 1 });
    expect(await moved(saving.data._id)).toMatchObject({ status: 'approved' });
    expect(await mainBalance()).toBe(balance - 800_00);
  });

  it('approving a saving and rejecting a withdrawal move nothing out, and ask for no PIN', async () => {
    const e = await onDemandEmployee(t, a.token);
    const withdrawal = await requestWithdrawal(t, e.staffToken, 300_00);
    const saving = await requestSaving(e.staffToken, 200_00);
    const another = await requestSaving(e.staffToken, 200_00);
    const balance = await mainBalance();

    const saved = await approveFromList(t, a.token, saving.data._id, {});
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(ON_DEMAND_MESSAGES.savingsApproved);
    expect(saved.data.status).toBe('approved');
    const savedInBulk = await t.api.post(
      api(ON_DEMAND_PATHS.bulkApprove),
      { ids: [another.data._id] },
      { token: a.token, schema: bulkDecisionResponse },
    );
    expect(savedInBulk.data).toEqual({ successes: [another.data._id], failures: [] });
    const rejected = await t.api.post(
      api(withId(ON_DEMAND_PATHS.reject, withdrawal.data._id)),
      { reason: 'Not this week' },
      { token: a.token, schema: onDemandRequestResponse },
    );
    expect(rejected.status).toBe(200);
    expect(rejected.data).toMatchObject({ status: 'rejected', rejectionReason: 'Not this week' });
    expect(await moved(withdrawal.data._id)).toEqual({ status: 'rejected', entries: 0 });
    expect(await mainBalance()).toBe(balance);
  });

  it('wrong PINs lock the approver’s PIN as they do for transfers; a locked PIN approves nothing', async () => {
    const e = await onDemandEmployee(t, a.token);
    const pending = await requestWithdrawal(t, e.staffToken, 300_00);
    const admin = await addMember(t, a.companyId, { role: 'employer-admin' });
    await setPin(t, admin.userId, '1357');
    const token = await tokenFor(t, admin);
    const first = await approveFromList(t, token, pending.data._id, { pin: '0000' });
    expect(first.error.message).toBe('Wrong transaction PIN. 4 attempts left before it locks.');
    for (let i = 0; i < 3; i++) await approveFromList(t, token, pending.data._id, { pin: '0000' });
    const locked = await approveFromList(t, token, pending.data._id, { pin: '0000' });
    expect(locked.status).toBe(429);
    expect(locked.error.code).toBe(ErrorCode.pinLocked);
    const evenRight = await approveFromList(t, token, pending.data._id, { pin: '1357' });
    expect(evenRight.status).toBe(429);
    expect(await moved(pending.data._id)).toEqual({ status: 'pending-approval', entries: 0 });
    const audits = await sqlRows<{ action: string }>(
      t,
      sql`select action from audit_events where company_id = ${a.companyId} and actor_id = ${admin.userId}
          and action like 'wallet.pin.%' order by seq`,
    );
    expect(audits.map((r) => r.action)).toEqual([...Array(4).fill('wallet.pin.wrong'), 'wallet.pin.locked']);
  });
});

/** Every employer route of on-demand pay: how to call it on business A, and the permission it needs. */
const routes = (): {
  name: string;
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  url: string;
  body?: unknown;
  permission: Permission;
  /** A route naming one of A's rows: B's token gets 404. */
  owned?: boolean;
}[] => [
  { name: 'rules', method: 'GET', url: ON_DEMAND_PATHS.rules, permission: 'people.employees.view' },
  {
    name: 'save rules',
    method: 'PUT',
    url: ON_DEMAND_PATHS.rules,
    body: { accessPercent: 10 },
    permission: 'settings.on-demand.manage',
  },
  {
    name: 'group overrides',
    method: 'PUT',
    url: ON_DEMAND_PATHS.groupRules.replace(':groupId', groupId),
    body: { accessPercent: 10 },
    permission: 'settings.on-demand.manage',
    owned: true,
  },
  {
    name: 'remove group overrides',
    method: 'DELETE',
    url: ON_DEMAND_PATHS.groupRules.replace(':groupId', groupId),
    permission: 'settings.on-demand.manage',
    owned: true,
  },
  {
    name: 'employee earned',
    method: 'GET',
    url: withId(ON_DEMAND_PATHS.employeeEarned, employeeId),
    permission: 'people.employees.view',
    owned: true,
  },
  {
    name: 'withdrawals',
    method: 'GET',
    url: ON_DEMAND_PATHS.withdrawals,
    permission: 'people.withdrawals.view',
  },
  {
    name: 'withdrawals export',
    method: 'GET',
    url: ON_DEMAND_PATHS.withdrawalsExport,
    permission: 'people.withdrawals.view',
  },
  {
    name: 'one request',
    method: 'GET',
    url: withId(ON_DEMAND_PATHS.withdrawal, pendingId),
    permission: 'people.withdrawals.view',
    owned: true,
  },
  {
    name: 'approve',
    method: 'POST',
    url: withId(ON_DEMAND_PATHS.approve, pendingId),
    body: {},
    permission: 'people.withdrawals.decide',
    owned: true,
  },
  {
    name: 'reject',
    method: 'POST',
    url: withId(ON_DEMAND_PATHS.reject, pendingId),
    body: {},
    permission: 'people.withdrawals.decide',
    owned: true,
  },
  {
    name: 'bulk approve',
    method: 'POST',
    url: ON_DEMAND_PATHS.bulkApprove,
    body: { ids: [pendingId] },
    permission: 'people.withdrawals.decide',
  },
  {
    name: 'bulk reject',
    method: 'POST',
    url: ON_DEMAND_PATHS.bulkReject,
    body: { ids: [pendingId] },
    permission: 'people.withdrawals.decide',
  },
  {
    name: 'reconciliation periods',
    method: 'GET',
    url: ON_DEMAND_PATHS.reconciliationPeriods,
    permission: 'people.reconciliation.view',
  },
  {
    name: 'reconciliation',
    method: 'GET',
    url: `${ON_DEMAND_PATHS.reconciliation}?period=2026-01`,
    permission: 'people.reconciliation.view',
  },
  {
    name: 'reconciliation export',
    method: 'GET',
    url: `${ON_DEMAND_PATHS.reconciliationExport}?period=2026-01`,
    permission: 'people.reconciliation.view',
  },
  {
    name: 'transactions',
    method: 'GET',
    url: ON_DEMAND_PATHS.transactions,
    permission: 'payments.transactions.view',
  },
];

describe('every employer route: 403 without its permission, 404 for another business’s ids', () => {
  it('a member holding every permission but the route’s own is refused, and nothing changes', async () => {
    const before = await sqlRows<{ status: string }>(
      t,
      sql`select status from on_demand_requests where company_id = ${a.companyId} and id = ${pendingId}`,
    );
    for (const route of routes()) {
      const role = await addRole(
        t,
        a.companyId,
        `All but ${route.name}`,
        ALL_PERMISSIONS.filter((p) => p !== route.permission),
      );
      const token = await tokenFor(t, await addMember(t, a.companyId, { role: 'custom', roleId: role }));
      const res = await t.call(route.method, api(route.url), route.body, { token });
      expect(res.status, route.name).toBe(403);
    }
    const after = await sqlRows<{ status: string }>(
      t,
      sql`select status from on_demand_requests where company_id = ${a.companyId} and id = ${pendingId}`,
    );
    expect(after).toEqual(before);
  });

  it('another business’s ids answer 404 (bulk decisions fail each), and its lists never show them', async () => {
    for (const route of routes()) {
      const res = await t.call<{ data: unknown }>(route.method, api(route.url), route.body, {
        token: b.token,
      });
      if (route.owned) expect(res.status, route.name).toBe(404);
      else if (route.name.startsWith('bulk')) {
        expect(res.status, route.name).toBe(200);
        expect(res.body.data).toMatchObject({ successes: [], failures: [{ id: pendingId }] });
      } else if (route.method === 'GET') {
        expect(res.status, route.name).toBe(200);
        expect(JSON.stringify(res.body) ?? '', route.name).not.toContain(employeeId);
      }
    }
    const [row] = await sqlRows<{ status: string }>(
      t,
      sql`select status from on_demand_requests where company_id = ${a.companyId} and id = ${pendingId}`,
    );
    expect(row!.status).toBe('pending-approval');
  });
});
