// The daily trade job: disbursed advances past their due date become overdue, and each advance is reminded by
// email (the member who asked) and in the app (every member) 3 days before its due date, on the day, and once when
// overdue. A reminder is claimed by its column in the same transaction as its messages, so it goes out once.
import { formatDate, TRADE_REMINDER_DAYS_BEFORE } from '@paydesk/contracts';
import type { Database, Tx } from '@paydesk/db';
import { formatKobo } from '@paydesk/money';
import { addDays, lagosDay } from '../../lib/lagos-time.ts';
import { type AfterCommit, transact } from '../../lib/transaction.ts';
import type { Mailer } from '../../platform/mail/mail.service.ts';
import { layout } from '../../platform/mail/templates.ts';
import { notify } from '../../platform/notifications/notifications.service.ts';
import { memberContacts } from '../team/index.ts';
import * as q from './trade.queries.ts';
import { owedOn } from './trade-view.ts';

export interface ReminderDeps {
  db: Database;
  mailer: Mailer;
  onEffectError?: (error: unknown) => void;
}

type Moment = 'before' | 'due' | 'overdue';

function wording(moment: Moment, a: q.AdvanceRow) {
  const owed = formatKobo(owedOn(a));
  const what = `your trade advance ${a.reference} on invoice ${a.invoiceNumber}`;
  switch (moment) {
    case 'before':
      return {
        subject: `Trade advance due in ${TRADE_REMINDER_DAYS_BEFORE} days`,
        line: `Repayment of ${what} is due on ${formatDate(a.dueDate)}: ${owed} is outstanding.`,
      };
    case 'due':
      return {
        subject: 'Trade advance due today',
        line: `Repayment of ${what} is due today: ${owed} is outstanding.`,
      };
    case 'overdue':
      return {
        subject: 'Trade advance overdue',
        line: `Repayment of ${what} was due on ${formatDate(a.dueDate)} and is overdue: ${owed} is outstanding.`,
      };
  }
}

async function remind(tx: Tx, afterCommit: AfterCommit, mailer: Mailer, moment: Moment, a: q.AdvanceRow) {
  const { subject, line } = wording(moment, a);
  await notify(tx, {
    companyId: a.companyId,
    recipients: 'all-members',
    kind: `trade.reminder.${moment}`,
    message: line,
    link: `/trade?advance=${a.id}`,
  });
  const [requester] = a.requestedBy
    ? await memberContacts(tx, a.companyId, { memberIds: [a.requestedBy], active: false })
    : [];
  if (!requester) return;
  const lines = [
    `Hello ${requester.firstName},`,
    line,
    'Repay it from your wallet on the Trade page of Paydesk.',
  ];
  await mailer.enqueue(tx, afterCommit, {
    to: requester.email,
    subject,
    template: `trade.reminder-${moment}`,
    text: lines.join('\n\n'),
    html: layout(lines),
    companyId: a.companyId,
    category: 'payments',
  });
}

/** Runs the day's overdue marking and reminders; answers how many reminders went out. */
export async function runTradeReminders(deps: ReminderDeps, today = lagosDay()) {
  return transact(
    deps.db,
    async (tx, afterCommit) => {
      await q.markOverdue(tx, today);
      const batches: [Moment, q.AdvanceRow[]][] = [
        [
          'before',
          await q.claimReminders(tx, 'remindedBeforeAt', { on: addDays(today, TRADE_REMINDER_DAYS_BEFORE) }, [
            'disbursed',
          ]),
        ],
        ['due', await q.claimReminders(tx, 'remindedDueAt', { on: today }, ['disbursed'])],
        ['overdue', await q.claimReminders(tx, 'remindedOverdueAt', { before: today }, ['overdue'])],
      ];
      let sent = 0;
      for (const [moment, rows] of batches)
        for (const row of rows) {
          await remind(tx, afterCommit, deps.mailer, moment, row);
          sent++;
        }
      return sent;
    },
    deps.onEffectError,
  );
}
