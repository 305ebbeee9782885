// Payments (spec §3 Transfers, §4 Beneficiaries, §7 wallet service paths, §8): beneficiaries, single, multiple and
// uploaded bulk transfers to banks and to Paydesk wallets, their settlement, reversal, fees and receipts. Money is
// kobo. Every money-moving POST takes the `Idempotency-Key` header (architecture rule 7), like moving money.
import { z } from 'zod';
import { email } from './auth.ts';
import { accountNumber, institutionCode, nameEnquiryResult } from './banking.ts';
import { BENEFICIARY_TYPES, BILL_BENEFICIARY_TYPES } from './bill-categories.ts';
import { page, pageQuery, success } from './envelope.ts';
import { koboAmount, transactionPin, walletId } from './wallets.ts';

/** Paths of the payments calls, exactly as spec §7 names them (all under /api); the others in the same style. */
export const PAYMENTS_PATHS = {
  /** GET with filters; `download=true` answers the filtered list as CSV (spec: "also used for download"). */
  beneficiaries: '/wallet/employer/beneficiaries',
  /** POST creates (after name enquiry); DELETE takes `{ beneficiaryId }` in the body. */
  beneficiary: '/wallet/employer/beneficiary',
  /** POST `{ type, csv, otp }`: the beneficiaries of a CSV, confirmed by the emailed one-time code. */
  beneficiariesUploadBulk: '/wallet/employer/beneficiaries/upload-bulk',
  /** Ours: POST sends the one-time code the bulk upload is confirmed with. */
  beneficiariesUploadCode: '/wallet/employer/beneficiaries/upload-bulk/code',
  /** The CSV template of a bulk beneficiary upload. */
  beneficiariesTemplate: '/wallet/employer/beneficiaries/upload-bulk/template',
  transferSingle: '/wallet/employer/beneficiaries/transfer/single',
  transferMultiple: '/wallet/employer/beneficiaries/transfer/multiple',
  /** POST `{ uploadId, sourceWalletId, pin }`: commits a previewed upload as a batch (processed by a job). */
  transferUploads: '/wallet/employer/beneficiaries/transfer/uploads',
  /** Ours: POST multipart `file` (CSV or XLSX): every row checked with name enquiry, stored as a draft. */
  transferUploadsPreview: '/wallet/employer/beneficiaries/transfer/uploads/preview',
  /** Ours: GET `?format=csv|xlsx`, the columns of a transfer upload. */
  transferUploadsTemplate: '/wallet/employer/beneficiaries/transfer/uploads/template',
  /** Ours: the transfers sent, one, its PDF receipt, a batch and its lines, a fee quote. */
  transfers: '/wallet/employer/transfers',
  transfer: (id: string) => `/wallet/employer/transfers/${id}`,
  transferReceipt: (id: string) => `/wallet/employer/transfers/${id}/receipt`,
  /** Ours: POST `{ email }` sends the PDF receipt of a settled transfer to any address. */
  transferReceiptEmail: (id: string) => `/wallet/employer/transfers/${id}/receipt/email`,
  batch: (id: string) => `/wallet/employer/transfers/batches/${id}`,
  batchLines: (id: string) => `/wallet/employer/transfers/batches/${id}/lines`,
  fees: '/wallet/employer/transfers/fees',
  /** Where the banking rail delivers its signed transfer callbacks. */
  bankCallback: '/wallet/transfers/webhook',
  /** Where the rail delivers many outcomes in one signed callback (`{ event: 'transfer.outcomes', data: [...] }`). */
  bankCallbackBatch: '/wallet/transfers/webhook/batch',
  /** Validate account (spec §7: "GET name-enquiry search with query q"): q is the 10-digit account number. */
  nameEnquirySearch: '/accounts/name-enquiries/search',
} as const;

/** The header the banking rail signs its callbacks with (HMAC-SHA256 of the raw body, hex). */
export const BANK_SIGNATURE_HEADER = 'x-paydesk-bank-signature';

