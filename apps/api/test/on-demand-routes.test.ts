// On-demand pay per route (issue 13, "API per route"): each employer route refuses a member who holds every
// permission but the one it needs (403) and answers 404 for another business's ids (lists never show them); the
// fee quote refuses what the rules forbid, naming the rule as the request does; answers say who decided.
import {
  ALL_PERMISSIONS,
  feeQuoteResponse,
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
import { onDemandEmployee, requestWithdrawal, setRules } from './helpers/on-demand-fixtures.ts';
import { startPaymentsApp } from './helpers/payment-fixtures.ts';
import { addGroup } from './helpers/people-fixtures.ts';
import { addMember, addRole, api, withId } from './helpers/team-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import { tokenFor, type WalletOwner, walletOwner } from './helpers/wallet-fixtures.ts';

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
    const approved = await t.api.post(
      api(withId(ON_DEMAND_PATHS.approve, decidedId)),
      {},
      { token: a.token, schema: onDemandRequestResponse },
    );
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
