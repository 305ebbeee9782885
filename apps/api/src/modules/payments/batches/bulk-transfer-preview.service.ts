// The first step of an uploaded transfer file ('transfer.bulk'): every row checked (name enquiry per distinct
// account, fee per line) and stored as a draft batch; bulk-transfer.service.ts#commitUpload sends it.
import {
  accountNumber as accountNumberSchema,
  duplicateTransfers,
  institutionCode,
  TRANSFER_UPLOAD_COLUMNS,
  TRANSFER_UPLOAD_MAX_ROWS,
  type TransferPreview,
} from '@paydesk/contracts';
import type { Caller } from '../../../http/route-kit.ts';
import { DomainError } from '../../../lib/errors.ts';
import { assertEveryLineCounted } from '../../../platform/uploads/read-table.ts';
import type { PaymentsDeps } from '../payments-deps.ts';
import { type FeeBand, feeBandsOf, transferFee } from '../transfers/fees.ts';
import { destinationOf } from '../transfers/single-transfer.service.ts';
import { inParallel } from './in-parallel.ts';
import { readPaymentFile } from './payment-file.ts';
import { insertBatch, insertBatchLines } from './transfer-batches.queries.ts';

const NAIRA = /^\d{1,13}(\.\d{1,2})?$/;

function parseNaira(text: string): number | null {
  const clean = text.replace(/[₦,\s]/g, '');
  if (!NAIRA.test(clean)) return null;
  const [whole, fraction = ''] = clean.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Checks every row of a file (name enquiry per account, once per distinct account) and stores a draft batch. */
export async function previewUpload(
  deps: PaymentsDeps,
  caller: Caller,
  file: { bytes: Buffer; fileName: string },
): Promise<TransferPreview> {
  const { companyId, memberId } = caller.auth;
  const { rows, dataLines } = await readPaymentFile(companyId, file, TRANSFER_UPLOAD_COLUMNS, {
    maxRows: TRANSFER_UPLOAD_MAX_ROWS,
    what: 'transfer',
    rowNoun: 'rows',
  });
  const bands: FeeBand[] = await feeBandsOf(deps.db, companyId);
  const enquiries = new Map<string, Promise<Awaited<ReturnType<typeof destinationOf>>>>();
  const checked = await inParallel(rows, 32, async ({ row, values }) => {
    const errors: Record<string, string[]> = {};
    const bank = institutionCode.safeParse(values.bankCode);
    const number = accountNumberSchema.safeParse(values.accountNumber);
    const amount = parseNaira(values.amount ?? '');
    if (!bank.success) errors.bankCode = [bank.error.issues[0]!.message];
    if (!number.success) errors.accountNumber = [number.error.issues[0]!.message];
    if (amount === null) errors.amount = ['Enter the amount in naira, e.g. 15000 or 15000.50'];
    else if (amount <= 0) errors.amount = ['Amount must be more than zero'];
    if ((values.narration ?? '').length > 100) errors.narration = ['Keep the narration under 100 characters'];
    let account: Awaited<ReturnType<typeof destinationOf>> | null = null;
    if (bank.success && number.success) {
      const key = `${bank.data}:${number.data}`;
      if (!enquiries.has(key))
        enquiries.set(
          key,
          destinationOf(deps, companyId, { bankCode: bank.data, accountNumber: number.data }),
        );
      try {
        account = await enquiries.get(key)!;
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        Object.assign(errors, error.errors ?? { accountNumber: [error.message] });
      }
    }
    const fee = account && amount ? transferFee(bands, account.channel, amount) : null;
    return { row, values, errors, account, amount, fee };
  });
  const valid = checked.filter((c) => Object.keys(c.errors).length === 0);
  assertEveryLineCounted({ dataLines }, { ready: valid.length, refused: checked.length - valid.length });
  // Ready rows that repeat an earlier ready row exactly: flagged, sent only when the member confirms them.
  const firsts = duplicateTransfers(
    valid.map((c) => ({
      bankCode: c.values.bankCode ?? '',
      accountNumber: c.values.accountNumber ?? '',
      amount: c.amount!,
      narration: c.values.narration ?? '',
    })),
  );
  const duplicateOf = new Map(
    valid.flatMap((c, i) => (firsts[i] === null ? [] : [[c.row, valid[firsts[i]!]!.row]])),
  );
  const totalAmount = valid.reduce((s, c) => s + c.amount!, 0);
  const totalFees = valid.reduce((s, c) => s + c.fee!, 0);
  const batch = await deps.db.transaction(async (tx) => {
    const created = await insertBatch(tx, {
      companyId,
      kind: 'upload',
      fileName: file.fileName.slice(0, 200),
      total: valid.length,
      totalAmount,
      totalFees,
      createdBy: memberId,
    });
    await insertBatchLines(
      tx,
      checked.map((c) => ({
        companyId,
        batchId: created.id,
        lineNo: c.row,
        values: c.values,
        bankCode: c.values.bankCode ?? '',
        bankName: c.account?.bankName ?? null,
        accountNumber: c.values.accountNumber ?? '',
        accountName: c.account?.accountName ?? null,
        channel: c.account?.channel ?? null,
        amount: c.amount ?? 0,
        fee: c.fee ?? 0,
        narration: c.values.narration || null,
        errors: c.errors,
        state: Object.keys(c.errors).length ? ('skipped' as const) : ('waiting' as const),
      })),
    );
    return created;
  });
  return {
    uploadId: batch.id,
    fileName: batch.fileName ?? '',
    total: checked.length,
    validCount: valid.length,
    invalidCount: checked.length - valid.length,
    totalAmount,
    totalFees,
    duplicateCount: duplicateOf.size,
    rows: checked.map((c) => ({
      row: c.row,
      values: c.values,
      accountName: c.account?.accountName ?? null,
      amount: c.amount,
      fee: c.fee,
      channel: c.account?.channel ?? null,
      errors: c.errors,
      duplicateOf: duplicateOf.get(c.row) ?? null,
    })),
  };
}
