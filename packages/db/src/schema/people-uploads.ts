// Bulk uploads of employees: one row per (business, file hash), so a file sent twice is one upload. The checked
// employees wait in `rows` until the job inserts them in batches; `processed` and `errorList` are its progress.
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { companies } from './companies.ts';

export const employeeUploads = pgTable(
  'employee_uploads',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    id: id(),
    /** sha256 of the file's bytes. */
    fileHash: text('file_hash').notNull(),
    fileName: text('file_name').notNull(),
    status: text('status').notNull().default('queued'),
    total: integer('total').notNull(),
    processed: integer('processed').notNull().default(0),
    /** The add-employee requests of the file, in file order: `{ row, employee }`. */
    rows: jsonb('rows').notNull(),
    /** `{ row, staffId, message }` of the rows that could not be added. */
    errorList: jsonb('error_list').notNull().default(sql`'[]'::jsonb`),
    /** Why the job gave up (status 'failed'); cleared when the upload is sent again. */
    failureReason: text('failure_reason'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('employee_uploads_file_key').on(t.companyId, t.fileHash),
    check(
      'employee_uploads_status_check',
      sql`${t.status} in ('queued', 'processing', 'completed', 'failed')`,
    ),
    check('employee_uploads_progress_check', sql`${t.processed} between 0 and ${t.total}`),
  ],
);