// Spec texts (§8).
export const PAYMENTS_MESSAGES = {
  /** A wrong bulk beneficiary code: the web counts it (from 0, reset after a success), it is never toasted. */
  otpMismatch: 'Error: Otp does not match',
  beneficiaryCreated: 'Beneficiary added',
  beneficiaryDeleted: 'Beneficiary deleted',
  beneficiariesUploaded: 'Beneficiaries uploaded',
  transferAccepted: 'Transfer accepted',
  transfersAccepted: 'Transfers accepted',
  batchQueued: 'Transfers queued',
  approvalPending: 'Sent for approval',
  receiptEmailed: 'Receipt sent',
  /** Only a transfer its bank settled has a receipt to send (409). */
  receiptNotSettled: 'Only a transfer the bank has settled has a receipt to send.',
} as const;

export const beneficiary = z.object({
  _id: z.string(),
  type: z.enum(BENEFICIARY_TYPES),
  name: z.string(),
  /** Transfers: the NIP code of the bank; bills: the biller's service code. */
  bankCode: z.string(),
  bankName: z.string().nullable(),
  /** Transfers: the NUBAN; bills: phone, meter or smartcard number. */
  accountNumber: z.string(),
  /** The name the bank (or biller) holds for the account. */
  accountName: z.string(),
  nickname: z.string().nullable(),
  /** True when the account is another Paydesk wallet: transfers to it settle at once. */
  isPaydeskWallet: z.boolean(),
  createdAt: z.string(),
});
export type Beneficiary = z.infer<typeof beneficiary>;

const nickname = z
  .string()
  .trim()
  .max(60, 'Keep the nickname under 60 characters')
  .optional()
  .transform((v) => (v ? v : undefined));

/** Transfers beneficiaries are checked by name enquiry; bill beneficiaries keep the number the biller knows. */
export const createBeneficiaryRequest = z.discriminatedUnion('type', [
  z.object({ type: z.literal('transfers'), bankCode: institutionCode, accountNumber, nickname }),
  z.object({
    type: z.enum(BILL_BENEFICIARY_TYPES),
    /** The biller's service code. */
    bankCode: z.string().trim().min(2, 'Choose a provider').max(40),
    accountNumber: z
      .string()
      .trim()
      .regex(/^\d{6,20}$/, 'Enter the number the provider gave'),
    name: z.string().trim().min(2, 'Enter a name').max(100),
    nickname,
  }),
]);
export type CreateBeneficiaryRequest = z.input<typeof createBeneficiaryRequest>;
export const beneficiaryResponse = success(beneficiary);

export const deleteBeneficiaryRequest = z.object({
  beneficiaryId: z.string({ error: 'Beneficiary not found' }).uuid('Beneficiary not found'),
});

export const beneficiaryListQuery = pageQuery.extend({
  type: z.enum(BENEFICIARY_TYPES).optional(),
  /** Name, nickname or account number. */
  search: z.string().trim().max(100).optional(),
  bankCode: z.string().trim().max(10).optional(),
  /** 'true': the filtered list as a CSV file (every page). */
  download: z.enum(['true', 'false']).optional(),
});
export type BeneficiaryListQuery = z.infer<typeof beneficiaryListQuery>;
export const beneficiaryListResponse = success(page(beneficiary));

/** The columns of a bulk beneficiary CSV, in order; headers are matched case-insensitively. */
export const BENEFICIARY_UPLOAD_COLUMNS = ['bankCode', 'accountNumber', 'nickname'] as const;
export const BENEFICIARY_UPLOAD_MAX_ROWS = 1_000;

export const beneficiaryUploadRequest = z.object({
  type: z.literal('transfers').default('transfers'),
  /** The CSV file's text. */
  csv: z.string().min(1, 'Choose a CSV file').max(1_000_000, 'The file is too large'),
  otp: z
    .string({ error: 'Enter the code we emailed you' })
    .trim()
    .regex(/^\d{6}$/, 'The code is 6 digits'),
});
export type BeneficiaryUploadRequest = z.input<typeof beneficiaryUploadRequest>;

export const uploadRowErrors = z.object({
  /** The row's line in the file, the header being line 1. */
  row: z.number().int(),
  /** Messages per column. */
  errors: z.record(z.string(), z.array(z.string())),
});
export type UploadRowErrors = z.infer<typeof uploadRowErrors>;

