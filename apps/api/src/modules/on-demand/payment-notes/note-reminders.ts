// The daily payment-note sweep (pg-boss, Lagos morning): every unpaid note is brought up to date (issued after
// payday, overdue after its due date), and an overdue note reminds the business's owners by email (the mail
// outbox, in the note's transaction): on its first overdue day, then every week. Claiming the reminder on the
// locked note makes each reminder go out once, however often the job runs and in however many workers.
import { formatDate, formatPeriod } from '@paydesk/contracts';
import { formatKobo } from '@paydesk/money';
import { lagosDay } from '../../../lib/lagos-time.ts';
import { transact } from '../../../lib/transaction.ts';
import { layout } from '../../../platform/mail/templates.ts';
import { memberContacts } from '../../team/index.ts';
import { addDays } from '../earned.ts';
import { startOfLagosDayDate } from '../lagos-dates.ts';
import type { OnDemandDeps } from '../on-demand-deps.ts';
import * as nq from './notes.queries.ts';
import { recompute } from './payment-notes.service.ts';

/** Days between two reminders of one overdue note. */
export const REMIND_EVERY_DAYS = 7;

export async function sweepPaymentNotes(
  deps: Pick<OnDemandDeps, 'db' | 'mailer' | 'config' | 'onEffectError'>,
  today = lagosDay(),
): Promise<{ reminded: number }> {
  let reminded = 0;
  for (const found of await nq.unpaidNotes(deps.db)) {
    await transact(
      deps.db,
      async (tx, afterCommit) => {
        const locked = await nq.lockNote(tx, found.companyId, found.id);
        if (!locked || locked.paidAt) return;
        const note = await recompute(tx, locked, today);
        if (note.status !== 'overdue' || note.amount === 0) return;
        const since = startOfLagosDayDate(addDays(today, -(REMIND_EVERY_DAYS - 1)));
        if (!(await nq.claimReminder(tx, note, since))) return;
        const url = `${deps.config.PUBLIC_URL}/payment-note/details/${note.id}`;
        const lines = [
          `Payment note ${note.invoiceNumber} for on-demand pay of ${formatPeriod(note.period)} is overdue.`,
          `${formatKobo(note.amount)} was due on ${formatDate(note.dueDate)}. Pay it from a wallet with your transaction PIN.`,
        ];
        for (const { email: to } of await memberContacts(tx, note.companyId, { roles: ['employer'] }))
          await deps.mailer.enqueue(tx, afterCommit, {
            to,
            subject: `Payment note ${note.invoiceNumber} is overdue`,
            template: 'on-demand.note-reminder',
            companyId: note.companyId,
            category: 'on-demand',
            text: `${lines.join('\n')}\n${url}`,
            html: layout(lines, { label: 'View payment note', url }),
          });
        reminded++;
      },
      deps.onEffectError,
    );
  }
  return { reminded };
}
