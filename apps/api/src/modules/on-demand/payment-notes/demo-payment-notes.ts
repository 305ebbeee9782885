// The demo business's payment notes, once: the two pay periods before today's were drawn on in the advanced
// funding mode (Paydesk paid the employee and invoiced the business). The older note is paid from the main wallet
// (a row in /payment-history); the newer one is issued or overdue, waiting to be paid. Nothing is marked recovered
// here: the demo's payroll runs, seeded after, deduct what the employee owes by their pay month.
import { randomUUID } from 'node:crypto';
import type { Database } from '@paydesk/db';
import { lagosDay } from '../../../lib/lagos-time.ts';
import { newReference } from '../../../lib/references.ts';
import { applyTransferOutcome, type OutcomeDeps } from '../../payments/index.ts';
import { memberContacts } from '../../team/index.ts';
import { findWallets } from '../../wallets/index.ts';
import { addDays, periodOf, requestMoney } from '../earned.ts';
import { startOfLagosDayDate } from '../lagos-dates.ts';
import * as q from '../on-demand.queries.ts';
import { executeRequest } from '../payout.ts';
import * as nq from './notes.queries.ts';
import { payNoteIn } from './payment-notes.service.ts';

// The demo's payouts are settled below by the seed itself: nothing to hand to the rail after the commit.
const noEffects = () => {};

/** `payouts`: the payout pipeline with on-demand's handler, which settles the demo's withdrawals as the bank would. */
export async function seedDemoPaymentNotes(payouts: OutcomeDeps, companyId: string, ownerMemberId: string) {
  const db: Database = payouts.db;
  const rules = await q.getRules(db, companyId);
  const employeeId = await q.firstAcceptedEmployee(db, companyId);
  const [owner] = await memberContacts(db, companyId, { memberIds: [ownerMemberId] });
  if (!rules || !employeeId || !owner) return;
  if ((await nq.listNotes(db, companyId, { offset: 0, limit: 1 })).total > 0) return;
  const employee = await q.findEmployee(db, companyId, employeeId);
  const current = periodOf(lagosDay(), rules.payday);
  const older = periodOf(addDays(current.start, -1), rules.payday);
  const oldest = periodOf(addDays(older.start, -1), rules.payday);
  const drawn = [
    { period: oldest, amount: 12_000_00 },
    { period: older, amount: 8_000_00 },
  ];
  const references = await db.transaction(async (tx) => {
    const out: string[] = [];
    for (const { period, amount } of drawn) {
      const money = requestMoney('withdrawal', amount, rules);
      const row = await q.insertRequest(tx, {
        companyId,
        employeeId,
        kind: 'withdrawal',
        status: 'pending-approval',
        period: period.period,
        amount,
        fee: money.fee,
        feeBearer: rules.feeBearer,
        toDeduct: money.toDeduct,
        fundingMode: 'advanced',
        bankCode: employee?.bankCode ?? null,
        bankName: employee?.bankName ?? null,
        accountNumber: employee?.accountNumber ?? null,
        accountName: employee?.accountName ?? null,
        reference: newReference('ODW', 14),
        idempotencyKey: `demo-${randomUUID()}`,
        createdAt: startOfLagosDayDate(addDays(period.start, 5)),
      });
      out.push((await executeRequest(tx, row, noEffects)).row.reference);
    }
    return out;
  });
  for (const reference of references)
    await applyTransferOutcome(payouts, {
      reference,
      providerReference: `demo_${reference}`,
      status: 'settled',
      sessionId: null,
      failureReason: null,
      occurredAt: new Date().toISOString(),
    });
  await db.transaction(async (tx) => {
    const { rows } = await nq.listNotes(tx, companyId, { offset: 0, limit: 10 });
    const oldestNote = rows.find((n) => n.period === oldest.period);
    const main = (await findWallets(tx, companyId)).find((w) => w.wallet.purpose === 'main');
    // Earlier demo seeds spend from the main wallet: the note stays unpaid rather than fail the start.
    if (!oldestNote || !main || main.wallet.balance < oldestNote.amount) return;
    const caller = {
      auth: {
        userId: owner.userId,
        sessionId: '',
        companyId,
        memberId: owner.memberId,
        role: owner.role,
        customPermissions: [],
        supportOperatorId: null,
      },
    };
    await payNoteIn(tx, caller, oldestNote.id, main.wallet.id);
  });
}
