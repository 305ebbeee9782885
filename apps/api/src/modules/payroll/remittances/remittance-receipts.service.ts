// Proof per employee (issue 28). The employer records the authority's receipt of a paid remittance (the number the
// revenue service or PFA issued and/or its file: PDF, JPEG or PNG, checked by content, 5 MB at most, kept in the
// files store like a rent document), replacing any before it, audited. Each employee's deductions (PAYE, pension,
// NHF: what is deducted from pay) then trace, month by month, to the remittance that carried them, its payment
// (transfer reference, NIP session id, the ledger entry that debited the wallet) and that receipt; a deduction of a
// completed payroll whose remittance is not paid is a gap.
import {
  type DeductionTrace,
  formatPeriod,
  PAYROLL_RUN_MESSAGES,
  REMITTANCE_KIND_LABELS,
  type RemittanceHistory,
  type RemittanceKind,
} from '@paydesk/contracts';
import { itemsOfRemittance, STATUTORY_REMITTANCES, statutoryRemittance } from '@paydesk/payroll';
import type { Caller, DownloadFile } from '../../../http/route-kit.ts';
import { BadRequest, Conflict, NotFound } from '../../../lib/errors.ts';
import { transact } from '../../../lib/transaction.ts';
import { recordCallerAudit } from '../../../platform/audit/audit-actor.ts';
import { checkUpload, type FilesStore, type IncomingFile } from '../../../platform/files/files-store.ts';
import { transferTraces } from '../../payments/index.ts';
import { getEmployee } from '../../people/index.ts';
import { describeCaller } from '../../team/index.ts';
import type { PayrollDeps } from '../payroll-deps.ts';
import { mustFindRun } from '../runs/runs.service.ts';
import * as rq from './remittance-receipts.queries.ts';
import type * as mq from './remittances.queries.ts';
import {
  ensureRemittances,
  listRemittances,
  mustFindRemittance,
  receiptView,
} from './remittances.service.ts';

const safeName = (name: string) => name.replace(/[^\w. -]/g, '_').slice(0, 120) || 'receipt';

function filesOf(deps: Pick<PayrollDeps, 'files'>): FilesStore {
  if (!deps.files) throw new Error('payroll: no files store');
  return deps.files;
}

/** The receipts of these remittances by remittance id. */
export async function receiptsById(
  db: Parameters<typeof rq.receiptsOf>[0],
  companyId: string,
  ids: string[],
) {
  const rows = await rq.receiptsOf(db, companyId, ids);
  return new Map(rows.map((r) => [r.remittanceId, r]));
}

export interface ReceiptForm {
  receiptNumber?: string;
  file?: IncomingFile;
}

/**
 * Records the authority's receipt of a paid remittance: a 409 before it is paid, a 400 with neither a number nor a
 * file. A file not sent keeps the one recorded before (so a number can be corrected alone). Answers the remittance
 * as the run's list shows it.
 */
export async function recordRemittanceReceipt(
  deps: Pick<PayrollDeps, 'db' | 'files'>,
  caller: Caller,
  runId: string,
  remittanceId: string,
  form: ReceiptForm,
) {
  await saveRemittanceReceipt(deps, caller, runId, remittanceId, form);
  const list = await listRemittances(deps, caller.auth.companyId, runId);
  return list.find((r) => r._id === remittanceId)!;
}

