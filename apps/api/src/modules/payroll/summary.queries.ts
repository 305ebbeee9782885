// The tax and deduction summary of a run, summed in the database: each deduction and employer cost, PAYE by the
// employees' state of residence, pension by PFA; and the same groupings per employee for remittances.
import { type Executor, payrollRunLines } from '@paydesk/db';
import { and, asc, eq, sql } from 'drizzle-orm';

const l = payrollRunLines;

const DEDUCTIONS = [
  { code: 'paye', label: 'PAYE', side: 'deduction', column: 'paye' },
  { code: 'pension_employee', label: 'Pension (employee)', side: 'deduction', column: 'pension_employee' },
  { code: 'nhf', label: 'NHF', side: 'deduction', column: 'nhf' },
  { code: 'nhis_employee', label: 'NHIS (employee)', side: 'deduction', column: 'nhis_employee' },
  { code: 'other', label: 'Other deductions', side: 'deduction', column: 'other_deductions' },
  {
    code: 'on_demand_recovery',
    label: 'On-demand recovery',
    side: 'deduction',
    column: 'on_demand_recovery',
  },
  { code: 'pension_employer', label: 'Pension (employer)', side: 'employer', column: 'pension_employer' },
  { code: 'nhis_employer', label: 'NHIS (employer)', side: 'employer', column: 'nhis_employer' },
  { code: 'nsitf', label: 'NSITF', side: 'employer', column: 'nsitf' },
  { code: 'itf', label: 'ITF', side: 'employer', column: 'itf' },
] as const;

export async function summaryRows(db: Executor, companyId: string, runId: string) {
  const where = and(eq(l.companyId, companyId), eq(l.runId, runId));
  const selection = Object.fromEntries(
    DEDUCTIONS.flatMap((d) => [
      [`${d.code}_sum`, sql<number>`coalesce(sum(${sql.raw(d.column)}), 0)::bigint`.mapWith(Number)],
      [`${d.code}_n`, sql<number>`count(*) filter (where ${sql.raw(d.column)} > 0)::int`],
    ]),
  );
  const [sums] = (await db.select(selection).from(l).where(where)) as Record<string, number>[];
  const state = sql<string | null>`${l.employee}->>'stateOfResidence'`;
  const payeByState = await db
    .select({
      state,
      employeeCount: sql<number>`count(*) filter (where ${l.paye} > 0)::int`,
      amountKobo: sql<number>`coalesce(sum(${l.paye}), 0)::bigint`.mapWith(Number),
    })
    .from(l)
    .where(where)
    .groupBy(state)
    .orderBy(asc(state));
  const pfaId = sql<number | null>`(${l.employee}->>'pfaId')::int`;
  const pfaName = sql<string | null>`max(${l.employee}->>'pfaName')`;
  const pensionByPfa = await db
    .select({
      pfaId,
      pfaName,
      employeeCount: sql<number>`count(*) filter (where ${l.pensionEmployee} + ${l.pensionEmployer} > 0)::int`,
      employeeKobo: sql<number>`coalesce(sum(${l.pensionEmployee}), 0)::bigint`.mapWith(Number),
      employerKobo: sql<number>`coalesce(sum(${l.pensionEmployer}), 0)::bigint`.mapWith(Number),
    })
    .from(l)
    .where(where)
    .groupBy(pfaId)
    .orderBy(asc(pfaId));
  return {
    deductions: DEDUCTIONS.map((d) => ({
      code: d.code,
      label: d.label,
      side: d.side,
      employeeCount: sums?.[`${d.code}_n`] ?? 0,
      amountKobo: sums?.[`${d.code}_sum`] ?? 0,
    })),
    payeByState: payeByState.filter((r) => r.amountKobo > 0),
    pensionByPfa: pensionByPfa
      .map((r) => ({ ...r, amountKobo: r.employeeKobo + r.employerKobo }))
      .filter((r) => r.amountKobo > 0),
  };
}