export const beneficiaryUploadResult = z.object({
  created: z.number().int(),
  /** Rows already saved as beneficiaries. */
  duplicates: z.number().int(),
  errorList: z.array(uploadRowErrors),
  beneficiaries: z.array(beneficiary),
});
export type BeneficiaryUploadResult = z.infer<typeof beneficiaryUploadResult>;
export const beneficiaryUploadResponse = success(beneficiaryUploadResult);
export const beneficiaryUploadCodeResponse = success(z.object({ email: z.string(), expiresAt: z.string() }));

// ── Transfers ────────────────────────────────────────────────────────────────────────────────────────────────────

export const transferNarration = z
  .string()
  .trim()
  .max(100, 'Keep the narration under 100 characters')
  .optional()
  .transform((v) => (v ? v : undefined));

/** Where one transfer goes: a saved beneficiary, or a bank account (a Paydesk wallet when its number is one). */
export const transferDestination = z.object({
  beneficiaryId: z.string().uuid('Beneficiary not found').optional(),
  bankCode: institutionCode.optional(),
  accountNumber: accountNumber.optional(),
  amount: koboAmount(),
  narration: transferNarration,
});

const destinationGiven = (d: { beneficiaryId?: string; bankCode?: string; accountNumber?: string }) =>
  Boolean(d.beneficiaryId || (d.bankCode && d.accountNumber));
const destinationMessage = {
  path: ['accountNumber'],
  message: 'Choose a beneficiary or enter bank and account',
};

export const singleTransferRequest = transferDestination
  .extend({
    sourceWalletId: walletId,
    pin: transactionPin,
    /** Save the account as a beneficiary once the transfer is accepted. */
    saveBeneficiary: z.boolean().optional(),
  })
  .refine(destinationGiven, destinationMessage);
export type SingleTransferRequest = z.input<typeof singleTransferRequest>;

/** A transfer through the public API (POST /api/v1/transfers): no PIN; the API key and its scope are the authority. */
export const apiTransferRequest = transferDestination
  .extend({ sourceWalletId: walletId, saveBeneficiary: z.boolean().optional() })
  .refine(destinationGiven, destinationMessage);
export type ApiTransferRequest = z.input<typeof apiTransferRequest>;

/**
 * For each transfer, the position of the first earlier one with the same account, amount and narration (an exact
 * repeat: a line pasted twice), or null. Repeats go out only when the member confirms them.
 */
export function duplicateTransfers(
  lines: readonly { bankCode: string; accountNumber: string; amount: number; narration: string }[],
): (number | null)[] {
  const first = new Map<string, number>();
  return lines.map((line, i) => {
    const key = JSON.stringify([line.bankCode, line.accountNumber, line.amount, line.narration.trim()]);
    const earlier = first.get(key);
    if (earlier === undefined) first.set(key, i);
    return earlier ?? null;
  });
}

/** The refusal of repeats sent without `confirmDuplicates`. */
export const unconfirmedDuplicatesMessage = (count: number) =>
  `${count === 1 ? '1 transfer repeats' : `${count} transfers repeat`} an earlier one (same account, amount and ` +
  'narration). Confirm the repeated transfers to send them.';

/** Sends the transfers that repeat an earlier one (same account, amount and narration) as well. */
const confirmDuplicates = z.boolean().optional();

export const MULTIPLE_TRANSFER_MAX_LINES = 100;
export const multipleTransferRequest = z.object({
  sourceWalletId: walletId,
  pin: transactionPin,
  /** The narration of lines that have none. */
  narration: transferNarration,
  confirmDuplicates,
  lines: z
    .array(transferDestination.refine(destinationGiven, destinationMessage))
    .min(1, 'Add at least one transfer')
    .max(MULTIPLE_TRANSFER_MAX_LINES, `At most ${MULTIPLE_TRANSFER_MAX_LINES} transfers in one form`),
});
export type MultipleTransferRequest = z.input<typeof multipleTransferRequest>;

