// Bulk bills ('bill.payment' for the batch's total): a CSV or XLSX file previewed row by row (nothing stored), and many lines
// sent at once under the Idempotency-Key — the PIN, every line checked again, the approvals gate, then a batch
// whose lines a job pays one by one (bill-batch-processing.ts), with progress at the batch path.
import {
  type ApprovalPending,
  BILL_BULK_MAX_LINES,
  BILL_UPLOAD_COLUMNS,
  BILLS_MESSAGES,
  BILLS_PATHS,
  type BillBatch,
  type BillBulkPreview,
  type BillCategory,
  type Biller,
  type BillLine,
  type billBulkPreviewRequest,
  type billBulkRequest,
  billColumnKey,
} from '@paydesk/contracts';
import type { Tx } from '@paydesk/db';
import { parseNaira } from '@paydesk/money';
import type { z } from 'zod';
import type { Caller } from '../../../http/route-kit.ts';
import { BadRequest, DomainError, ValidationFailed } from '../../../lib/errors.ts';
import { once, requestFingerprint } from '../../../lib/idempotency.ts';
import type { AfterCommit } from '../../../lib/transaction.ts';
import { recordCallerAudit } from '../../../platform/audit/audit-actor.ts';
import { assertEveryLineCounted, readUploadedTable } from '../../../platform/uploads/read-table.ts';
import { gateOrRun, pendingRequest } from '../../approvals/index.ts';
import { getWallet, verifyTransactionPin } from '../../wallets/index.ts';
import { inParallel } from '../batches/in-parallel.ts';
import type { BillPaymentPayload } from './bill-approval.ts';
import { insertBillBatch, insertBillBatchLines } from './bill-batches.queries.ts';
import { type BillOrder, orderOf } from './bill-order.ts';
import { billBatchView } from './bill-views.ts';
import { BILLS_JOBS, type BillsDeps } from './bills-deps.ts';

type BulkPayload = Extract<BillPaymentPayload, { kind: 'bulk' }>;
type BatchAnswer = { message: string; data: BillBatch | ApprovalPending };

/**
 * The rows of a bulk bills file, CSV text or XLSX bytes (its first sheet), by column, with the file's data lines
 * counted apart: headers are matched with their first letter lower-cased (spec §3). Read in a table reader
 * (platform/uploads), off the event loop and within the row and unpacked-size limits.
 */
export async function billFileRows(
  companyId: string,
  category: BillCategory,
  file: { csv?: string; xlsx?: string },
) {
  const table = await readUploadedTable(
    companyId,
    file.xlsx !== undefined
      ? { bytes: Buffer.from(file.xlsx, 'base64'), fileName: 'bills.xlsx' }
      : { bytes: Buffer.from(file.csv ?? ''), fileName: 'bills.csv' },
    { maxRows: BILL_BULK_MAX_LINES, rowNoun: 'bills', what: 'bills' },
  );
  const columns = BILL_UPLOAD_COLUMNS[category];
  const keys = (table.header ?? []).map(billColumnKey);
  const missing = columns.filter((c) => !keys.includes(c));
  if (missing.length) throw new BadRequest(`The file is missing the columns: ${missing.join(', ')}.`);
  const rows = table.rows.map(({ line, cells }) => {
    const values: Record<string, string> = {};
    for (const column of columns) values[column] = (cells[keys.indexOf(column)] ?? '').trim();
    return { row: line, values };
  });
  if (rows.length === 0) throw new BadRequest('The file has no bills. Fill in the template and retry.');
  return { rows, dataLines: table.dataLines };
}

/**
 * A line checked; its errors by field when refused. A biller outage is not the line's fault: sending throws it (try
 * again), a preview reports it on the row.
 */
async function checkLine(
  deps: BillsDeps,
  category: BillCategory,
  line: BillLine,
  billers: Biller[],
  outageOnRow = false,
) {
  try {
    return { order: await orderOf(deps.bills, category, line, billers), errors: {} };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (error.statusCode >= 500 && !outageOnRow) throw error;
    return { order: null, errors: error.errors ?? { customerNumber: [error.message] } };
  }
}

export async function previewBulk(
  deps: BillsDeps,
  caller: Caller,
  body: z.output<typeof billBulkPreviewRequest>,
): Promise<BillBulkPreview> {
  const { rows, dataLines } = await billFileRows(caller.auth.companyId, body.category, body);
  const billers = await deps.bills.billers(body.category);
  const checked = await inParallel(rows, 8, async ({ row, values }) => {
    const amount = values.amount ? parseNaira(values.amount) : undefined;
    if (amount === null || (amount !== undefined && amount <= 0))
      return {
        row,
        values,
        line: null,
        order: null,
        errors: { amount: ['Enter the amount in naira, e.g. 5000'] },
      };
    const line: BillLine = {
      billerCode: values.billerCode ?? '',
      productCode: values.productCode || undefined,
      customerNumber: values.customerNumber ?? '',
      ...(amount ? { amount } : {}),
    };
    return { row, values, line, ...(await checkLine(deps, body.category, line, billers, true)) };
  });
  const valid = checked.filter((c) => c.order);
  assertEveryLineCounted({ dataLines }, { ready: valid.length, refused: checked.length - valid.length });
  return {
    category: body.category,
    total: checked.length,
    validCount: valid.length,
    invalidCount: checked.length - valid.length,
    totalAmount: valid.reduce((s, c) => s + c.order!.amount, 0),
    totalFees: valid.reduce((s, c) => s + c.order!.fee, 0),
    rows: checked.map((c) => ({
      row: c.row,
      values: c.values,
      line: c.order ? c.line : null,
      billerName: c.order?.billerName ?? null,
      productName: c.order?.productName ?? null,
      customerName: c.order?.customerName ?? null,
      amount: c.order?.amount ?? null,
      fee: c.order?.fee ?? null,
      errors: c.errors,
    })),
  };
}

