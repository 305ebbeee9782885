// The compliance calendar's reminders (issue 28): one row per obligation and reminder (5 and 1 working days before
// its due date), claimed in the transaction that writes its email and notification, so each goes out once.
import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { companies } from './companies.ts';

export const complianceReminders = pgTable(
  'compliance_reminders',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The obligation's id in the calendar: a remittance's id, `itf-2026`, `paye-return-2026-Lagos`. */
    obligationId: text('obligation_id').notNull(),
    daysBefore: integer('days_before').notNull(),
    /** The due date the reminder announced. */
    dueDate: text('due_date').notNull(),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.obligationId, t.daysBefore] })],
);