/** The columns of a transfer upload, in order; headers matched case-insensitively. Amount is in naira. */
export const TRANSFER_UPLOAD_COLUMNS = ['bankCode', 'accountNumber', 'amount', 'narration'] as const;
export const TRANSFER_UPLOAD_MAX_ROWS = 10_000;
export const transferTemplateQuery = z.object({ format: z.enum(['csv', 'xlsx']).default('csv') });

export const transferUploadRequest = z.object({
  /** The preview's id. */
  uploadId: z.string({ error: 'Upload the file again' }).uuid('Upload the file again'),
  sourceWalletId: walletId,
  pin: transactionPin,
  confirmDuplicates,
});
export type TransferUploadRequest = z.input<typeof transferUploadRequest>;

export const TRANSFER_STATUSES = ['accepted', 'pending', 'settled', 'failed', 'reversed'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];
/** none: nothing to reverse; pending: failed, reversal not yet posted; reversed: the money is back. */
export const REVERSAL_STATES = ['none', 'pending', 'reversed'] as const;

export const transfer = z.object({
  _id: z.string(),
  reference: z.string(),
  batchId: z.string().nullable(),
  lineNo: z.number().int().nullable(),
  sourceWalletId: z.string(),
  sourceWalletName: z.string(),
  beneficiaryId: z.string().nullable(),
  bankCode: z.string(),
  bankName: z.string().nullable(),
  accountNumber: z.string(),
  accountName: z.string(),
  /** 'bank' through the rail, 'wallet' to another Paydesk wallet (settled at once). */
  channel: z.enum(['bank', 'wallet']),
  amount: z.number().int(),
  fee: z.number().int(),
  narration: z.string(),
  status: z.enum(TRANSFER_STATUSES),
  /** NIP session id (30 digits) once settled. */
  sessionId: z.string().nullable(),
  providerReference: z.string().nullable(),
  failureReason: z.string().nullable(),
  reversal: z.object({ state: z.enum(REVERSAL_STATES), reversedAt: z.string().nullable() }),
  initiatedBy: z.string().nullable(),
  /** Who asked for it, by name (one transfer's view; lists leave it null). */
  initiatedByName: z.string().nullable(),
  /** The approval request it went out through, when a workflow gated it. */
  approvalRequestId: z.string().nullable(),
  /** Who approved that request, by name, in the order they did (one transfer's view; lists leave it empty). */
  approvedByNames: z.array(z.string()),
  createdAt: z.string(),
  /** The payout timeline: queued (createdAt) → sent to the bank → settled, or failed → money returned. */
  sentAt: z.string().nullable(),
  settledAt: z.string().nullable(),
  failedAt: z.string().nullable(),
});
export type Transfer = z.infer<typeof transfer>;
export const transferResponse = success(transfer);

/** A gated money action: nothing moved, an approval request waits (architecture rule 11). */
export const approvalPending = z.object({ requestId: z.string(), status: z.literal('pending') });
export type ApprovalPending = z.infer<typeof approvalPending>;
export const approvalPendingResponse = success(approvalPending);

export const transferListQuery = pageQuery.extend({
  status: z.enum(TRANSFER_STATUSES).optional(),
  batchId: z.string().uuid().optional(),
  search: z.string().trim().max(100).optional(),
});
export const transferListResponse = success(page(transfer));

