// The authorities' receipts of remittances (issue 28): one row per paid remittance, its number and/or stored file;
// and the rows an employee's remittance history reads (their payslips with each remittance's share, the runs'
// remittances).
import {
  type Executor,
  payrollRemittanceReceipts,
  payrollRemittances,
  payrollRunLines,
  payrollRuns,
} from '@paydesk/db';
import { STATUTORY_REMITTANCES } from '@paydesk/payroll';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { storedFilesById } from '../../../platform/files/stored-files.queries.ts';
import { shareOf } from './remittances.queries.ts';

const rr = payrollRemittanceReceipts;
const l = payrollRunLines;

export { insertStoredFile } from '../../../platform/files/stored-files.queries.ts';

/** Records the receipt, replacing the one before. */
export async function upsertReceipt(tx: Executor, values: typeof rr.$inferInsert) {
  await tx
    .insert(rr)
    .values(values)
    .onConflictDoUpdate({
      target: [rr.companyId, rr.remittanceId],
      set: {
        receiptNumber: values.receiptNumber ?? null,
        fileId: values.fileId ?? null,
        recordedBy: values.recordedBy ?? null,
        recordedByName: values.recordedByName,
        recordedAt: new Date(),
      },
    });
}

export type ReceiptRow = Awaited<ReturnType<typeof receiptsOf>>[number];

/** The receipts of these remittances, with their file's name, type and size. */
export async function receiptsOf(db: Executor, companyId: string, remittanceIds: readonly string[]) {
  if (remittanceIds.length === 0) return [];
  const receipts = await db
    .select({
      remittanceId: rr.remittanceId,
      receiptNumber: rr.receiptNumber,
      recordedByName: rr.recordedByName,
      recordedAt: rr.recordedAt,
      fileId: rr.fileId,
    })
    .from(rr)
    .where(and(eq(rr.companyId, companyId), inArray(rr.remittanceId, [...remittanceIds])));
  const files = await storedFilesById(
    db,
    companyId,
    receipts.flatMap((r) => (r.fileId ? [r.fileId] : [])),
  );
  return receipts.map(({ fileId, ...receipt }) => {
    const file = fileId ? files.get(fileId) : undefined;
    return {
      ...receipt,
      fileName: file?.originalName ?? null,
      mimeType: file?.mimeType ?? null,
      size: file?.size ?? null,
      storageKey: file?.storageKey ?? null,
    };
  });
}

const shares = () => {
  const out: Record<string, SQL<number>> = {};
  for (const r of STATUTORY_REMITTANCES) {
    out[`${r.kind}.employee`] = shareOf(r.kind, 'employee').mapWith(Number);
    out[`${r.kind}.employer`] = shareOf(r.kind, 'employer').mapWith(Number);
  }
  return out;
};

/** The employee's payslips of runs whose salaries went out, newest first, with each remittance's shares. */
export async function employeeLines(db: Executor, companyId: string, employeeId: string) {
  return db
    .select({
      lineId: l.id,
      runId: l.runId,
      employee: l.employee,
      runName: payrollRuns.name,
      runStatus: payrollRuns.status,
      periodStart: payrollRuns.periodStart,
      periodEnd: payrollRuns.periodEnd,
      shares: shares(),
    })
    .from(l)
    .innerJoin(payrollRuns, and(eq(payrollRuns.companyId, l.companyId), eq(payrollRuns.id, l.runId)))
    .where(
      and(
        eq(l.companyId, companyId),
        eq(l.employeeId, employeeId),
        inArray(payrollRuns.status, ['processing', 'completed']),
      ),
    )
    .orderBy(desc(payrollRuns.periodEnd), desc(payrollRuns.createdAt));
}

export async function remittancesOfRuns(db: Executor, companyId: string, runIds: readonly string[]) {
  if (runIds.length === 0) return [];
  return db
    .select()
    .from(payrollRemittances)
    .where(and(eq(payrollRemittances.companyId, companyId), inArray(payrollRemittances.runId, [...runIds])))
    .orderBy(asc(payrollRemittances.createdAt), asc(payrollRemittances.partyKey));
}

export async function receiptFileId(tx: Executor, companyId: string, remittanceId: string) {
  const [row] = await tx
    .select({ fileId: rr.fileId })
    .from(rr)
    .where(and(eq(rr.companyId, companyId), eq(rr.remittanceId, remittanceId)));
  return row?.fileId ?? null;
}