/** What recording a receipt writes (the demo's seed records its receipts with it, needing no answer). */
export async function saveRemittanceReceipt(
  deps: Pick<PayrollDeps, 'db' | 'files'>,
  caller: Caller,
  runId: string,
  remittanceId: string,
  form: ReceiptForm,
): Promise<void> {
  const { companyId, userId } = caller.auth;
  const checked = form.file ? checkUpload(form.file) : null;
  // Before anything is written: the remittance exists here (404) and is paid (409).
  await deps.db.transaction(async (tx) => {
    const { row } = await mustFindRemittance(tx, companyId, runId, remittanceId);
    if (row.status !== 'paid') throw new Conflict(PAYROLL_RUN_MESSAGES.receiptNotPaid);
  });
  const files = checked ? filesOf(deps) : null;
  const storageKey = checked && files ? await files.put(companyId, checked.bytes) : null;
  try {
    await transact(deps.db, async (tx) => {
      const { row } = await mustFindRemittance(tx, companyId, runId, remittanceId, true);
      if (row.status !== 'paid') throw new Conflict(PAYROLL_RUN_MESSAGES.receiptNotPaid);
      const [previous] = await rq.receiptsOf(tx, companyId, [row.id]);
      const stored =
        checked && storageKey
          ? await rq.insertStoredFile(tx, {
              companyId,
              storageKey,
              originalName: safeName(checked.fileName),
              mimeType: checked.mimeType,
              size: checked.bytes.length,
              sha256: checked.sha256,
              purpose: 'payroll:remittance-receipt',
              uploadedBy: userId,
            })
          : null;
      const fileId = stored?.id ?? (await rq.receiptFileId(tx, companyId, row.id));
      if (!form.receiptNumber && !fileId) throw new BadRequest(PAYROLL_RUN_MESSAGES.receiptEmpty);
      await rq.upsertReceipt(tx, {
        companyId,
        remittanceId: row.id,
        receiptNumber: form.receiptNumber ?? null,
        fileId,
        recordedBy: caller.auth.memberId ?? null,
        recordedByName: (await describeCaller(tx, caller)).name,
      });
      await recordCallerAudit(tx, caller, {
        action: 'payroll.remittance.receipt',
        target: { type: 'payroll-remittance', id: row.id },
        outcome: 'success',
        metadata: {
          runId,
          kind: row.kind,
          receiptNumber: form.receiptNumber ?? null,
          ...(stored
            ? {
                fileId: stored.id,
                mimeType: stored.mimeType,
                size: stored.size,
                sha256: stored.sha256,
              }
            : {}),
          replaced: previous
            ? { receiptNumber: previous.receiptNumber, fileName: previous.fileName ?? null }
            : null,
        },
      });
    });
  } catch (error) {
    if (storageKey && files) await files.remove(storageKey);
    throw error;
  }
}

async function openReceipt(
  deps: Pick<PayrollDeps, 'db' | 'files'>,
  companyId: string,
  remittanceId: string,
): Promise<DownloadFile> {
  const [row] = await rq.receiptsOf(deps.db, companyId, [remittanceId]);
  if (!row?.storageKey || !row.fileName || !row.mimeType) throw new NotFound('Receipt');
  return {
    stream: filesOf(deps).read(row.storageKey),
    fileName: row.fileName,
    mimeType: row.mimeType,
    size: row.size ?? 0,
  };
}

export async function openRemittanceReceipt(
  deps: Pick<PayrollDeps, 'db' | 'files'>,
  companyId: string,
  runId: string,
  remittanceId: string,
) {
  await deps.db.transaction((tx) => mustFindRemittance(tx, companyId, runId, remittanceId));
  return openReceipt(deps, companyId, remittanceId);
}

/** "Pension for Mar 2026 deducted, not remitted" (the one period format). */
export const gapMessage = (kind: RemittanceKind, periodEnd: string) =>
  `${REMITTANCE_KIND_LABELS[kind]} for ${formatPeriod(periodEnd)} deducted, not remitted`;

/**
 * The remittances that carry a deduction from the employee's pay (PAYE, pension with the employer's share beside it,
 * NHF); NSITF and ITF are the employer's own, owed on the payroll, not deducted from anyone (the compliance calendar
 * tracks them).
 */
const DEDUCTED = STATUTORY_REMITTANCES.filter((r) =>
  itemsOfRemittance(r.kind).some((i) => i.side === 'employee'),
);

type Snapshot = { stateOfResidence?: string | null; pfaId?: number | null };

/** The remittance of the run that carried the line's share of a kind: of its state or PFA when grouped by one. */
function carrierOf(kind: string, snap: Snapshot, ofRun: mq.RemittanceRow[]) {
  const groupBy = statutoryRemittance(kind)?.groupBy ?? null;
  return ofRun.find(
    (r) =>
      r.kind === kind &&
      (groupBy !== 'state' || (r.state ?? null) === (snap.stateOfResidence || null)) &&
      (groupBy !== 'pfa' || (r.pfaId ?? null) === (snap.pfaId ?? null)),
  );
}

