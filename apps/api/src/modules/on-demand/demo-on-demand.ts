// The demo business's on-demand pay, once: its rules (prefunded from the main wallet, approval by the owner), a
// settled withdrawal, a withdrawal waiting for approval and an approved saving of its first accepted employee.
import { randomUUID } from 'node:crypto';
import type { Database } from '@paydesk/db';
import { lagosDay } from '../../lib/lagos-time.ts';
import { newReference } from '../../lib/references.ts';
import { applyTransferOutcome, type OutcomeDeps } from '../payments/index.ts';
import { memberContacts } from '../team/index.ts';
import { periodOf, requestMoney } from './earned.ts';
import * as q from './on-demand.queries.ts';
import { executeRequest } from './payout.ts';

// The demo's payouts are settled below by the seed itself: nothing to hand to the rail after the commit.
const noEffects = () => {};

/** `payouts`: the payout pipeline with on-demand's handler, which settles the demo's withdrawals as the bank would. */
export async function seedDemoOnDemand(payouts: OutcomeDeps, companyId: string, ownerMemberId: string) {
  const db: Database = payouts.db;
  if (await q.getRules(db, companyId)) return;
  const [owner] = await memberContacts(db, companyId, { memberIds: [ownerMemberId] });
  const employeeId = await q.firstAcceptedEmployee(db, companyId);
  const settledReference = await db.transaction(async (tx) => {
    const rules = await q.upsertRules(tx, {
      companyId,
      accessPercent: 50,
      cutOffDays: 2,
      payday: 28,
      minWithdrawal: 1_000_00,
      maxWithdrawal: 100_000_00,
      withdrawalsPerPeriod: 4,
      feeType: 'flat',
      feeValue: 100_00,
      feeBearer: 'employee',
      approvalRequired: true,
      approverIds: owner ? [owner.memberId] : [],
      savingsEnabled: true,
      fundingMode: 'prefunded',
    });
    await q.addProduct(tx, companyId, 'ON_DEMAND_PAY');
    if (!employeeId) return null;
    const employee = await q.findEmployee(tx, companyId, employeeId);
    const period = periodOf(lagosDay(), rules.payday).period;
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
  if (settledReference)
    await applyTransferOutcome(payouts, {
      reference: settledReference,
      providerReference: `demo_${settledReference}`,
      status: 'settled',
      sessionId: null,
      failureReason: null,
      occurredAt: new Date().toISOString(),
    });
}
