// Which payslips of a run are still to email, and marking them emailed.
import { type Executor, payrollRunLines } from '@paydesk/db';
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';

const l = payrollRunLines;
export type PayslipLineRow = Awaited<ReturnType<typeof unsentPayslips>>[number];

/** Lines not yet emailed (or, for a resend, not emailed since `since`). */
export async function unsentPayslips(
  db: Executor,
  companyId: string,
  runId: string,
  since: Date | null,
  limit: number,
) {
  // Whole lines: each email carries the payslip's PDF, drawn from the line's breakdown.
  return db
    .select()
    .from(l)
    .where(
      and(
        eq(l.companyId, companyId),
        eq(l.runId, runId),
        since ? or(isNull(l.payslipEmailedAt), lt(l.payslipEmailedAt, since)) : isNull(l.payslipEmailedAt),
      ),
    )
    .orderBy(asc(l.lineNo))
    .limit(limit);
}

export async function markEmailed(tx: Executor, companyId: string, runId: string, ids: string[]) {
  if (ids.length === 0) return;
  await tx
    .update(l)
    .set({ payslipEmailedAt: new Date(), payslipEmailCount: sql`${l.payslipEmailCount} + 1` })
    .where(and(eq(l.companyId, companyId), eq(l.runId, runId), inArray(l.id, ids)));
}
