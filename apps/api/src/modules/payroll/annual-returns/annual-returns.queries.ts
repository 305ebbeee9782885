// What the annual PAYE return reads: the lines of the year's paid runs (salaries sent: processing or completed;
// the tax year is the calendar year of the run's period end), the employees' Tax IDs now, the PAYE remittances of
// those runs, and the filings recorded. The employees are people's join source.
import {
  type Executor,
  payrollAnnualReturnFilings,
  payrollRemittances,
  payrollRunLines,
  payrollRuns,
} from '@paydesk/db';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { employeesOf } from '../../people/index.ts';

const PAID = ['processing', 'completed'];
const l = payrollRunLines;
const r = payrollRuns;

const inYear = (year: number) =>
  sql`${r.periodEnd} between ${`${year}-01-01`}::date and ${`${year}-12-31`}::date`;

// One payslip's figures on the return, computed in the database from the line's columns (the annual reliefs were
// copied out of its tax working when it was written): gross, benefits in kind and PAYE as paid; pension, NHF and
// NHIS as deducted; the engine's annual rent relief, CRA and other reliefs (life assurance …) ÷ 12, half up to the
// kobo — integer division is the floor here, every figure being ≥ 0; taxable income is the payslip's taxable
// emoluments less those reliefs, not below zero. The annual return sums these per employee, the tax statement reads
// them per payslip: one definition for both.
const deducted = sql`(${l.pensionEmployee} + ${l.nhf} + ${l.nhisEmployee})`;
const twelfth = (annual: SQL) => sql`((${annual} + 6) / 12)`;
const rentRelief = twelfth(sql`${l.annualRentRelief}`);
const cra = twelfth(sql`${l.annualCra}`);
const otherRelief = twelfth(
  sql`greatest(0, ${l.annualReliefs} - ${deducted} * 12 - ${l.annualRentRelief} - ${l.annualCra})`,
);
const taxable = sql`greatest(0, ${l.taxableIncome} - (${deducted} + ${rentRelief} + ${cra} + ${otherRelief}))`;

/**
 * The figures of a payslip (SQL over `payroll_run_lines`), by name; the return sums each. Every column read here is
 * in `payroll_run_lines_return_idx` (packages/db/src/schema/payroll-runs.ts): a column added here goes there too,
 * or the return reads the ~4 KB heap rows again (bench/annual-return.ts prints its plan with BENCH_EXPLAIN=1).
 */
export const LINE_FIGURES = {
  grossPay: sql`${l.grossPay}`,
  benefitsInKind: sql`${l.benefitsInKind}`,
  pension: sql`${l.pensionEmployee}`,
  nhf: sql`${l.nhf}`,
  nhis: sql`${l.nhisEmployee}`,
  rentRelief,
  cra,
  otherRelief,
  taxableIncome: taxable,
  paye: sql`${l.paye}`,
} as const;
export type LineFigures = Record<keyof typeof LINE_FIGURES, number>;
const FIGURES = Object.keys(LINE_FIGURES) as (keyof typeof LINE_FIGURES)[];

const perLine = () =>
  Object.fromEntries(FIGURES.map((k) => [k, sql<number>`${LINE_FIGURES[k]}`.mapWith(Number)])) as Record<
    keyof typeof LINE_FIGURES,
    SQL<number>
  >;

/** The payslip's state of residence ('' as null): a column PostgreSQL derives from the snapshot, in the return's index. */
const stateOf = sql<string | null>`${l.stateOfResidence}`;

/** One payslip of the year of one employee (the tax statement), with its figures on the return. */
export async function linesOfYear(db: Executor, companyId: string, year: number, employeeId: string) {
  return db
    .select({
      lineId: l.id,
      runName: r.name,
      month: sql<string>`to_char(${r.periodEnd}, 'YYYY-MM')`,
      state: stateOf,
      ...perLine(),
    })
    .from(l)
    .innerJoin(r, and(eq(r.companyId, l.companyId), eq(r.id, l.runId)))
    .where(
      and(eq(l.companyId, companyId), inArray(r.status, PAID), inYear(year), eq(l.employeeId, employeeId)),
    )
    .orderBy(asc(r.periodEnd), asc(l.lineNo));
}

const MONTH_NUMBERS = Array.from({ length: 12 }, (_, i) => i + 1);

/**
 * The year of each employee in each state their PAYE went to, added up in the database (one GROUP BY over the
 * year's paid lines: what crosses the wire is a row per employee and state, whatever the number of payslips): the
 * sums of the payslips' figures, the PAYE of each month (`m1`…`m12`) and which months had a payslip (`months`, bit
 * 0 for January), with the employee as they are now (name, staff id, Tax ID, exit date) or, when deleted since,
 * as on their first payslip of the year. Only the `state` given (not the payslips without a state) when there is one.
 */