/** Makes the batch of a bulk payload and asks for its job: the ungated path and the approval executor. */
export async function startBillBatch(
  tx: Tx,
  deps: Pick<BillsDeps, 'jobs'>,
  companyId: string,
  payload: BulkPayload,
  approvalRequestId: string | null,
  afterCommit?: AfterCommit,
) {
  const batch = await insertBillBatch(tx, {
    companyId,
    category: payload.orders[0]!.category,
    sourceWalletId: payload.sourceWalletId,
    fileName: payload.fileName,
    total: payload.orders.length,
    totalAmount: payload.totalAmount,
    totalFees: payload.totalFees,
    idempotencyKey: payload.idempotencyKey,
    approvalRequestId,
    initiatedBy: payload.memberId,
  });
  await insertBillBatchLines(
    tx,
    payload.orders.map((o: BillOrder, i) => ({
      companyId,
      batchId: batch.id,
      lineNo: i + 1,
      billerCode: o.billerCode,
      billerName: o.billerName,
      productCode: o.productCode,
      productName: o.productName,
      addons: o.addons,
      customerNumber: o.customerNumber,
      customerName: o.customerName,
      customerAddress: o.customerAddress,
      amount: o.amount,
      fee: o.fee,
    })),
  );
  // Without an after-commit hook (an approval's transaction) the minute sweep queues the batch.
  afterCommit?.(() => deps.jobs.send(BILLS_JOBS.batch, { companyId, batchId: batch.id }));
  return batch;
}

export async function sendBulkBills(
  deps: BillsDeps,
  caller: Caller,
  body: z.output<typeof billBulkRequest>,
  idempotencyKey: string,
) {
  const { companyId, memberId, userId } = caller.auth;
  const { pin, ...request } = body;
  const fingerprint = requestFingerprint('POST', BILLS_PATHS.bulk, request);
  await verifyTransactionPin(deps, caller, pin);
  const billers = await deps.bills.billers(request.category);
  const checked = await inParallel(request.lines, 8, (line) =>
    checkLine(deps, request.category, line, billers),
  );
  const errors: Record<string, string[]> = {};
  checked.forEach((c, i) => {
    for (const [field, messages] of Object.entries(c.errors)) errors[`lines.${i}.${field}`] = messages;
  });
  if (Object.keys(errors).length) throw new ValidationFailed(errors);
  const orders = checked.map((c) => c.order!);
  const payload: BulkPayload = {
    kind: 'bulk',
    memberId,
    userId,
    sourceWalletId: request.sourceWalletId,
    fileName: request.fileName ?? null,
    orders,
    totalAmount: orders.reduce((s, o) => s + o.amount, 0),
    totalFees: orders.reduce((s, o) => s + o.fee, 0),
    idempotencyKey,
  };
  return once<BatchAnswer>(
    deps.db,
    { companyId, key: idempotencyKey, fingerprint },
    async (tx, afterCommit) => {
      await getWallet(tx, companyId, request.sourceWalletId);
      const outcome = await gateOrRun(
        tx,
        {
          gate: deps.gate,
          caller,
          action: 'bill.payment',
          idempotencyKey,
          amountKobo: payload.totalAmount, // the lines as typed: workflow ranges never count fees
          sourceWalletId: request.sourceWalletId,
          payload,
          afterCommit,
          requested: {
            action: 'payments.bill.bulk-requested',
            metadata: { category: request.category, lines: orders.length, totalAmount: payload.totalAmount },
          },
        },
        async () => {
          const batch = await startBillBatch(tx, deps, companyId, payload, null, afterCommit);
          await recordCallerAudit(tx, caller, {
            action: 'payments.bill.bulk',
            target: { type: 'bill-batch', id: batch.id },
            outcome: 'success',
            metadata: { category: request.category, lines: orders.length, totalAmount: payload.totalAmount },
          });
          return billBatchView(tx, batch);
        },
      );
      return outcome.gated
        ? {
            status: 202,
            body: { message: BILLS_MESSAGES.approvalPending, data: pendingRequest(outcome.requestId) },
          }
        : { status: 201, body: { message: BILLS_MESSAGES.batchQueued, data: outcome.result } };
    },
    deps.onEffectError,
  );
}