export const BATCH_STATUSES = ['draft', 'queued', 'processing', 'completed', 'failed'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

/** One line of a batch: its transfer, or why it was not sent. */
export const batchLine = z.object({
  lineNo: z.number().int(),
  bankCode: z.string(),
  accountNumber: z.string(),
  accountName: z.string().nullable(),
  amount: z.number().int(),
  fee: z.number().int(),
  status: z.enum(['waiting', 'skipped', ...TRANSFER_STATUSES]),
  transferId: z.string().nullable(),
  reversal: z.enum(REVERSAL_STATES),
  error: z.string().nullable(),
});
export type BatchLine = z.infer<typeof batchLine>;

export const transferBatch = z.object({
  _id: z.string(),
  kind: z.enum(['multiple', 'upload']),
  status: z.enum(BATCH_STATUSES),
  sourceWalletId: z.string().nullable(),
  fileName: z.string().nullable(),
  /** Valid lines the batch sends. */
  total: z.number().int(),
  /** Lines done so far (sent or refused): progress is processed / total. */
  processed: z.number().int(),
  counts: z.object({
    accepted: z.number().int(),
    pending: z.number().int(),
    settled: z.number().int(),
    failed: z.number().int(),
    reversed: z.number().int(),
    skipped: z.number().int(),
  }),
  totalAmount: z.number().int(),
  totalFees: z.number().int(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** The first lines (multiple: all of them); read the rest page by page from batchLines. */
  lines: z.array(batchLine),
});
export type TransferBatch = z.infer<typeof transferBatch>;
export const transferBatchResponse = success(transferBatch);
export const batchLinesQuery = pageQuery.extend({ status: batchLine.shape.status.optional() });
export const batchLinesResponse = success(page(batchLine));

/** A row of an uploaded file, checked: the account's name from name enquiry, its fee, its errors by cell. */
export const transferPreviewRow = z.object({
  row: z.number().int(),
  values: z.record(z.string(), z.string()),
  accountName: z.string().nullable(),
  amount: z.number().int().nullable(),
  fee: z.number().int().nullable(),
  channel: z.enum(['bank', 'wallet']).nullable(),
  /** Messages per column; empty when the row will be sent. */
  errors: z.record(z.string(), z.array(z.string())),
  /** The row (line in the file) this ready row repeats exactly (account, amount, narration); null for none. */
  duplicateOf: z.number().int().nullable(),
});
export type TransferPreviewRow = z.infer<typeof transferPreviewRow>;

/** The summary shown before the PIN: count, total and fees of the rows that will be sent. */
export const transferPreview = z.object({
  uploadId: z.string(),
  fileName: z.string(),
  total: z.number().int(),
  validCount: z.number().int(),
  invalidCount: z.number().int(),
  totalAmount: z.number().int(),
  totalFees: z.number().int(),
  /** Ready rows that repeat an earlier one: sending needs `confirmDuplicates`. */
  duplicateCount: z.number().int(),
  rows: z.array(transferPreviewRow),
});
export type TransferPreview = z.infer<typeof transferPreview>;
export const transferPreviewResponse = success(transferPreview);

/** A fee band: transfers up to `upTo` kobo (null: any amount) cost `fee` kobo plus VAT. */
export const feeBand = z.object({ upTo: z.number().int().nullable(), fee: z.number().int() });
export const feeQuoteQuery = z.object({ amount: z.coerce.number().int().positive().optional() });
export const feeSchedule = z.object({
  bands: z.array(feeBand),
  /** VAT on the fee, basis points (750 = 7.5%). */
  vatBps: z.number().int(),
  /** Transfers to another Paydesk wallet cost this (kobo). */
  walletTransferFee: z.number().int(),
  /** The fee of `amount` when asked (bank transfer, VAT included). */
  quote: z.object({ amount: z.number().int(), fee: z.number().int() }).nullable(),
});
export type FeeSchedule = z.infer<typeof feeSchedule>;
export const feeScheduleResponse = success(feeSchedule);

/** What the receipt PDF shows, also readable as JSON in the transfer. */
export const transferReceipt = z.object({
  reference: z.string(),
  sessionId: z.string().nullable(),
  status: z.enum(TRANSFER_STATUSES),
  amount: z.number().int(),
  fee: z.number().int(),
  sender: z.object({
    businessName: z.string(),
    walletName: z.string(),
    accountNumber: z.string().nullable(),
  }),
  beneficiary: z.object({ name: z.string(), bankName: z.string().nullable(), accountNumber: z.string() }),
  narration: z.string(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type TransferReceipt = z.infer<typeof transferReceipt>;

/** POST the receipt email: any address (not only a member's); the PDF goes as an attachment. */
export const transferReceiptEmailRequest = z.object({ email });
export type TransferReceiptEmailRequest = z.infer<typeof transferReceiptEmailRequest>;
export const transferReceiptEmailResponse = success(z.object({ to: z.string() }));

/** GET name-enquiry search: q is the account number, bankCode the bank. */
export const nameEnquirySearchQuery = z.object({ q: accountNumber, bankCode: institutionCode });
export const nameEnquirySearchResponse = success(nameEnquiryResult);
