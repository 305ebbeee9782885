// Business wallets (spec §3 Wallet, §4 Wallet accounts, §7 wallet service): accounts with their virtual account
// numbers, moving money between them, the dashboard and the transaction history. Amounts are kobo (minor units).
import { z } from 'zod';
import { calendarDate, dateRangeInOrder, dateRangeOrder } from './dates.ts';
import { page, success } from './envelope.ts';

/** Paths of the wallet service, exactly as spec §7 names them (all under /api). */
export const WALLET_PATHS = {
  accounts: '/wallet/employer/accounts',
  account: (id: string) => `/wallet/employer/accounts/${id}`,
  accountSingle: '/wallet/employer/accounts/single',
  walletTransactions: '/wallet/employer/employer-wallet-transactions',
  createAdditional: '/wallet/employer/create-additional-wallet',
  freeze: '/wallet/employer/accounts/freeze',
  unfreeze: '/wallet/employer/accounts/unfreeze',
  close: '/wallet/employer/accounts/close',
  move: '/wallet/employer/accounts/move',
  dashboard: '/wallet/employer/dashboard',
  transactionCounts: '/wallet/employer/transactions/counts',
  transactions: '/wallet/employer/transactions',
  /** Ours, in the same style: the CSV of the filtered history, one transaction, its PDF receipt. */
  transactionsExport: '/wallet/employer/transactions/export',
  transaction: (id: string) => `/wallet/employer/transactions/${id}`,
  transactionReceipt: (id: string) => `/wallet/employer/transactions/${id}/receipt`,
} as const;

export const MAX_ADDITIONAL_WALLETS = 10;
export const WALLET_PURPOSES = ['main', 'expense', 'collection'] as const;
export type WalletPurpose = (typeof WALLET_PURPOSES)[number];
export const WALLET_STATUSES = ['active', 'frozen', 'closed'] as const;
export type WalletStatus = (typeof WALLET_STATUSES)[number];

/** A positive whole number of kobo. */
export const koboAmount = (label = 'Amount') =>
  z
    .number({ error: `${label} is required` })
    .int(`${label} must be a whole number of kobo`)
    .positive(`${label} must be more than zero`)
    .max(Number.MAX_SAFE_INTEGER, `${label} is too large`);

export const walletId = z.string({ error: 'Wallet not found' }).uuid('Wallet not found');

