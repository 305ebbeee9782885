// The demo business's payment notes: the two pay periods before today's were drawn on in the advanced funding mode
// (Paydesk paid the employee and invoiced the business): on-demand's dated history (demo-on-demand.ts) makes those
// withdrawals, settled at their dates, and so the notes. Today (this `activity` step, once): the older note is paid
// from the main wallet (a row in /payment-history); the newer one is issued or overdue, waiting to be paid. The
// demo's payroll runs deduct what the employee owes by their pay month (the older period's paid run has).
import type { Database } from '@paydesk/db';
import { lagosDay } from '../../../lib/lagos-time.ts';
import type { OutcomeDeps } from '../../payments/index.ts';
import { memberContacts } from '../../team/index.ts';
import { findWallets } from '../../wallets/index.ts';
import { addDays, periodOf } from '../earned.ts';
import * as q from '../on-demand.queries.ts';
import * as nq from './notes.queries.ts';
import { payNoteIn } from './payment-notes.service.ts';

/** Pays the older of the history's two notes from the main wallet, once (`payouts.db`: the database). */
export async function seedDemoPaymentNotes(payouts: OutcomeDeps, companyId: string, ownerMemberId: string) {
  const db: Database = payouts.db;
  const rules = await q.getRules(db, companyId);
  const [owner] = await memberContacts(db, companyId, { memberIds: [ownerMemberId] });
  if (!rules || !owner) return;
  const current = periodOf(lagosDay(), rules.payday);
  const older = periodOf(addDays(current.start, -1), rules.payday);
  const oldest = periodOf(addDays(older.start, -1), rules.payday);
  await db.transaction(async (tx) => {
    const { rows } = await nq.listNotes(tx, companyId, { offset: 0, limit: 10 });
    const oldestNote = rows.find((n) => n.period === oldest.period);
    const main = (await findWallets(tx, companyId)).find((w) => w.wallet.purpose === 'main');
    // Earlier demo seeds spend from the main wallet: the note stays unpaid rather than fail the start.
    if (!oldestNote || oldestNote.paidAt || !main || main.wallet.balance < oldestNote.amount) return;
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
