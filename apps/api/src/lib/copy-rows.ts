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

const BLOCK_BYTES = 65_536;

/**
 * COPY text gathered as UTF-8 blocks of 64 KB, each row encoded into the block as it comes: encoding one
 * large concatenated string costs 2–3× as much (a payroll run's 10,000 lines of ~2.9 KB: ~400 against ~150 ms,
 * bench/README.md), and the driver wants bytes anyway.
 */
export class CopyBlocks {
  private readonly done: Buffer[] = [];
  private block = Buffer.allocUnsafe(BLOCK_BYTES);
  private used = 0;

  add(values: readonly unknown[]) {
    const line = copyLine(values);
    // A UTF-16 code unit is at most 3 bytes of UTF-8.
    if (this.used + line.length * 3 > this.block.length) this.cut();
    if (line.length * 3 > this.block.length) this.done.push(Buffer.from(line));
    else this.used += this.block.write(line, this.used);
  }

  /** Bytes gathered since the last take. */
  get size() {
    return this.used + this.done.reduce((n, b) => n + b.length, 0);
  }

  /** The full blocks and the one being filled, handed over (the next rows go to a new block). */
  take(): Buffer[] {
    this.cut();
    return this.done.splice(0);
  }

  private cut() {
    if (this.used === 0) return;
    this.done.push(this.block.subarray(0, this.used));
    this.block = Buffer.allocUnsafe(BLOCK_BYTES);
    this.used = 0;
  }
}

export const copyStatement = (table: string, columns: readonly string[]) =>
  `copy ${table} (${columns.map((c) => `"${c}"`).join(', ')}) from stdin`;

/**
 * A COPY FROM STDIN on the connection, fed row by row while the caller works on: `add` queues a row's values (sent in
 * blocks of about 64 KB, waiting while PostgreSQL is behind), `end` answers once PostgreSQL has stored every row (or
 * throws its error), `abort` gives up (PostgreSQL drops what was sent and the connection is free again). Nothing else
 * may use the connection until then.
 */
export function copyWriter(connection: pg.PoolClient, statement: string) {
  const stream = connection.query(copyFrom(statement));
  const done = finished(stream);
  done.catch(() => {}); // awaited by end(); this only keeps an early failure from counting as unhandled
  const blocks = new CopyBlocks();
  const send = async () => {
    let full = false;
    for (const block of blocks.take()) full = !stream.write(block) || full;
    if (full) await Promise.race([new Promise((resolve) => stream.once('drain', resolve)), done]);
  };
  return {
    async add(values: readonly unknown[]) {
      blocks.add(values);
      if (blocks.size >= BLOCK_BYTES) await send();
    },
    async end() {
      await send();
      stream.end();
      await done;
    },
    async abort(error: Error) {
      stream.destroy(error);
      await done.catch(() => {});
    },
  };
}

/**
 * Writes the rows (`valuesOf` gives each one's values in `columns` order) by one COPY on a transaction's connection
 * (`connectionOf(tx)`, or `transactionConnection(tx)` where a caller may also be outside a transaction), each block
 * sent as it fills (a pay request's 100,000 batch lines are never one text in memory). Throws PostgreSQL's error as
 * an INSERT would (a constraint or a trigger refusing a row refuses them all).
 */
export async function copyRows<T>(
  connection: pg.PoolClient,
  table: string,
  columns: readonly string[],
  rows: readonly T[],
  valuesOf: (row: T) => readonly unknown[],
): Promise<void> {
  if (rows.length === 0) return;
  const writer = copyWriter(connection, copyStatement(table, columns));
  try {
    for (const row of rows) await writer.add(valuesOf(row));
    await writer.end();
  } catch (error) {
    await writer.abort(error as Error);
    throw error;
  }
}
