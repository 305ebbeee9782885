// The tax and deduction summary of a run, summed in the database: each deduction and employer cost, PAYE by the
// employees' state of residence, pension by PFA; and the same groupings per employee for remittances.
import { type Executor, payrollRunLines } from '@paydesk/db';
import { STATUTORY_ITEMS, type StatutorySide } from '@paydesk/payroll';
import { type AnyColumn, and, asc, eq, sql } from 'drizzle-orm';
import { statutoryColumn } from '../compute/lines.queries.ts';

const l = payrollRunLines;

interface SummaryDeduction {
  code: string;
  label: string;
  /** 'deduction': from employees' pay; 'employer': paid by the business on top. */
  side: 'deduction' | 'employer';
  column: AnyColumn;
}

const statutory = (side: StatutorySide): SummaryDeduction[] =>
  STATUTORY_ITEMS.filter((i) => i.side === side).map((i) => ({
    code: i.code,
    label: i.label,
    side: side === 'employee' ? 'deduction' : 'employer',
    column: statutoryColumn(i.code),
  }));

/** The statutory deductions, the others, then the employer's statutory costs (each in the catalogue's order). */
const DEDUCTIONS: SummaryDeduction[] = [
  ...statutory('employee'),
  { code: 'other', label: 'Other deductions', side: 'deduction', column: l.otherDeductions },
  { code: 'on_demand_recovery', label: 'On-demand recovery', side: 'deduction', column: l.onDemandRecovery },
  ...statutory('employer'),
];

export async function summaryRows(db: Executor, companyId: string, runId: string) {
  const where = and(eq(l.companyId, companyId), eq(l.runId, runId));
  const selection = Object.fromEntries(
    DEDUCTIONS.flatMap((d) => [
      [`${d.code}_sum`, sql<number>`coalesce(sum(${d.column}), 0)::bigint`.mapWith(Number)],
      [`${d.code}_n`, sql<number>`count(*) filter (where ${d.column} > 0)::int`],
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
