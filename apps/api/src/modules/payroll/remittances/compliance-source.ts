// What the compliance calendar reads of payroll: every run whose salaries went out (processing or completed), the
// day they went out, and its remittances — read through listRemittances, which stores them the first time as the
// remittances page does. And which businesses have such runs (for the daily reminders).

import type { Remittance } from '@paydesk/contracts';
import { type Database, payrollRuns } from '@paydesk/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { salaryPaidOn } from './remittance-status.ts';
import { listRemittances } from './remittances.service.ts';

const PAID = ['processing', 'completed'];

export interface PaidRun {
  runId: string;
  runName: string;
  periodEnd: string;
  /** The Lagos day the salaries were sent (the pay date when that is not recorded). */
  salaryPaidOn: string;
  remittances: Remittance[];
}

export async function paidRunsWithRemittances(db: Database, companyId: string): Promise<PaidRun[]> {
  const runs = await db
    .select({
      id: payrollRuns.id,
      name: payrollRuns.name,
      periodEnd: payrollRuns.periodEnd,
      payDate: payrollRuns.payDate,
      payStartedAt: payrollRuns.payStartedAt,
      completedAt: payrollRuns.completedAt,
    })
    .from(payrollRuns)
    .where(and(eq(payrollRuns.companyId, companyId), inArray(payrollRuns.status, PAID)))
    .orderBy(asc(payrollRuns.periodEnd), asc(payrollRuns.createdAt));
  const out: PaidRun[] = [];
  for (const run of runs) {
    out.push({
      runId: run.id,
      runName: run.name,
      periodEnd: run.periodEnd,
      salaryPaidOn: salaryPaidOn(run),
      remittances: await listRemittances({ db }, companyId, run.id),
    });
  }
  return out;
}

/** The businesses with at least one run whose salaries went out. */
export async function businessesWithPaidRuns(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ companyId: payrollRuns.companyId })
    .from(payrollRuns)
    .where(inArray(payrollRuns.status, PAID));
  return rows.map((r) => r.companyId);
}
