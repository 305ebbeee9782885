// The demo business's on-demand pay. Its history (dated events, run in date order with every module's): the rules
// (prefunded from the main wallet, approval by the owner) set a year ago; in each of the eleven months before this
// one, one to three withdrawals by the accepted employees, dated inside the month's pay period well before its
// cut-off, executed and settled by the bank at their dates — so each month's payroll run, computed after them,
// deducts them and its payday records their recovery; then, two pay periods before today's, the switch to the
// advanced funding mode, which it still uses: those periods' withdrawals are paid by Paydesk and billed in payment
// notes (see demo-payment-notes.ts), a feature only an advanced business has (issue 29). Today (an `activity` step):
// a settled withdrawal, a withdrawal waiting for approval and an approved saving of the first accepted employee, in
// the rules' mode. Each runs once: the history when the business has no rules, today's when the period has none.
import { randomUUID } from 'node:crypto';
import type { FundingMode } from '@paydesk/contracts';
import type { Database, Tx } from '@paydesk/db';
import { addDays, lagosDay } from '../../lib/lagos-time.ts';
import { newReference } from '../../lib/references.ts';
import { DEMO_PAYDAY, type DemoEvent, demoDay } from '../../platform/modules/define-module.ts';
import { applyOutcomeIn, applyTransferOutcome, demoBankAnswer, type OutcomeDeps } from '../payments/index.ts';
import { memberContacts } from '../team/index.ts';
import { periodOf, requestMoney } from './earned.ts';
import * as q from './on-demand.queries.ts';
import { executeRequest } from './payout.ts';

// The demo's payouts are settled below by the seed itself: nothing to hand to the rail after the commit.
const noEffects = () => {};

/** A past withdrawal: each month's count (1 to 3), days of the month and amounts differ. */
const WITHDRAWAL_DAYS = [9, 14, 18];
const WITHDRAWAL_AMOUNTS = [15_000_00, 8_000_00, 25_000_00, 12_500_00, 20_000_00, 10_000_00, 30_000_00];

const rulesOf = (companyId: string, approverIds: string[], fundingMode: FundingMode) => ({
  companyId,
  accessPercent: 50,
  cutOffDays: 2,
  // The demo's payday: its history's calendar (demoDay) and its payroll runs by the same pay month.
  payday: DEMO_PAYDAY,
  minWithdrawal: 1_000_00,
  maxWithdrawal: 100_000_00,
  withdrawalsPerPeriod: 4,
  feeType: 'flat' as const,
  feeValue: 100_00,
  feeBearer: 'employee' as const,
  approvalRequired: true,
  approverIds,
  savingsEnabled: true,
  fundingMode,
});

/**
 * A withdrawal the employee asked for at `at`, approved and executed then (its movement posted at `at`) and settled
 * by the bank twenty minutes later, through on-demand's own payout handler.
 */
export async function demoWithdrawal(
  tx: Tx,
  payouts: OutcomeDeps['payouts'],
  companyId: string,
  employeeId: string,
  amount: number,
  at: Date,
  fundingMode: FundingMode,
  /** Who approved it (the owner), as the decision records them. */
  approver: { userId: string; name: string } | null,
) {
  const rules = (await q.getRules(tx, companyId))!;
  const employee = await q.findEmployee(tx, companyId, employeeId);
  const money = requestMoney('withdrawal', amount, rules);
  const row = await q.insertRequest(tx, {
    companyId,
    employeeId,
    kind: 'withdrawal',
    status: 'pending-approval',
    period: periodOf(lagosDay(at), rules.payday).period,
    amount,
    fee: money.fee,
    feeBearer: rules.feeBearer,
    toDeduct: money.toDeduct,
    fundingMode,
    bankCode: employee?.bankCode ?? null,
    bankName: employee?.bankName ?? null,
    accountNumber: employee?.accountNumber ?? null,
    accountName: employee?.accountName ?? null,
    reference: newReference('ODW', 14),
    idempotencyKey: `demo-${randomUUID()}`,
    decidedBy: approver?.userId ?? null,
    decidedByName: approver?.name ?? null,
    decidedAt: at,
    createdAt: at,
  });
  const { row: executed } = await executeRequest(tx, row, noEffects, at);
  const settledAt = new Date(at.getTime() + 20 * 60_000);
  await applyOutcomeIn(
    tx,
    payouts,
    demoBankAnswer(executed.reference, 'settled', { at: settledAt }),
    noEffects,
    settledAt,
  );
  return executed;
}

