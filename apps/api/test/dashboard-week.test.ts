// The dashboard's week (issue 29): on the demo business (twelve months of a living business), the next payroll and
// its cost, the remittances not paid yet with their dates, pending approvals, on-demand exposure and failed payouts
// awaiting return, each as the module that owns it counts it; each item hidden from a member whose permissions do
// not open its page; another business sees only its own. The wallet dashboard's recent transactions leave fee lines
// out and carry each line's fee instead.
import { randomUUID } from 'node:crypto';
import {
  COMPLIANCE_CALENDAR_PATHS,
  complianceCalendarResponse,
  DASHBOARD_PATHS,
  type DashboardWeek,
  dashboardWeekResponse,
  WALLET_PATHS,
  walletDashboardResponse,
} from '@paydesk/contracts';
import { companyMembers, ledgerAccounts, transfers, users } from '@paydesk/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lagosDay } from '../src/lib/lagos-time.ts';
import { ensureSystemAccounts, move, walletDebit } from '../src/modules/ledger/index.ts';
import { DEMO_LOGIN, seedDemoActivity, seedDemoBusiness } from '../src/seed/demo.ts';
import { addMember, addRole } from './helpers/team-fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { api, tokenFor, type WalletOwner, walletOwner } from './helpers/wallet-fixtures.ts';

let t: TestApp;
let demo: { companyId: string; userId: string; token: string; walletId: string };
let other: WalletOwner;
const FAILED_AMOUNT = 75_000_00;
const FAILED_FEE = 53_75;

const week = async (token: string) =>
  (await t.api.get(api(DASHBOARD_PATHS.week), { token, schema: dashboardWeekResponse })).data;

/** A member of the business whose custom role holds only these permissions. */
async function memberWith(companyId: string, permissions: string[]) {
  const roleId = await addRole(t, companyId, `Role ${randomUUID().slice(0, 6)}`, permissions);
  const member = await addMember(t, companyId, { roleId });
  return tokenFor(t, member);
}

/** A payout the bank refused whose reversal has not been posted yet (status 'failed'). */
async function failedPayout(companyId: string, walletId: string, accountName: string) {
  await t.server.database.db.insert(transfers).values({
    companyId,
    reference: `TRF-FAILED-${randomUUID().slice(0, 8)}`,
    sourceWalletId: walletId,
    channel: 'bank',
    bankCode: '058',
    accountNumber: '0123456789',
    accountName,
    amount: FAILED_AMOUNT,
    fee: FAILED_FEE,
    narration: 'Flour, week 47',
    status: 'failed',
    failureReason: 'Beneficiary account dormant',
    failedAt: new Date(),
    entryId: randomUUID(),
  });
}

beforeAll(async () => {
  t = await startTestApp({ encryption: false });
  const db = t.server.database.db;
  await seedDemoBusiness(db, t.config);
  await seedDemoActivity(db, t.config);
  const [owner] = await db
    .select({ userId: users.id, companyId: companyMembers.companyId })
    .from(users)
    .innerJoin(companyMembers, eq(companyMembers.userId, users.id))
    .where(and(eq(users.email, DEMO_LOGIN.email), eq(companyMembers.role, 'employer')));
  const [wallet] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.companyId, owner!.companyId),
        eq(ledgerAccounts.kind, 'wallet'),
        eq(ledgerAccounts.purpose, 'main'),
      ),
    );
  demo = { ...owner!, token: await tokenFor(t, owner!), walletId: wallet!.id };
  await failedPayout(demo.companyId, demo.walletId, 'Ogun Flour Mills');
  other = await walletOwner(t, { name: 'Yaba Kitchens', balance: 500_000_00 });
}, 240_000);
afterAll(() => t.close());

