// Trade finance (spec §2.3 /trade): a registered business uploads a receivable invoice and asks for an advance on
// it; Paydesk operators review it in /ops; an approved advance is disbursed to the main wallet and repaid from a
// wallet by the invoice's due date. The rules (share, fee, reminders) live here once; docs/trade.md explains them.
import { z } from 'zod';
import { calendarDate } from './dates.ts';
import { page, success } from './envelope.ts';
import { koboAmount, transactionPin, walletId } from './wallets.ts';

/** The largest advance, as a share of the invoice amount, in basis points (8000 = 80%). */
export const TRADE_ADVANCE_MAX_SHARE_BPS = 8_000;
/** The flat fee on an approved advance, in basis points of the advance (300 = 3%); owed with the advance. */
export const TRADE_FEE_BPS = 300;
/** The smallest and largest invoice Paydesk advances against. */
export const TRADE_MIN_INVOICE_KOBO = 10_000_00;
export const TRADE_MAX_INVOICE_KOBO = 500_000_000_00;
/** Reminders: this many days before the due date, on the day, and once when overdue. */
export const TRADE_REMINDER_DAYS_BEFORE = 3;

/** The largest advance an invoice of `invoiceAmount` kobo allows (rounded down to the kobo). */
export const maxTradeAdvance = (invoiceAmount: number) =>
  Math.floor((invoiceAmount * TRADE_ADVANCE_MAX_SHARE_BPS) / 10_000);
/** The fee on an advance of `advance` kobo (rounded to the nearest kobo, never less than zero). */
export const tradeFee = (advance: number) => Math.round((advance * TRADE_FEE_BPS) / 10_000);

export const TRADE_STATUSES = [
  'submitted',
  'under_review',
  'approved',
  'rejected',
  'disbursed',
  'repaid',
  'overdue',
] as const;
export type TradeStatus = (typeof TRADE_STATUSES)[number];
export const TRADE_STATUS_LABELS: Record<TradeStatus, string> = {
  submitted: 'Submitted',
  under_review: 'Under review',
  approved: 'Approved',
  rejected: 'Rejected',
  disbursed: 'Disbursed',
  repaid: 'Repaid',
  overdue: 'Overdue',
};

export const TRADE_PATHS = {
  /** Multipart, one file: the invoice document (PDF, PNG or JPEG), before the request that uses it. */
  documents: '/trade/documents',
  advances: '/trade/advances',
  /** CSV of every advance matching the list's filters (status), newest first. */
  export: '/trade/advances/export',
  one: (id: string) => `/trade/advances/${id}`,
  document: (id: string) => `/trade/advances/${id}/document`,
  repay: (id: string) => `/trade/advances/${id}/repay`,
} as const;

export const OPS_TRADE_PATHS = {
  queue: '/ops/trade-advances',
  one: (id: string) => `/ops/trade-advances/${id}`,
  document: (id: string) => `/ops/trade-advances/${id}/document`,
  startReview: (id: string) => `/ops/trade-advances/${id}/start-review`,
  approve: (id: string) => `/ops/trade-advances/${id}/approve`,
  reject: (id: string) => `/ops/trade-advances/${id}/reject`,
} as const;

export const TRADE_MESSAGES = {
  restricted:
    'Trade finance is available to registered businesses only. Verify your business as a registered business to request an advance.',
  requested: 'Advance requested. We will review your invoice and let you know.',
  repaid: 'Repayment received',
  fullyRepaid: 'Advance fully repaid',
  moreThanOwed: 'This is more than is owed on this advance.',
  overShare: `You can ask for up to ${TRADE_ADVANCE_MAX_SHARE_BPS / 100}% of the invoice amount`,
} as const;

export const tradeDocument = z.object({
  _id: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
});
export type TradeDocument = z.infer<typeof tradeDocument>;
export const tradeDocumentResponse = success(tradeDocument);

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(2, `${label} is required`)
    .max(max, `Keep the ${label.toLowerCase()} under ${max} characters`);