/** On-demand pay's dated history up to `now`; none once the business has its rules. */
export async function demoOnDemandEvents(
  payouts: OutcomeDeps,
  companyId: string,
  ownerMemberId: string,
  now: Date,
): Promise<DemoEvent[]> {
  const db: Database = payouts.db;
  if (await q.getRules(db, companyId)) return [];
  const [owner] = await memberContacts(db, companyId, { memberIds: [ownerMemberId] });
  const staff = await q.acceptedEmployees(db, companyId, 3);
  const approver = owner
    ? { userId: owner.userId, name: `${owner.firstName} ${owner.lastName}`.trim() }
    : null;
  const events: DemoEvent[] = [
    {
      at: demoDay(now, 12, 2, 8, 0),
      run: async (tx) => {
        await q.upsertRules(tx, rulesOf(companyId, owner ? [owner.memberId] : [], 'prefunded'));
        await q.addProduct(tx, companyId, 'ON_DEMAND_PAY');
      },
    },
  ];
  // The two pay periods before today's are in the advanced mode (Paydesk paid; a payment note each): the business
  // switched to it on the first day of the older one, and every withdrawal from then on is advanced.
  const current = periodOf(lagosDay(now), DEMO_PAYDAY);
  const older = periodOf(addDays(current.start, -1), DEMO_PAYDAY);
  const oldest = periodOf(addDays(older.start, -1), DEMO_PAYDAY);
  const switchedAt = new Date(`${oldest.start}T08:00:00+01:00`);
  events.push({
    at: switchedAt,
    run: async (tx) => {
      await q.upsertRules(tx, rulesOf(companyId, owner ? [owner.memberId] : [], 'advanced'));
    },
  });
  if (staff.length === 0) return events;
  for (let monthsAgo = 11; monthsAgo >= 1; monthsAgo -= 1)
    for (let i = 0; i < 1 + (monthsAgo % 3); i += 1) {
      const at = demoDay(now, monthsAgo, WITHDRAWAL_DAYS[i]!, 11, 20 + i * 7);
      const employeeId = staff[(monthsAgo + i) % staff.length]!;
      const amount = WITHDRAWAL_AMOUNTS[(monthsAgo * 2 + i) % WITHDRAWAL_AMOUNTS.length]!;
      const mode = at < switchedAt ? 'prefunded' : 'advanced';
      events.push({
        at,
        run: async (tx) => {
          await demoWithdrawal(tx, payouts.payouts, companyId, employeeId, amount, at, mode, approver);
        },
      });
    }
  for (const { period, amount } of [
    { period: oldest, amount: 12_000_00 },
    { period: older, amount: 8_000_00 },
  ]) {
    const at = new Date(`${addDays(period.start, 5)}T09:00:00+01:00`);
    events.push({
      at,
      run: async (tx) => {
        await demoWithdrawal(tx, payouts.payouts, companyId, staff[0]!, amount, at, 'advanced', approver);
      },
    });
  }
  return events;
}

/**
 * Today's: a settled withdrawal, one waiting for approval and an approved saving of the first accepted employee,
 * in the current pay period (once). `payouts`: the payout pipeline with on-demand's handler, which settles the demo's
 * withdrawals as the bank would.
 */
export async function seedDemoOnDemand(payouts: OutcomeDeps, companyId: string, ownerMemberId: string) {
  const db: Database = payouts.db;
  const employeeId = await q.firstAcceptedEmployee(db, companyId);
  const rules =
    (await q.getRules(db, companyId)) ??
    (await db.transaction(async (tx) => {
      const [owner] = await memberContacts(tx, companyId, { memberIds: [ownerMemberId] });
      await q.addProduct(tx, companyId, 'ON_DEMAND_PAY');
      return q.upsertRules(tx, rulesOf(companyId, owner ? [owner.memberId] : [], 'advanced'));
    }));
  if (!employeeId) return;
  const period = periodOf(lagosDay(), rules.payday).period;
  if (await q.anyRequestOf(db, companyId, period)) return;
  const settledReference = await db.transaction(async (tx) => {
    const employee = await q.findEmployee(tx, companyId, employeeId);
    const request = async (kind: 'withdrawal' | 'saving', amount: number) => {
      const money = requestMoney(kind, amount, rules);
      return q.insertRequest(tx, {
        companyId,
        employeeId,
        kind,
        status: 'pending-approval',
        period,
        amount,
        fee: money.fee,
        feeBearer: rules.feeBearer,
        toDeduct: money.toDeduct,
        fundingMode: rules.fundingMode,
        ...(kind === 'withdrawal' && employee
          ? {
              bankCode: employee.bankCode,
              bankName: employee.bankName,
              accountNumber: employee.accountNumber,
              accountName: employee.accountName,
            }
          : {}),
        reference: newReference(kind === 'withdrawal' ? 'ODW' : 'ODS', 14),
        idempotencyKey: `demo-${randomUUID()}`,
      });
    };
    const settled = (await executeRequest(tx, await request('withdrawal', 15_000_00), noEffects)).row;
    await request('withdrawal', 10_000_00);
    await executeRequest(tx, await request('saving', 5_000_00), noEffects);
    return settled.reference;
  });
  await applyTransferOutcome(payouts, demoBankAnswer(settledReference, 'settled'));
}
