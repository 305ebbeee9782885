// The daily reminders of the compliance calendar: 5 and 1 working days before an unmet obligation's due date, an
// email to each member who may view payroll and a notification in the app. Each reminder is claimed (a row of
// compliance_reminders) in the transaction that writes its messages, so it goes out once however often the job
// runs; a job that missed the 5-day reminder and runs on the 1-day one sends only the latter.
import { type Obligation, roleAllows } from '@paydesk/contracts';
import type { Database } from '@paydesk/db';
import { formatKobo } from '@paydesk/money';
import { formatDayLabel, formatMonthLabel, lagosDay } from '../../lib/lagos-time.ts';
import { transact } from '../../lib/transaction.ts';
import type { Mailer } from '../../platform/mail/mail.service.ts';
import { layout } from '../../platform/mail/templates.ts';
import { notify } from '../../platform/notifications/notifications.service.ts';
import { businessesWithPaidRuns } from '../payroll/index.ts';
import { memberContacts } from '../team/index.ts';
import * as q from './calendar.queries.ts';
import { obligationsOf } from './obligations.ts';

export interface ReminderDeps {
  db: Database;
  mailer: Mailer;
  onEffectError?: (error: unknown) => void;
}

const WHAT: Record<Obligation['kind'], string> = {
  paye: 'PAYE',
  pension: 'Pension contributions',
  nhf: 'NHF contributions',
  nhia: 'NHIA health insurance contributions',
  nsitf: 'NSITF contribution',
  itf: 'ITF contribution and Form 5A',
  'paye-annual-return': 'Annual PAYE return',
};

export function reminderWording(o: Obligation, daysBefore: number) {
  const when = daysBefore === 1 ? 'in 1 working day' : `in ${daysBefore} working days`;
  const period = o.period.length === 7 ? formatMonthLabel(o.period) : o.period;
  const amount = o.amountKobo === null ? '' : ` of ${formatKobo(o.amountKobo)}`;
  return {
    subject: `${WHAT[o.kind]} to ${o.authority} due ${when}`,
    line:
      `${WHAT[o.kind]}${amount} for ${period} to ${o.authority} is due on ${formatDayLabel(o.dueDate)}. ` +
      `If it is late: ${o.penalty.rule}`,
  };
}

/** Sends the day's reminders of every business; answers how many went out. */
export async function runComplianceReminders(deps: ReminderDeps, today = lagosDay()): Promise<number> {
  let sent = 0;
  for (const companyId of await businessesWithPaidRuns(deps.db)) {
    const { obligations } = await obligationsOf(deps.db, companyId, today);
    const open = obligations.filter((o) => o.status === 'due' && !o.paymentPending);
    if (open.length === 0) continue;
    sent += await transact(
      deps.db,
      async (tx, afterCommit) => {
        const members = (await memberContacts(tx, companyId)).filter((m) =>
          roleAllows(m.role, m.permissions, 'payroll.view'),
        );
        let n = 0;
        for (const o of open) {
          const reached = o.reminders.filter((r) => r.on <= today);
          const latest = reached.at(-1);
          if (!latest) continue;
          const claimed = await q.claimReminders(
            tx,
            companyId,
            o._id,
            o.dueDate,
            reached.map((r) => r.daysBefore),
          );
          if (!claimed.includes(latest.daysBefore)) continue;
          const { subject, line } = reminderWording(o, latest.daysBefore);
          await notify(tx, {
            companyId,
            recipients: members.map((m) => m.userId),
            kind: 'payroll.compliance.reminder',
            message: line,
            link: '/payroll/compliance',
          });
          for (const m of members) {
            const lines = [
              `Hello ${m.firstName},`,
              line,
              'See every deadline on the compliance calendar in Paydesk.',
            ];
            await deps.mailer.enqueue(tx, afterCommit, {
              to: m.email,
              subject,
              template: 'payroll.compliance-reminder',
              text: lines.join('\n\n'),
              html: layout(lines),
              companyId,
              category: 'payroll',
            });
          }
          n++;
        }
        return n;
      },
      deps.onEffectError,
    );
  }
  return sent;
}