export const wallet = z.object({
  _id: z.string(),
  walletId: z.string(),
  name: z.string(),
  purpose: z.enum(WALLET_PURPOSES),
  isMain: z.boolean(),
  /** The virtual account number (NUBAN) that receives bank transfers. */
  accountNumber: z.string(),
  accountName: z.string(),
  bankName: z.string(),
  bankCode: z.string(),
  status: z.enum(WALLET_STATUSES),
  balance: z.number().int(),
  currency: z.literal('NGN'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Wallet = z.infer<typeof wallet>;

export const walletListResponse = success(
  z.object({
    accounts: z.array(wallet),
    totalWalletBalance: z.number().int(),
    /** Additional wallets still allowed (spec: up to 10 besides the main one). */
    remainingAdditionalWallets: z.number().int(),
  }),
);
export const walletResponse = success(wallet);

export const walletIdRequest = z.object({ walletId });
export const freezeRequest = z.object({
  walletId,
  reason: z.string().trim().max(200, 'Keep the reason under 200 characters').optional(),
});

const walletName = z
  .string({ error: 'Wallet name is required' })
  .trim()
  .min(2, 'Wallet name must be at least 2 characters')
  .max(40, 'Wallet name must be at most 40 characters');

export const createWalletRequest = z.object({
  name: walletName,
  purpose: z.enum(['expense', 'collection'], { error: 'Choose expense or collection' }),
});
export type CreateWalletRequest = z.infer<typeof createWalletRequest>;
export const updateWalletRequest = z.object({ name: walletName });

export const transactionPin = z
  .string({ error: 'Enter your transaction PIN' })
  .regex(/^\d{4}$/, 'Your transaction PIN is 4 digits');

export const narration = z
  .string()
  .trim()
  .max(100, 'Keep the narration under 100 characters')
  .optional()
  .transform((v) => (v ? v : undefined));

export const moveMoneyRequest = z
  .object({
    sourceWalletId: walletId,
    destinationWalletId: walletId,
    amount: koboAmount(),
    narration,
    pin: transactionPin,
  })
  .refine((m) => m.sourceWalletId !== m.destinationWalletId, {
    path: ['destinationWalletId'],
    message: 'Choose a different wallet to move money to',
  });
export type MoveMoneyRequest = z.infer<typeof moveMoneyRequest>;

export const WALLET_TRANSACTION_TYPES = [
  'funding',
  'bank_transfer_in',
  'move_in',
  'move_out',
  'yield',
  'credit_disbursement',
  'transfer_out',
  'bill_payment',
  'fee',
  'reversal',
  'trade_advance',
  'trade_repayment',
  'on_demand_payout',
  'payment_note',
] as const;
export type WalletTransactionType = (typeof WALLET_TRANSACTION_TYPES)[number];
export const TRANSACTION_TYPE_LABELS: Record<WalletTransactionType, string> = {
  funding: 'Wallet funding',
  bank_transfer_in: 'Bank transfer in',
  move_in: 'Move in',
  move_out: 'Move out',
  yield: 'Yield',
  credit_disbursement: 'Credit disbursement',
  transfer_out: 'Transfer out',
  bill_payment: 'Bill payment',
  fee: 'Fee',
  reversal: 'Reversal',
  trade_advance: 'Trade advance',
  trade_repayment: 'Trade advance repayment',
  on_demand_payout: 'On-demand pay',
  payment_note: 'Payment note',
};
export const WALLET_TRANSACTION_STATUSES = ['pending', 'successful', 'failed', 'reversed'] as const;
export type WalletTransactionStatus = (typeof WALLET_TRANSACTION_STATUSES)[number];

export const walletTransaction = z.object({
  _id: z.string(),
  walletId: z.string(),
  walletName: z.string(),
  walletAccountNumber: z.string().nullable(),
  reference: z.string(),
  type: z.enum(WALLET_TRANSACTION_TYPES),
  direction: z.enum(['credit', 'debit']),
  amount: z.number().int(),
  status: z.enum(WALLET_TRANSACTION_STATUSES),
  narration: z.string(),
  counterpartyName: z.string().nullable(),
  counterpartyAccount: z.string().nullable(),
  counterpartyBank: z.string().nullable(),
  balanceAfter: z.number().int().nullable(),
  initiatedBy: z.string().nullable(),
  channel: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type WalletTransaction = z.infer<typeof walletTransaction>;

/** A business day in Africa/Lagos. */
export const lagosDate = calendarDate;

export const transactionFilters = z
  .object({
    /** Business days in Africa/Lagos, inclusive. */
    from: calendarDate.optional(),
    to: calendarDate.optional(),
    type: z.enum(WALLET_TRANSACTION_TYPES).optional(),
    status: z.enum(WALLET_TRANSACTION_STATUSES).optional(),
    direction: z.enum(['credit', 'debit']).optional(),
    walletId: z.string().uuid('Wallet not found').optional(),
    search: z.string().trim().max(100).optional(),
  })
  .refine(dateRangeInOrder, dateRangeOrder);
export type TransactionFilters = z.infer<typeof transactionFilters>;

export const transactionListQuery = z.intersection(
  transactionFilters,
  z.object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  }),
);
export type TransactionListQuery = z.infer<typeof transactionListQuery>;
export const transactionListResponse = success(page(walletTransaction));
export const transactionResponse = success(walletTransaction);

export const walletTransactionsRequest = z.object({
  walletId,
  page: z.number().int().min(1).default(1),
  limit: z.number().int().min(1).max(100).default(20),
});

export const transactionCounts = z.object({
  total: z.number().int(),
  successful: z.number().int(),
  pending: z.number().int(),
  failed: z.number().int(),
  reversed: z.number().int(),
  credit: z.number().int(),
  debit: z.number().int(),
});
export const transactionCountsResponse = success(transactionCounts);

export const moveMoneyResponse = success(
  z.object({
    reference: z.string(),
    amount: z.number().int(),
    source: walletTransaction,
    destination: walletTransaction,
  }),
);

export const monthlyFlow = z.object({
  /** YYYY-MM in Lagos. */
  month: z.string(),
  label: z.string(),
  moneyIn: z.number().int(),
  moneyOut: z.number().int(),
});

export const walletDashboard = z.object({
  totalWalletBalance: z.number().int(),
  currency: z.literal('NGN'),
  walletCount: z.number().int(),
  mainAccount: z
    .object({
      walletId: z.string(),
      accountNumber: z.string(),
      accountName: z.string(),
      bankName: z.string(),
    })
    .nullable(),
  thisMonth: z.object({ moneyIn: z.number().int(), moneyOut: z.number().int() }),
  /** The last 12 Lagos months, oldest first; moves between own wallets are neither in nor out. */
  monthly: z.array(monthlyFlow),
  /** The newest lines but fee lines: each carries its fee (kobo, null when it had none), shown in its receipt. */
  recentTransactions: z.array(walletTransaction.extend({ fee: z.number().int().nullable() })),
  counts: transactionCounts,
  yield: z.object({ optedIn: z.boolean(), totalEarned: z.number().int() }),
});
export type WalletDashboard = z.infer<typeof walletDashboard>;
export const walletDashboardResponse = success(walletDashboard);