export const tradeAdvanceRequest = z
  .object({
    buyerName: text('Buyer name', 120),
    buyerEmail: z.string().trim().toLowerCase().max(200).pipe(z.email('Enter the buyer’s email address')),
    invoiceNumber: text('Invoice number', 60),
    invoiceAmount: koboAmount('Invoice amount')
      .min(TRADE_MIN_INVOICE_KOBO, 'The smallest invoice is ₦10,000.00')
      .max(TRADE_MAX_INVOICE_KOBO, 'The largest invoice is ₦500,000,000.00'),
    issueDate: calendarDate,
    dueDate: calendarDate,
    documentId: z.uuid('Upload the invoice document'),
    requestedAmount: koboAmount('Advance requested'),
  })
  .refine((r) => r.issueDate <= r.dueDate, {
    path: ['dueDate'],
    message: 'The due date must not be before the issue date',
  })
  .refine((r) => r.requestedAmount <= maxTradeAdvance(r.invoiceAmount), {
    path: ['requestedAmount'],
    message: TRADE_MESSAGES.overShare,
  });
export type TradeAdvanceRequest = z.infer<typeof tradeAdvanceRequest>;

export const tradeRepayment = z.object({
  _id: z.string(),
  reference: z.string(),
  amount: z.number().int(),
  walletId: z.string(),
  createdAt: z.string(),
});

export const tradeAdvance = z.object({
  _id: z.string(),
  reference: z.string(),
  companyName: z.string(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  invoiceNumber: z.string(),
  invoiceAmount: z.number().int(),
  issueDate: z.string(),
  dueDate: z.string(),
  document: tradeDocument,
  requestedAmount: z.number().int(),
  /** The most an operator may approve: the share of the invoice. */
  maxAdvance: z.number().int(),
  approvedAmount: z.number().int().nullable(),
  fee: z.number().int().nullable(),
  repaidAmount: z.number().int(),
  /** What is still owed: approved advance + fee − repaid (0 before disbursement). */
  outstanding: z.number().int(),
  status: z.enum(TRADE_STATUSES),
  rejectionReason: z.string().nullable(),
  walletId: z.string().nullable(),
  createdAt: z.string(),
  reviewStartedAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
  rejectedAt: z.string().nullable(),
  disbursedAt: z.string().nullable(),
  overdueAt: z.string().nullable(),
  repaidAt: z.string().nullable(),
  repayments: z.array(tradeRepayment),
});
export type TradeAdvance = z.infer<typeof tradeAdvance>;
export const tradeAdvanceResponse = success(tradeAdvance);

export const tradeListQuery = z.object({
  status: z.enum(TRADE_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type TradeListQuery = z.infer<typeof tradeListQuery>;
/** The export takes the list's filters, without the page. */
export const tradeExportQuery = tradeListQuery.pick({ status: true });
export type TradeExportQuery = z.infer<typeof tradeExportQuery>;
/** The most rows one export holds (a business has far fewer advances; this bounds a runaway request). */
export const TRADE_EXPORT_MAX_ROWS = 10_000;
export const tradeListResponse = success(
  page(tradeAdvance.omit({ repayments: true })).extend({
    /** Across all the business's advances, not this page: owed on disbursed and overdue advances. */
    totalOutstanding: z.number().int(),
  }),
);

export const tradeRepayRequest = z.object({
  amount: koboAmount(),
  pin: transactionPin,
  /** The wallet to repay from; the main wallet when not given. */
  walletId: walletId.optional(),
});
export type TradeRepayRequest = z.infer<typeof tradeRepayRequest>;

export const opsTradeListResponse = success(
  page(tradeAdvance.omit({ repayments: true }).extend({ companyId: z.string() })),
);
export const approveTradeRequest = z.object({
  approvedAmount: koboAmount('Approved amount'),
  comment: z.string().trim().max(500).optional(),
});
export const rejectTradeRequest = z.object({
  reason: z.string({ error: 'Say why' }).trim().min(3, 'Say why').max(500),
});
