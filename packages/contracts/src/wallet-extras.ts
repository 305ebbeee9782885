// Statements, yield and credit (spec §3, §4, §7), and the operator console's wallet tools: simulated inbound
// bank transfers, credit review and ledger reconciliation.
import { z } from 'zod';
import { dateRangeInOrder, dateRangeOrder } from './dates.ts';
import { page, success } from './envelope.ts';
import { koboAmount, lagosDate, walletId } from './wallets.ts';

export const STATEMENT_PATHS = {
  generate: '/accounts/transactions/generate-statement',
  /** Ours: the statements asked for, one statement's progress, and its files. */
  list: '/accounts/transactions/statements',
  one: (id: string) => `/accounts/transactions/statements/${id}`,
  file: (id: string) => `/accounts/transactions/statements/${id}/file`,
} as const;

/** The longest range one statement covers. */
export const STATEMENT_MAX_DAYS = 366;

export const generateStatementRequest = z
  .object({ walletId, from: lagosDate, to: lagosDate })
  .refine(dateRangeInOrder, dateRangeOrder);
export type GenerateStatementRequest = z.infer<typeof generateStatementRequest>;

export const statement = z.object({
  _id: z.string(),
  walletId: z.string(),
  walletName: z.string(),
  from: z.string(),
  to: z.string(),
  status: z.enum(['queued', 'running', 'ready', 'failed']),
  progress: z.number().int(),
  rowCount: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type Statement = z.infer<typeof statement>;
export const statementResponse = success(statement);
export const statementListResponse = success(z.array(statement));
export const statementFileQuery = z.object({ format: z.enum(['pdf', 'csv']).default('pdf') });

// --- yield -------------------------------------------------------------------------------------------

export const YIELD_PATHS = {
  settings: '/wallet/employer/yield-settings',
  balance: '/wallet/employer/get-yield-balance',
  report: '/wallet/employer/get-yield-report',
  optInOut: '/wallet/employer/yield-opt-in-out',
} as const;

export const YIELD_TERMS_VERSION = '2026-01';
export const YIELD_DISPLAY_TYPES = ['days', 'weeks', 'months'] as const;
export type YieldDisplayType = (typeof YIELD_DISPLAY_TYPES)[number];
/** Spec §9: the yield report shows days unless asked otherwise. */
export const YIELD_REPORT_DEFAULT_DISPLAY: YieldDisplayType = 'days';

export const yieldSettings = z.object({
  optedIn: z.boolean(),
  /** Annual rate in basis points (700 = 7% a year). */
  annualRateBps: z.number().int(),
  minimumBalance: z.number().int(),
  termsVersion: z.string(),
  acceptedTermsAt: z.string().nullable(),
  /** Yield accrues once a day, for the previous Lagos day. */
  accrualSchedule: z.string(),
});
export type YieldSettings = z.infer<typeof yieldSettings>;
export const yieldSettingsResponse = success(yieldSettings);

export const yieldOptInOutRequest = z
  .object({
    optIn: z.boolean({ error: 'Say whether to opt in or out' }),
    acceptTerms: z.boolean().optional(),
  })
  .refine((b) => !b.optIn || b.acceptTerms === true, {
    path: ['acceptTerms'],
    message: 'Accept the yield terms to opt in',
  });
export type YieldOptInOutRequest = z.infer<typeof yieldOptInOutRequest>;

export const yieldBalance = z.object({
  totalEarned: z.number().int(),
  earnedThisMonth: z.number().int(),
  lastAccrualDate: z.string().nullable(),
  /** The balance that would earn today: wallets at or above the minimum. */
  eligibleBalance: z.number().int(),
});
export const yieldBalanceResponse = success(yieldBalance);

export const yieldReportQuery = z.object({
  displayByType: z.enum(YIELD_DISPLAY_TYPES).default(YIELD_REPORT_DEFAULT_DISPLAY),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export const yieldReportRow = z.object({
  /** The first Lagos day of the period. */
  period: z.string(),
  label: z.string(),
  amount: z.number().int(),
  days: z.number().int(),
});
export const yieldReportResponse = success(
  page(yieldReportRow).extend({ displayByType: z.enum(YIELD_DISPLAY_TYPES) }),
);

// --- credit ------------------------------------------------------------------------------------------

export const CREDIT_PATHS = {
  request: '/credit-engine/business/credit-request',
  one: (id: string) => `/credit-engine/business/credit/${id}`,
  /** Ours: the business's requests, newest first. */
  list: '/credit-engine/business/credit',
} as const;

export const CREDIT_TENORS = [1, 3, 6, 9, 12] as const;
export const CREDIT_MIN_KOBO = 50_000_00;
export const CREDIT_MAX_KOBO = 50_000_000_00;
export const CREDIT_STATUSES = ['pending', 'in_review', 'rejected', 'disbursed'] as const;

export const creditRequestBody = z.object({
  amount: koboAmount()
    .min(CREDIT_MIN_KOBO, 'The smallest credit is ₦50,000.00')
    .max(CREDIT_MAX_KOBO, 'The largest credit is ₦50,000,000.00'),
  tenorMonths: z
    .number({ error: 'Choose a tenor' })
    .int()
    .refine(
      (n) => (CREDIT_TENORS as readonly number[]).includes(n),
      'Choose a tenor of 1, 3, 6, 9 or 12 months',
    ),
  purpose: z
    .string({ error: 'Tell us what the credit is for' })
    .trim()
    .min(10, 'Tell us a little more about the purpose (at least 10 characters)')
    .max(500, 'Keep the purpose under 500 characters'),
  /** The wallet to receive the money; the main wallet when not given. */
  walletId: walletId.optional(),
});
export type CreditRequestBody = z.infer<typeof creditRequestBody>;

export const creditRequest = z.object({
  _id: z.string(),
  reference: z.string(),
  companyName: z.string(),
  amount: z.number().int(),
  tenorMonths: z.number().int(),
  purpose: z.string(),
  walletId: z.string(),
  status: z.enum(CREDIT_STATUSES),
  approvedAmount: z.number().int().nullable(),
  interestRateBps: z.number().int().nullable(),
  reviewComment: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type CreditRequest = z.infer<typeof creditRequest>;
export const creditRequestResponse = success(creditRequest);
export const creditRequestListResponse = success(z.array(creditRequest));

// --- operator console --------------------------------------------------------------------------------

export const OPS_WALLET_PATHS = {
  inboundTransfer: '/ops/wallets/inbound-transfers',
  credits: '/ops/credit-requests',
  creditApprove: (id: string) => `/ops/credit-requests/${id}/approve`,
  creditReject: (id: string) => `/ops/credit-requests/${id}/reject`,
  reconciliation: '/ops/ledger/reconciliation',
} as const;

export const inboundTransferRequest = z.object({
  accountNumber: z.string().regex(/^\d{10}$/, 'An account number is 10 digits'),
  amount: koboAmount(),
  senderName: z.string().trim().min(2, 'Sender name is required').max(100),
  senderBank: z.string().trim().min(2, 'Sender bank is required').max(100),
  senderAccount: z
    .string()
    .regex(/^\d{10}$/, 'An account number is 10 digits')
    .optional(),
  narration: z.string().trim().max(100).optional(),
});
export type InboundTransferRequest = z.infer<typeof inboundTransferRequest>;
export const inboundTransferResponse = success(
  z.object({ providerReference: z.string(), accountName: z.string(), status: z.literal('queued') }),
);

export const opsCreditQuery = z.object({
  status: z.enum(CREDIT_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const opsCreditListResponse = success(page(creditRequest.extend({ companyId: z.string() })));
export const approveCreditRequest = z.object({
  approvedAmount: koboAmount().optional(),
  interestRateBps: z.number().int().min(0).max(10_000).default(300),
  comment: z.string().trim().max(500).optional(),
});
export const rejectCreditRequest = z.object({
  comment: z.string({ error: 'Say why' }).trim().min(3, 'Say why').max(500),
});

export const reconciliationReport = z.object({
  _id: z.string(),
  ranAt: z.string(),
  trigger: z.string(),
  accountsChecked: z.number().int(),
  unbalancedEntries: z.number().int(),
  mismatches: z.array(
    z.object({
      companyId: z.string(),
      accountId: z.string(),
      cached: z.number().int(),
      computed: z.number().int(),
    }),
  ),
});
export type ReconciliationReport = z.infer<typeof reconciliationReport>;
export const reconciliationResponse = success(reconciliationReport);
export const reconciliationListResponse = success(z.array(reconciliationReport));
