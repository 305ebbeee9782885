// API rate-limit windows counted where every API process sees them (decision 0019): one row per limit and key,
// holding how many calls of its current window have been handed out to processes in leases. A process takes a
// lease of calls with one upsert and spends it in memory; the row never hands out more than its limit a window.
// UNLOGGED (migration 0044): counters need no crash safety (a crash restarts every window) and skip the WAL.
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';

export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    /** The limit and the key it counts: 'api|session:<business>:<session>', 'name-enquiry.day|business:<id>'. */
    bucket: text('bucket').primaryKey(),
    /** Calls a window, as the last lease asked (the process's configuration). */
    limit: integer('limit').notNull(),
    /** Calls of this window handed out in leases (spent or not): never more than the limit. */
    used: integer('used').notNull(),
    /** What the last lease got, for the statement that took it (RETURNING). */
    granted: integer('granted').notNull(),
    /** The window started with the first lease after the last one ended, on the database's clock. */
    windowEndsAt: at('window_ends_at').notNull(),
  },
  (t) => [index('rate_limit_windows_ends_idx').on(t.windowEndsAt)],
);
