// Many rows written by COPY FROM STDIN on a transaction's connection (what Drizzle does not speak): for bulk writes
// of thousands of rows, where an INSERT … SELECT FROM unnest(…) costs the driver an array literal per column and
// PostgreSQL their parsing. Triggers fire as for an INSERT, statement-level ones once with the whole transition table.
import { finished } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

const SPECIAL = /[\\\t\n\r]/;
const SPECIALS = /[\\\t\n\r]/g;
const escaped = (c: string) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r');

/** One value in COPY's text format: \N for null, ISO for dates, JSON for objects; backslash, tab, line breaks escaped. */
export function copyText(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  const text =
    typeof value === 'string'
      ? value
      : value instanceof Date
        ? value.toISOString()
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
  return SPECIAL.test(text) ? text.replace(SPECIALS, escaped) : text;
}

/** One row in COPY's text format, its line break included. */
export const copyLine = (values: readonly unknown[]) => `${values.map(copyText).join('\t')}\n`;

export const copyStatement = (table: string, columns: readonly string[]) =>
  `copy ${table} (${columns.map((c) => `"${c}"`).join(', ')}) from stdin`;

/**
 * Writes the rows (values in `columns` order) by one COPY on a transaction's connection (`connectionOf(tx)`, or
 * `transactionConnection(tx)` where a caller may also be outside a transaction). Throws PostgreSQL's error as an
 * INSERT would (a constraint or a trigger refusing a row refuses them all).
 */
export async function copyRows(
  connection: pg.PoolClient,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
): Promise<void> {
  if (rows.length === 0) return;
  let text = '';
  for (const row of rows) text += copyLine(row);
  const stream = connection.query(copyFrom(copyStatement(table, columns)));
  stream.end(text);
  await finished(stream);
}