export async function employeeYears(db: Executor, companyId: string, year: number, state?: string) {
  const { rows } = await withReturnMemory(db, (tx) =>
    tx.execute<Record<string, string | number | null>>(employeeYearsQuery(companyId, year, state)),
  );
  return rows.map((x) => {
    const figures = Object.fromEntries(FIGURES.map((k) => [k, Number(x[k])])) as LineFigures;
    const snapshot = (x.snapshot ?? {}) as Snapshot;
    return {
      state: x.state as string | null,
      employeeId: x.employee_id as string,
      figures,
      /** Each month's PAYE (index 0: January) and whether the employee had a payslip in it. */
      months: MONTH_NUMBERS.map((m) => ({
        paid: (Number(x.months) & (1 << (m - 1))) !== 0,
        payeKobo: Number(x[`m${m}`]),
      })),
      now:
        x.first_name === null
          ? null
          : {
              firstName: x.first_name as string,
              lastName: x.last_name as string,
              staffId: x.staff_id as string | null,
              taxId: x.tax_id as string | null,
              exitDate: x.exit_date as string | null,
            },
      snapshot,
    };
  });
}

/**
 * Runs `work` in a transaction whose aggregates may use 64 MB: the return's GROUP BY keeps ~450 bytes of sums per
 * employee and state (`kobo_sum`, migration 0062: ~44 MB for 100,000 employees), which the default 4 MB sorted on
 * disk instead. Only for that transaction.
 */