describe('the week on the demo business', () => {
  let w: DashboardWeek;
  beforeAll(async () => {
    w = await week(demo.token);
  });

  it('names the next payroll: the open run paid soonest, with its cost', async () => {
    const open = (
      await t.server.database.db.execute<{
        id: string;
        name: string;
        pay_date: string;
        total: string;
        n: number;
      }>(
        sql`select id, name, pay_date::text, (totals->>'totalCostKobo') as total,
                   (totals->>'employeeCount')::int as n
            from payroll_runs where company_id = ${demo.companyId} and status <> 'completed'
            order by pay_date, created_at limit 1`,
      )
    ).rows[0]!;
    expect(open).toBeDefined();
    expect(w.nextPayroll!.next).toEqual({
      payDate: open.pay_date,
      name: open.name,
      run: { _id: open.id, status: 'draft' },
      employeeCount: open.n,
      totalCostKobo: Number(open.total),
      estimated: false,
    });
    expect(open.n).toBeGreaterThan(0);
    expect(Number(open.total)).toBeGreaterThan(0);
  });

  it("with no open run, the next is the schedule's pay date after the last paid run, costed as that run", async () => {
    const grill = await walletOwner(t, { name: 'Ikeja Grill' });
    const db = t.server.database.db;
    await db.execute(sql`
      insert into pay_schedules (company_id, name, frequency, pay_day_rule, first_period_start)
      values (${grill.companyId}, 'Month end', 'monthly', 'last_day', '2026-01-01')`);
    await db.execute(sql`
      insert into payroll_runs (company_id, name, period_start, period_end, pay_date, status, everyone, totals)
      values (${grill.companyId}, 'Paid payroll', '2026-01-01', '2026-01-31', '2026-01-31', 'completed', true,
              ${JSON.stringify({ employeeCount: 4, totalCostKobo: 2_500_000_00 })}::jsonb)`);
    const next = (await week(grill.token)).nextPayroll!.next!;
    const today = lagosDay();
    const [y, m] = today.split('-').map(Number) as [number, number];
    const monthEnd = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
    expect(next).toEqual({
      payDate: monthEnd,
      name: 'Month end',
      run: null,
      employeeCount: 4,
      totalCostKobo: 2_500_000_00,
      estimated: true,
    });
  });

  it('lists the remittances not paid yet with their due dates, as the compliance calendar has them', async () => {
    const calendar = (
      await t.api.get(api(COMPLIANCE_CALENDAR_PATHS.calendar), {
        token: demo.token,
        schema: complianceCalendarResponse,
      })
    ).data;
    const unpaid = calendar.obligations.filter((o) => o.status !== 'paid');
    const r = w.remittances!;
    expect(r.count).toBeGreaterThanOrEqual(unpaid.length);
    expect(r.lateCount).toBe(calendar.totals.late.count);
    // The first listed is the earliest unmet obligation (late ones first), with its date and amount.
    const first = unpaid.find((o) => o.status === 'late') ?? unpaid[0];
    if (first) {
      expect(r.items[0]).toMatchObject({
        _id: first._id,
        dueDate: first.dueDate,
        amountKobo: first.amountKobo,
        status: first.status,
      });
    }
    expect(r.items.length).toBeLessThanOrEqual(3);
    for (const item of r.items) expect(item.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('counts the approvals waiting for a decision and their amount', async () => {
    const rows = await t.server.database.db.execute<{ n: number; kobo: string }>(
      sql`select count(*)::int as n, coalesce(sum(amount_kobo), 0)::bigint as kobo from approval_requests
          where company_id = ${demo.companyId} and status = 'pending'`,
    );
    expect(rows.rows[0]!.n).toBeGreaterThan(0);
    expect(w.approvals).toMatchObject({
      pendingCount: rows.rows[0]!.n,
      pendingKobo: Number(rows.rows[0]!.kobo),
    });
    expect(w.approvals!.nextExpiry).not.toBeNull();
  });

  it('shows on-demand pay advanced in the current period and what payday must still recover', async () => {
    const od = w.onDemand!;
    const advanced = await t.server.database.db.execute<{ kobo: string }>(
      sql`select coalesce(sum(amount), 0)::bigint as kobo from on_demand_requests
          where company_id = ${demo.companyId} and period = ${od.period}
            and kind = 'withdrawal' and status = 'settled'`,
    );
    expect(od.period).toMatch(/^\d{4}-\d{2}$/);
    expect(od.advancedKobo).toBe(Number(advanced.rows[0]!.kobo));
    // Nothing of the current period is recovered before its payday: all of it is still to recover.
    expect(od.toRecoverKobo).toBeGreaterThanOrEqual(od.advancedKobo);
  });

  it('counts the failed payouts awaiting return, with the fee that comes back', async () => {
    expect(w.failedPayouts).toMatchObject({
      count: 1,
      amountKobo: FAILED_AMOUNT + FAILED_FEE,
      items: [{ accountName: 'Ogun Flour Mills', amountKobo: FAILED_AMOUNT + FAILED_FEE }],
    });
    expect(w.today).toBe(lagosDay());
  });

  it('is cheap: one round of reads (timed here)', async () => {
    const times: number[] = [];
    for (let i = 0; i < 15; i++) {
      const started = performance.now();
      await week(demo.token);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    console.log(`dashboard week: median ${median.toFixed(1)} ms over ${times.length} reads (demo business)`);
    expect(median).toBeLessThan(2_000);
  });
});

describe('who sees what', () => {
  it('hides each item from a member whose permissions do not open its page', async () => {
    const bare = await week(await memberWith(demo.companyId, ['dashboard.view']));
    expect(bare).toMatchObject({
      nextPayroll: null,
      remittances: null,
      approvals: null,
      onDemand: null,
      failedPayouts: null,
    });
    const payroll = await week(await memberWith(demo.companyId, ['dashboard.view', 'payroll.view']));
    expect(payroll.nextPayroll?.next).not.toBeNull();
    expect(payroll.remittances).not.toBeNull();
    expect(payroll).toMatchObject({ approvals: null, onDemand: null, failedPayouts: null });
    const money = await week(
      await memberWith(demo.companyId, [
        'dashboard.view',
        'approvals.requests.view',
        'people.reconciliation.view',
        'payments.transactions.view',
      ]),
    );
    expect(money).toMatchObject({ nextPayroll: null, remittances: null });
    expect(money.approvals?.pendingCount).toBeGreaterThan(0);
    expect(money.onDemand).not.toBeNull();
    expect(money.failedPayouts?.count).toBe(1);
  });

  it('refuses a member without dashboard.view', async () => {
    const res = await t.api.get(api(DASHBOARD_PATHS.week), {
      token: await memberWith(demo.companyId, ['payroll.view']),
    });
    expect(res.status).toBe(403);
  });

  it("another business sees its own week, none of the demo's", async () => {
    const w = await week(other.token);
    expect(w).toMatchObject({
      nextPayroll: { next: null },
      remittances: { count: 0, totalKobo: 0, items: [] },
      approvals: { pendingCount: 0, pendingKobo: 0, nextExpiry: null },
      onDemand: { advancedKobo: 0, toRecoverKobo: 0, employeeCount: 0 },
      failedPayouts: { count: 0, amountKobo: 0, items: [] },
    });
    await failedPayout(other.companyId, other.mainWalletId, 'Mile 12 Market');
    const after = await week(other.token);
    expect(after.failedPayouts).toMatchObject({ count: 1, items: [{ accountName: 'Mile 12 Market' }] });
    expect((await week(demo.token)).failedPayouts?.count).toBe(1);
  });
});

describe('recent transactions on the wallet dashboard', () => {
  it('leave fee lines out and carry each line its fee', async () => {
    const db = t.server.database.db;
    const reference = `TRF-TEST-${randomUUID().slice(0, 8)}`;
    await db.transaction(async (tx) => {
      const system = await ensureSystemAccounts(tx, other.companyId);
      await move(tx, {
        companyId: other.companyId,
        kind: 'transfer_out',
        reference,
        description: 'Test transfer',
        legs: [
          walletDebit(
            other.mainWalletId,
            20_000_00,
            { type: 'transfer_out', narration: 'Tomatoes', channel: 'bank_transfer' },
            { amount: 26_88, narration: `Transfer fee: ${reference}` },
          ),
          { account: system.transfers_out_clearing, amount: 20_000_00 },
          { account: system.fees, amount: 26_88 },
        ],
      });
    });
    const dashboard = (
      await t.api.get(api(WALLET_PATHS.dashboard), { token: other.token, schema: walletDashboardResponse })
    ).data;
    expect(dashboard.recentTransactions.map((l) => l.type)).not.toContain('fee');
    expect(dashboard.recentTransactions[0]).toMatchObject({ reference, amount: 20_000_00, fee: 26_88 });
    // A line without a fee says so.
    expect(dashboard.recentTransactions.find((l) => l.type === 'funding')?.fee).toBeNull();
  });
});
