// Writing a computation's lines (always a run's, by company_id and run): a COPY while a chunk is computed when its
// employees have no line yet, else an upsert by employee.
import { connectionOf, type Executor, payrollRunLines, type Tx } from '@paydesk/db';
import { STATUTORY_KEYS } from '@paydesk/payroll';
import { getTableColumns, sql } from 'drizzle-orm';
import { copyStatement, copyWriter } from '../../../lib/copy-rows.ts';
import { idSupply } from '../../../lib/ids.ts';

export type LineInsert = typeof payrollRunLines.$inferInsert;
const l = payrollRunLines;

const UPDATABLE = [
  'generation',
  'payGroupId',
  'payGroupName',
  'employee',
  'inputHash',
  'inputDigest',
  'result',
  'grossPay',
  'benefitsInKind',
  'taxableIncome',
  ...STATUTORY_KEYS,
  'otherDeductions',
  'onDemandRecovery',
  'totalDeductions',
  'netPay',
  'employerCost',
  'annualRentRelief',
  'annualCra',
  'annualReliefs',
  'regime',
  'daysPaid',
  'daysInPeriod',
  'annualIncome',
  'annualChargeable',
  'issues',
  'bankCode',
  'bankName',
  'accountNumber',
  'accountName',
] as const;

const INSERTED = ['companyId', 'runId', 'lineNo', 'employeeId', ...UPDATABLE] as const;
const columns = getTableColumns(l);
const names = sql.join(
  INSERTED.map((k) => sql.identifier(columns[k].name)),
  sql`, `,
);
const types = sql.join(
  INSERTED.map((k) => sql`${sql.identifier(columns[k].name)} ${sql.raw(columns[k].getSQLType())}`),
  sql`, `,
);
const updates = sql.join(
  UPDATABLE.map((k) => sql`${sql.identifier(columns[k].name)} = excluded.${sql.identifier(columns[k].name)}`),
  sql`, `,
);

/**
 * Inserts new lines and rewrites the figures of existing ones (by employee): one set-based statement per 5,000
 * rows, the rows travelling as one jsonb parameter read by jsonb_to_recordset (a multi-row VALUES of ~45 columns
 * costs the driver and the planner far more).
 */
export async function upsertLines(tx: Executor, rows: LineInsert[]) {
  for (let i = 0; i < rows.length; i += 5_000) {
    const records = rows
      .slice(i, i + 5_000)
      .map((row) => Object.fromEntries(INSERTED.map((k) => [columns[k].name, row[k] ?? null])));
    await tx.execute(
      sql`insert into ${l} (${names})
          select ${names} from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(${types})
          on conflict (company_id, run_id, employee_id) do update set ${updates}, updated_at = now()`,
    );
  }
}

const copyLineStatement = copyStatement('payroll_run_lines', [
  columns.id.name,
  ...INSERTED.map((k) => columns[k].name),
]);

/**
 * New lines written by COPY FROM STDIN on the transaction's connection, fed while the caller computes the rest:
 * `add` queues a line (sent in blocks of 64 KB), `end` finishes the COPY and answers when PostgreSQL has
 * stored every line (or throws its error). For lines that cannot be there yet (no upsert: a line of an employee
 * already in the run breaks the run's unique key); nothing else may use the connection until `end`.
 */
export function lineCopy(tx: Tx) {
  const writer = copyWriter(connectionOf(tx), copyLineStatement);
  const id = idSupply();
  return {
    add: (row: LineInsert) => {
      const values: unknown[] = [id()];
      for (const k of INSERTED) values.push(row[k]);
      return writer.add(values);
    },
    end: () => writer.end(),
    abort: (error: Error) => writer.abort(error),
  };
}

/** Lines per upsert statement while a chunk is computed (the chunk's statements overlap its computation). */
const UPSERT_SLICE = 1_000;

/**
 * Lines upserted a slice at a time: a slice's statement starts (a turn of the event loop lets the driver send it)
 * when the one before it is done, and PostgreSQL stores it while the caller computes on. One statement at a time on
 * the transaction's connection; the first failure fails `end`.
 */
export function lineUpserts(tx: Executor) {
  let written: Promise<void> = Promise.resolve();
  let slice: LineInsert[] = [];
  const send = async () => {
    if (slice.length === 0) return;
    const rows = slice;
    slice = [];
    written = written.then(() => upsertLines(tx, rows));
    written.catch(() => {}); // awaited by end(); this only keeps an early failure from counting as unhandled
    await new Promise((resolve) => setImmediate(resolve));
  };
  return {
    async add(row: LineInsert) {
      slice.push(row);
      if (slice.length >= UPSERT_SLICE) await send();
    },
    async end() {
      await send();
      await written;
    },
    async abort() {
      await written.catch(() => {});
    },
  };
}