export function withReturnMemory<T>(db: Executor, work: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '64MB'`);
    return work(tx);
  });
}

/** The SQL of employeeYears (the bench explains it, in `withReturnMemory`). */
export function employeeYearsQuery(companyId: string, year: number, state?: string) {
  const sums = sql.join(
    FIGURES.map((k) => sql`kobo_sum(${LINE_FIGURES[k]}) as ${sql.identifier(k)}`),
    sql`, `,
  );
  const monthly = sql.join(
    MONTH_NUMBERS.map(
      (m) =>
        sql`coalesce(kobo_sum(${l.paye}) filter (where ${r.periodMonth} = ${sql.raw(String(m))}), 0) as ${sql.identifier(`m${m}`)}`,
    ),
    sql`, `,
  );
  const e = employeesOf(companyId);
  // The month is a column of the run (an `extract` would be worked out thirteen times a payslip).
  return sql`
    with a as (
      select ${stateOf} as state, ${l.employeeId} as employee_id, ${sums}, ${monthly},
             bit_or(1 << (${r.periodMonth} - 1)) as months
      from ${l} join ${r} on ${r.companyId} = ${l.companyId} and ${r.id} = ${l.runId}
      where ${l.companyId} = ${companyId} and ${r.companyId} = ${companyId}
        and ${r.status} in ${PAID} and ${inYear(year)}
        ${state === undefined ? sql`` : sql`and ${stateOf} = ${state}`}
      group by 1, 2
    )
    select a.*, ${e.firstName}, ${e.lastName}, ${e.staffId}, ${e.taxId}, ${e.exitDate}::text as exit_date,
      s.employee as snapshot
    from a
    left join ${e} on ${e.id} = a.employee_id
    left join lateral (
      select f.employee from ${l} f join ${r} fr on fr.company_id = f.company_id and fr.id = f.run_id
      where ${e.id} is null and f.company_id = ${companyId} and f.employee_id = a.employee_id
        and fr.status in ${PAID} and fr.period_end between ${`${year}-01-01`}::date and ${`${year}-12-31`}::date
      order by fr.period_end, f.line_no limit 1
    ) s on true`;
}

/** The employee as on a payslip (the line's snapshot). */
export interface Snapshot {
  firstName?: string;
  lastName?: string;
  staffId?: string | null;
  taxId?: string | null;
}

/** The states the year's paid payslips went to (null: payslips without a state). */
export async function statesOfYear(db: Executor, companyId: string, year: number) {
  const rows = await db
    .selectDistinct({ state: stateOf })
    .from(l)
    .innerJoin(r, and(eq(r.companyId, l.companyId), eq(r.id, l.runId)))
    .where(and(eq(l.companyId, companyId), inArray(r.status, PAID), inYear(year)));
  return rows.map((x) => x.state);
}

/** The years with paid runs, newest first. */
export async function yearsWithPaidRuns(db: Executor, companyId: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ year: sql<number>`extract(year from ${r.periodEnd})::int` })
    .from(r)
    .where(and(eq(r.companyId, companyId), inArray(r.status, PAID)));
  return rows.map((x) => x.year).sort((a, b) => b - a);
}

/** The years in which the employee was paid, newest first. */
export async function yearsPaidTo(db: Executor, companyId: string, employeeId: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ year: sql<number>`extract(year from ${r.periodEnd})::int` })
    .from(l)
    .innerJoin(r, and(eq(r.companyId, l.companyId), eq(r.id, l.runId)))
    .where(and(eq(l.companyId, companyId), eq(l.employeeId, employeeId), inArray(r.status, PAID)));
  return rows.map((x) => x.year).sort((a, b) => b - a);
}

/** The employees as they are now: their Tax ID (fixed since the payslip, perhaps) and exit date. */
export async function employeesNow(db: Executor, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const e = employeesOf(companyId);
  return db
    .select({
      id: e.id,
      firstName: e.firstName,
      lastName: e.lastName,
      staffId: e.staffId,
      taxId: e.taxId,
      exitDate: e.exitDate,
    })
    .from(e)
    .where(inArray(e.id, [...ids]));
}

/** The PAYE remittances of the year's paid runs, by state and month. */
export async function payeRemittancesOfYear(db: Executor, companyId: string, year: number) {
  const m = payrollRemittances;
  return db
    .select({
      id: m.id,
      runId: m.runId,
      runName: r.name,
      month: sql<string>`to_char(${r.periodEnd}, 'YYYY-MM')`,
      state: m.state,
      amount: m.amount,
      status: m.status,
      paidAt: m.paidAt,
      transferId: m.transferId,
      transferReference: m.transferReference,
    })
    .from(m)
    .innerJoin(r, and(eq(r.companyId, m.companyId), eq(r.id, m.runId)))
    .where(and(eq(m.companyId, companyId), eq(m.kind, 'paye'), inArray(r.status, PAID), inYear(year)))
    .orderBy(asc(r.periodEnd), asc(m.createdAt));
}

export async function filingsOfYear(db: Executor, companyId: string, year: number) {
  const f = payrollAnnualReturnFilings;
  return db
    .select()
    .from(f)
    .where(and(eq(f.companyId, companyId), eq(f.year, year)))
    .orderBy(desc(f.filedAt));
}

/** Records a filing once; undefined when the state's return of the year was already marked filed. */
export async function insertFiling(tx: Executor, row: typeof payrollAnnualReturnFilings.$inferInsert) {
  const [inserted] = await tx
    .insert(payrollAnnualReturnFilings)
    .values(row)
    .onConflictDoNothing()
    .returning();
  return inserted;
}

/** Every filing of the business (for the compliance calendar: a filed return is met). */
export async function filingsOf(db: Executor, companyId: string) {
  const f = payrollAnnualReturnFilings;
  return db
    .select({ year: f.year, state: f.state, filedAt: f.filedAt })
    .from(f)
    .where(eq(f.companyId, companyId));
}

/** ITF Form 5A of a year: each month's employees, emoluments and ITF (1%) from the year's paid runs. */
export async function itfMonths(db: Executor, companyId: string, year: number) {
  return db
    .select({
      month: sql<string>`to_char(${r.periodEnd}, 'YYYY-MM')`,
      employees: sql<number>`count(distinct ${l.employeeId})::int`,
      grossPay: sql<number>`coalesce(sum(${l.grossPay}), 0)::bigint`.mapWith(Number),
      itf: sql<number>`coalesce(sum(${l.itf}), 0)::bigint`.mapWith(Number),
    })
    .from(l)
    .innerJoin(r, and(eq(r.companyId, l.companyId), eq(r.id, l.runId)))
    .where(and(eq(l.companyId, companyId), inArray(r.status, PAID), inYear(year)))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
}

/** The distinct employees the year's paid runs paid. */
export async function itfStaffCount(db: Executor, companyId: string, year: number) {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${l.employeeId})::int` })
    .from(l)
    .innerJoin(r, and(eq(r.companyId, l.companyId), eq(r.id, l.runId)))
    .where(and(eq(l.companyId, companyId), inArray(r.status, PAID), inYear(year)));
  return row?.n ?? 0;
}

/** The ITF remittances of the year's paid runs, by month, paid or not. */
export async function itfRemittances(db: Executor, companyId: string, year: number) {
  return db
    .select({
      month: sql<string>`to_char(${r.periodEnd}, 'YYYY-MM')`,
      amount: payrollRemittances.amount,
      status: payrollRemittances.status,
      paidAt: payrollRemittances.paidAt,
    })
    .from(payrollRemittances)
    .innerJoin(r, and(eq(r.companyId, payrollRemittances.companyId), eq(r.id, payrollRemittances.runId)))
    .where(
      and(
        eq(payrollRemittances.companyId, companyId),
        eq(payrollRemittances.kind, 'itf'),
        inArray(r.status, PAID),
        inYear(year),
      ),
    );
}