export async function historyOf(deps: Pick<PayrollDeps, 'db'>, companyId: string, employeeId: string) {
  const lines = await rq.employeeLines(deps.db, companyId, employeeId);
  const runIds = [...new Set(lines.map((l) => l.runId))];
  // Remittances are stored the first time they are asked for (as the remittances page does).
  await deps.db.transaction(async (tx) => {
    for (const runId of runIds) await ensureRemittances(tx, await mustFindRun(tx, companyId, runId));
  });
  const remittances = await rq.remittancesOfRuns(deps.db, companyId, runIds);
  const receipts = await receiptsById(
    deps.db,
    companyId,
    remittances.map((r) => r.id),
  );
  const traces = await transferTraces(
    deps.db,
    companyId,
    remittances.flatMap((r) => (r.transferId ? [r.transferId] : [])),
  );
  const gaps: string[] = [];
  const months = lines.map((line) => {
    const snap = line.employee as Snapshot;
    const ofRun = remittances.filter((r) => r.runId === line.runId);
    const deductions: DeductionTrace[] = [];
    for (const { kind } of DEDUCTED) {
      const employeeKobo = line.shares[`${kind}.employee`] ?? 0;
      const employerKobo = line.shares[`${kind}.employer`] ?? 0;
      if (employeeKobo + employerKobo <= 0) continue;
      const r = carrierOf(kind, snap, ofRun);
      const trace = r?.transferId ? traces.get(r.transferId) : undefined;
      const receipt = r ? receipts.get(r.id) : undefined;
      const gap =
        line.runStatus === 'completed' && r?.status !== 'paid' ? gapMessage(kind, line.periodEnd) : null;
      if (gap) gaps.push(gap);
      deductions.push({
        kind,
        employeeKobo,
        employerKobo,
        amountKobo: employeeKobo + employerKobo,
        remittance: r
          ? {
              _id: r.id,
              name: r.name,
              status: r.status as NonNullable<DeductionTrace['remittance']>['status'],
              paidAt: r.paidAt?.toISOString() ?? null,
              reference: r.transferReference ?? trace?.reference ?? null,
              sessionId: trace?.sessionId ?? null,
              ledgerEntryId: trace?.entryId ?? null,
            }
          : null,
        receipt: receipt && r?.status === 'paid' ? receiptView(receipt) : null,
        gap,
      });
    }
    return {
      runId: line.runId,
      runName: line.runName,
      lineId: line.lineId,
      periodStart: line.periodStart,
      periodEnd: line.periodEnd,
      deductions,
    };
  });
  return { months, gaps } satisfies RemittanceHistory;
}

/** The employer's view of one employee's remittances (404 for another business's employee). */
export async function employeeRemittanceHistory(
  deps: Pick<PayrollDeps, 'db'>,
  companyId: string,
  employeeId: string,
) {
  await getEmployee(deps.db, companyId, employeeId);
  return historyOf(deps, companyId, employeeId);
}

/** The signed-in employee's own remittances (the staff app). */
export async function myRemittanceHistory(
  deps: Pick<PayrollDeps, 'db'>,
  me: { companyId: string; employeeId: string },
) {
  return historyOf(deps, me.companyId, me.employeeId);
}

/** The receipt file of a remittance that carried one of the employee's deductions; 404 for any other. */
export async function openMyAuthorityReceipt(
  deps: Pick<PayrollDeps, 'db' | 'files'>,
  me: { companyId: string; employeeId: string },
  remittanceId: string,
) {
  const { months } = await historyOf(deps, me.companyId, me.employeeId);
  const mine = months.some((m) =>
    m.deductions.some((d) => d.remittance?._id === remittanceId && d.receipt?.file),
  );
  if (!mine) throw new NotFound('Receipt');
  return openReceipt(deps, me.companyId, remittanceId);
}
