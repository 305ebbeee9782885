// What the annual PAYE return reads: the lines of the year's paid runs (salaries sent: processing or completed;
// the tax year is the calendar year of the run's period end), the employees' Tax IDs now, the PAYE remittances of
// those runs, and the filings recorded.
import {
  type Executor,
  employees,
  payrollAnnualReturnFilings,
  payrollRemittances,
  payrollRunLines,
  payrollRuns,
} from '@paydesk/db';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';

const PAID = ['processing', 'completed'];
const l = payrollRunLines;
const r = payrollRuns;

const inYear = (year: number) =>
  sql`${r.periodEnd} between ${`${year}-01-01`}::date and ${`${year}-12-31`}::date`;

/** An annual figure of the payslip's tax working (0 when it has none), read in the database: no line's whole
 * breakdown crosses the wire. */
const working = (code: string) =>
  sql<number>`coalesce((select (w->>'amountKobo')::bigint from json_array_elements(${l.result}->'taxWorking') w
    where w->>'code' = ${code} limit 1), 0)`.mapWith(Number);

/** One payslip of the year (of every employee, or one: the tax statement), with the figures the return adds up. */
export async function linesOfYear(db: Executor, companyId: string, year: number, employeeId?: string) {
  return db
    .select({
      lineId: l.id,
      runName: r.name,
      employeeId: l.employeeId,
      employee: l.employee,
      month: sql<string>`to_char(${r.periodEnd}, 'YYYY-MM')`,
      state: sql<string | null>`nullif(${l.employee}->>'stateOfResidence', '')`,
      grossPay: l.grossPay,
      benefitsInKind: l.benefitsInKind,
      taxableIncome: l.taxableIncome,
      paye: l.paye,
      pension: l.pensionEmployee,
      nhf: l.nhf,
      nhis: l.nhisEmployee,
      annualRentRelief: working('rent_relief'),
      annualCra: working('cra'),
      annualReliefs: working('reliefs'),
    })
    .from(l)
    .innerJoin(r, and(eq(r.companyId, l.companyId), eq(r.id, l.runId)))
    .where(
      and(
        eq(l.companyId, companyId),
        inArray(r.status, PAID),
        inYear(year),
        employeeId ? eq(l.employeeId, employeeId) : undefined,
      ),
    )
    .orderBy(asc(r.periodEnd), asc(l.lineNo));
}
export type ReturnLine = Awaited<ReturnType<typeof linesOfYear>>[number];

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
  return db
    .select({
      id: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      staffId: employees.staffId,
      taxId: employees.taxId,
      exitDate: employees.exitDate,
    })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), inArray(employees.id, [...ids])));
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
