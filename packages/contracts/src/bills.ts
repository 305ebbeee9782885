// Bill payments (spec §2.3 /payments/bills/*, /bill-payment; §3 Bill payment; §8 toast rules): the billers of a
// category and their products (data bundles, electricity meter types, cable plans and addons), customer validation
// (meter and smartcard name lookup), a purchase from a wallet with the transaction PIN, bulk bills from CSV or many
// lines, and the history with receipts. Money is kobo; every purchase takes an `Idempotency-Key` header.
import { z } from 'zod';
import { BILL_CATEGORIES } from './bill-categories.ts';
import { page, pageQuery, success } from './envelope.ts';
import { koboAmount, transactionPin, walletId } from './wallets.ts';

/** Ours (the spec keeps the bills paths as constants it does not show), under /api like the wallet service. */
export const BILLS_PATHS = {
  /** GET `?category=`: the billers of a category with their products and addons. */
  billers: '/wallet/employer/bills/billers',
  /** POST `{ billerCode, productCode?, customerNumber }`: the meter's or smartcard's owner (name lookup). */
  validate: '/wallet/employer/bills/validate',
  /** POST: pay one bill from a wallet with the PIN. Gateable ('bill.payment'). */
  purchase: '/wallet/employer/bills/purchase',
  /** GET: the bill history (filters: category, status, search, batchId). */
  bills: '/wallet/employer/bills',
  bill: (id: string) => `/wallet/employer/bills/${id}`,
  billReceipt: (id: string) => `/wallet/employer/bills/${id}/receipt`,
  /** POST `{ category, csv }`: every row of a bulk bills CSV checked, nothing stored. */
  bulkPreview: '/wallet/employer/bills/bulk/preview',
  /** POST: many bills at once, paid line by line by a job (progress at the batch path). Gateable ('bill.payment'). */
  bulk: '/wallet/employer/bills/bulk',
  batch: (id: string) => `/wallet/employer/bills/batches/${id}`,
} as const;

export const BILLS_MESSAGES = {
  purchased: 'Bill payment successful',
  purchaseFailed: 'Bill payment failed and was reversed',
  validated: 'Customer validated',
  batchQueued: 'Bills queued',
  approvalPending: 'Sent for approval',
  customerNotFound: 'We could not find this customer at the biller',
} as const;

export const billProduct = z.object({
  code: z.string(),
  name: z.string(),
  /** Kobo; null when the customer chooses the amount (airtime, electricity). */
  price: z.number().int().nullable(),
  /** Data bundles: how long the bundle lasts. */
  validity: z.string().nullable(),
});
export type BillProduct = z.infer<typeof billProduct>;

export const biller = z.object({
  code: z.string(),
  name: z.string(),
  category: z.enum(BILL_CATEGORIES),
  /** Whether the customer number is looked up (meter, smartcard) before paying. */
  validates: z.boolean(),
  /** Bounds of a chosen amount (kobo). */
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  products: z.array(billProduct),
  /** Cable TV addons bought with a plan. */
  addons: z.array(billProduct),
});
export type Biller = z.infer<typeof biller>;
export const billersQuery = z.object({ category: z.enum(BILL_CATEGORIES) });
export const billersResponse = success(
  z.object({ category: z.enum(BILL_CATEGORIES), billers: z.array(biller) }),
);

/** Any 10 to 13 digits here; the category's own pattern is checked with the line (bill-categories.ts). */
const customerNumber = z
  .string({ error: 'Enter the customer number' })
  .trim()
  .regex(/^\d{10,13}$/, 'Enter a 10 to 13 digit number');
const billerCode = z.string({ error: 'Choose a provider' }).trim().min(2, 'Choose a provider').max(40);
const productCode = z.string().trim().min(1).max(60).optional();

export const validateCustomerRequest = z.object({ billerCode, productCode, customerNumber });
export const billCustomer = z.object({
  customerNumber: z.string(),
  customerName: z.string(),
  /** Electricity: the address on the meter. */
  address: z.string().nullable(),
  /** Cable TV: the bouquet the smartcard is on. */
  currentPlan: z.string().nullable(),
});
export type BillCustomer = z.infer<typeof billCustomer>;
export const validateCustomerResponse = success(billCustomer);

/** One bill: a biller, its product (bundle, meter type, plan with addons), the customer number and the amount. */
export const billLine = z.object({
  billerCode,
  productCode,
  addonCodes: z.array(z.string().trim().min(1).max(60)).max(5).optional(),
  customerNumber,
  /** Kobo; required when the product has no price (airtime, electricity), ignored otherwise. */
  amount: koboAmount().optional(),
});
export type BillLine = z.input<typeof billLine>;

export const billPurchaseRequest = billLine.extend({
  category: z.enum(BILL_CATEGORIES, { error: 'Choose a bill type' }),
  sourceWalletId: walletId,
  pin: transactionPin,
  /** Save the customer number as a beneficiary of the category once paid. */
  saveBeneficiary: z.boolean().optional(),
});
export type BillPurchaseRequest = z.input<typeof billPurchaseRequest>;

