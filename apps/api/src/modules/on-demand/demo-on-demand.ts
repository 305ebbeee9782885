// The demo business's on-demand pay, once: its rules (prefunded from the main wallet, approval by the owner), a
// settled withdrawal, a withdrawal waiting for approval and an approved saving of its first accepted employee.
import { randomUUID } from 'node:crypto';
import type { Database } from '@paydesk/db';
import { lagosDay } from '../../lib/lagos-time.ts';
import { newReference } from '../../lib/references.ts';
import { periodOf, requestMoney } from './earned.ts';
import * as lq from './links.queries.ts';
import * as q from './on-demand.queries.ts';
import { applyPayoutOutcome, executeRequest } from './payout.ts';

export async function seedDemoOnDemand(db: Database, companyId: string, ownerMemberId: string) {
  if (await q.getRules(db, companyId)) return;
  const [owner] = await lq.activeMembers(db, companyId, [ownerMemberId]);
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
    const settled = await executeRequest(tx, await request('withdrawal', 15_000_00));
    await request('withdrawal', 10_000_00);
    await executeRequest(tx, await request('saving', 5_000_00));
    return settled.reference;
  });
  if (settledReference)
    await applyPayoutOutcome(db, {
      reference: settledReference,
      providerReference: `demo_${settledReference}`,
      status: 'settled',
      sessionId: null,
      failureReason: null,
      occurredAt: new Date().toISOString(),
    });
}
