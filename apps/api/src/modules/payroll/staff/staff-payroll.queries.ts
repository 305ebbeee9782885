// The employee's own payroll rows (staff app): lines of runs being paid or completed, one line, a remittance.
import { type Executor, payrollRemittances, payrollRunLines, payrollRuns } from '@paydesk/db';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';

const l = payrollRunLines;
const visible = inArray(payrollRuns.status, ['processing', 'completed']);
const join = and(eq(payrollRuns.companyId, l.companyId), eq(payrollRuns.id, l.runId));

export async function myLines(
  db: Executor,
  companyId: string,
  employeeId: string,
  page: { page: number; limit: number },
) {
  const where = and(eq(l.companyId, companyId), eq(l.employeeId, employeeId), visible);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(l)
    .innerJoin(payrollRuns, join)
    .where(where);
  const rows = await db
    .select({
      line: l,
      periodStart: payrollRuns.periodStart,
      periodEnd: payrollRuns.periodEnd,
      payDate: payrollRuns.payDate,
    })
    .from(l)
    .innerJoin(payrollRuns, join)
    .where(where)
    .orderBy(desc(payrollRuns.periodEnd))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  return { rows, totalDocs: count?.n ?? 0 };
}

export async function myLine(db: Executor, companyId: string, employeeId: string, lineId: string) {
  const [row] = await db
    .select({
      line: l,
      run: payrollRuns,
      periodStart: payrollRuns.periodStart,
      periodEnd: payrollRuns.periodEnd,
      payDate: payrollRuns.payDate,
    })
    .from(l)
    .innerJoin(payrollRuns, join)
    .where(and(eq(l.companyId, companyId), eq(l.employeeId, employeeId), eq(l.id, lineId), visible));
  return row;
}

export async function remittanceById(db: Executor, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(payrollRemittances)
    .where(and(eq(payrollRemittances.companyId, companyId), eq(payrollRemittances.id, id)));
  return row;
}

export async function runOf(db: Executor, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(payrollRuns)
    .where(and(eq(payrollRuns.companyId, companyId), eq(payrollRuns.id, id)));
  return row;
}