/** pending: money in bills clearing, the biller has not answered; successful; failed (then reversed once). */
export const BILL_STATUSES = ['pending', 'successful', 'failed'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

export const billPayment = z.object({
  _id: z.string(),
  reference: z.string(),
  category: z.enum(BILL_CATEGORIES),
  billerCode: z.string(),
  billerName: z.string(),
  productCode: z.string().nullable(),
  productName: z.string().nullable(),
  addons: z.array(z.object({ code: z.string(), name: z.string(), amount: z.number().int() })),
  customerNumber: z.string(),
  customerName: z.string().nullable(),
  customerAddress: z.string().nullable(),
  amount: z.number().int(),
  fee: z.number().int(),
  status: z.enum(BILL_STATUSES),
  /** Spec §8: a cable purchase is toasted when error is true (a failed bill of any category has it). */
  error: z.boolean(),
  /** Why it failed, when it did. */
  failureReason: z.string().nullable(),
  /** Prepaid electricity: the 20-digit token, shown in groups of four. */
  token: z.string().nullable(),
  /** Prepaid electricity: the units bought (kWh). */
  units: z.string().nullable(),
  providerReference: z.string().nullable(),
  reversal: z.object({ state: z.enum(['none', 'pending', 'reversed']), reversedAt: z.string().nullable() }),
  sourceWalletId: z.string(),
  sourceWalletName: z.string(),
  batchId: z.string().nullable(),
  lineNo: z.number().int().nullable(),
  initiatedBy: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type BillPayment = z.infer<typeof billPayment>;
export const billPaymentResponse = success(billPayment);

export const billListQuery = pageQuery.extend({
  category: z.enum(BILL_CATEGORIES).optional(),
  status: z.enum(BILL_STATUSES).optional(),
  batchId: z.string().uuid().optional(),
  /** Reference, customer number or name. */
  search: z.string().trim().max(100).optional(),
});
export type BillListQuery = z.infer<typeof billListQuery>;
export const billListResponse = success(page(billPayment));

// ── Bulk bills ───────────────────────────────────────────────────────────────────────────────────────────────────

/** Bills per bulk request or file; a file's columns per category are BILL_UPLOAD_COLUMNS (bill-categories.ts). */
export const BILL_BULK_MAX_LINES = 500;

/** Spec §3: a header is matched with its first letter lower-cased (and trimmed). */
export const billColumnKey = (header: string) => {
  const h = header.trim();
  return h.charAt(0).toLowerCase() + h.slice(1);
};

/** A bulk bills file: the CSV's text, or an XLSX workbook's bytes in base64 (its first sheet is read). */
export const billBulkPreviewRequest = z
  .object({
    category: z.enum(BILL_CATEGORIES, { error: 'Choose a bill type' }),
    csv: z.string().min(1, 'Choose a CSV or XLSX file').max(500_000, 'The file is too large').optional(),
    xlsx: z.base64('Choose a CSV or XLSX file').min(1).max(700_000, 'The file is too large').optional(),
  })
  .refine((body) => (body.csv === undefined) !== (body.xlsx === undefined), {
    message: 'Choose a CSV or XLSX file',
    path: ['csv'],
  });
export const billPreviewRow = z.object({
  /** The row's line in the file, the header being line 1. */
  row: z.number().int(),
  values: z.record(z.string(), z.string()),
  /** The line to send when the row is valid. */
  line: billLine.nullable(),
  billerName: z.string().nullable(),
  productName: z.string().nullable(),
  customerName: z.string().nullable(),
  amount: z.number().int().nullable(),
  fee: z.number().int().nullable(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type BillPreviewRow = z.infer<typeof billPreviewRow>;
export const billBulkPreview = z.object({
  category: z.enum(BILL_CATEGORIES),
  total: z.number().int(),
  validCount: z.number().int(),
  invalidCount: z.number().int(),
  totalAmount: z.number().int(),
  totalFees: z.number().int(),
  rows: z.array(billPreviewRow),
});
export type BillBulkPreview = z.infer<typeof billBulkPreview>;
export const billBulkPreviewResponse = success(billBulkPreview);

export const billBulkRequest = z.object({
  category: z.enum(BILL_CATEGORIES, { error: 'Choose a bill type' }),
  sourceWalletId: walletId,
  pin: transactionPin,
  fileName: z.string().trim().max(200).optional(),
  lines: z
    .array(billLine)
    .min(1, 'Add at least one bill')
    .max(BILL_BULK_MAX_LINES, `At most ${BILL_BULK_MAX_LINES} bills at once`),
});
export type BillBulkRequest = z.input<typeof billBulkRequest>;

export const BILL_LINE_STATUSES = ['waiting', 'refused', ...BILL_STATUSES] as const;
export const billBatchLine = z.object({
  lineNo: z.number().int(),
  billerCode: z.string(),
  billerName: z.string(),
  productName: z.string().nullable(),
  customerNumber: z.string(),
  customerName: z.string().nullable(),
  amount: z.number().int(),
  fee: z.number().int(),
  status: z.enum(BILL_LINE_STATUSES),
  billId: z.string().nullable(),
  token: z.string().nullable(),
  reversal: z.enum(['none', 'pending', 'reversed']),
  error: z.string().nullable(),
});
export type BillBatchLine = z.infer<typeof billBatchLine>;

export const billBatch = z.object({
  _id: z.string(),
  category: z.enum(BILL_CATEGORIES),
  status: z.enum(['queued', 'processing', 'completed']),
  sourceWalletId: z.string(),
  fileName: z.string().nullable(),
  total: z.number().int(),
  /** Lines done so far (paid or refused): progress is processed / total. */
  processed: z.number().int(),
  counts: z.object({
    waiting: z.number().int(),
    refused: z.number().int(),
    pending: z.number().int(),
    successful: z.number().int(),
    failed: z.number().int(),
  }),
  totalAmount: z.number().int(),
  totalFees: z.number().int(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  lines: z.array(billBatchLine),
});
export type BillBatch = z.infer<typeof billBatch>;
export const billBatchResponse = success(billBatch);
