// Settlements (issue 16, /settings/settlements; beyond the spec): the business's own bank accounts, checked by name
// enquiry and added with a code emailed to the member, and sweep rules that move a wallet's balance above a floor to
// one of them daily, weekly (on a weekday) or monthly (on a day of the month), Africa/Lagos dates. Setting a rule up
// is gateable ('settlement.sweep'); each sweep is a normal bank transfer and is kept in the rule's history.
import { z } from 'zod';
import { code } from './auth.ts';
import { accountNumber, institutionCode } from './banking.ts';
import { calendarDate } from './dates.ts';
import { page, pageQuery, success } from './envelope.ts';
import { RECURRING_DAY_MESSAGES, RECURRING_FREQUENCIES } from './recurring-transfers.ts';
import { transactionPin, walletId } from './wallets.ts';

export const SETTLEMENT_PATHS = {
  /** GET the business's settlement accounts; POST adds one (name enquiry, then a code by email). */
  accounts: '/b2b/settings/settlements/accounts',
  /** DELETE removes one (refused while a sweep rule uses it). */
  account: (id: string) => `/b2b/settings/settlements/accounts/${id}`,
  /** POST { code }: the emailed code confirms the account. */
  confirm: (id: string) => `/b2b/settings/settlements/accounts/${id}/confirm`,
  /** POST: a new code for an account still pending. */
  resend: (id: string) => `/b2b/settings/settlements/accounts/${id}/resend`,
  /** GET the sweep rules; POST sets one up (Idempotency-Key, PIN, gateable 'settlement.sweep'). */
  rules: '/b2b/settings/settlements/sweep-rules',
  /** DELETE deletes a rule (its history stays readable in the audit log). */
  rule: (id: string) => `/b2b/settings/settlements/sweep-rules/${id}`,
  pause: (id: string) => `/b2b/settings/settlements/sweep-rules/${id}/pause`,
  resume: (id: string) => `/b2b/settings/settlements/sweep-rules/${id}/resume`,
  /** GET every sweep of a rule, newest first, with its outcome. */
  history: (id: string) => `/b2b/settings/settlements/sweep-rules/${id}/history`,
} as const;

export const SETTLEMENT_MESSAGES = {
  codeSent: 'We sent a code to your email. Enter it to add the account.',
  accountAdded: 'Settlement account added',
  accountRemoved: 'Settlement account removed',
  accountInUse: 'A sweep rule sends money to this account. Delete the rule first.',
  accountNotActive: 'Choose a confirmed settlement account',
  ruleCreated: 'Sweep rule created',
  rulePaused: 'Sweep rule paused',
  ruleResumed: 'Sweep rule resumed',
  ruleDeleted: 'Sweep rule deleted',
  wrongCode: 'This code is wrong or has expired. Ask for a new one.',
} as const;

export const SETTLEMENT_ACCOUNT_STATUSES = ['pending', 'active'] as const;
export const SWEEP_RULE_STATUSES = ['active', 'paused'] as const;
export const SWEEP_OUTCOMES = ['moved', 'nothing', 'failed'] as const;
export type SweepOutcome = (typeof SWEEP_OUTCOMES)[number];

// --- accounts ----------------------------------------------------------------------------------------

export const addSettlementAccountRequest = z.object({ bankCode: institutionCode, accountNumber });
export type AddSettlementAccountRequest = z.input<typeof addSettlementAccountRequest>;
export const confirmSettlementAccountRequest = z.object({ code });

export const settlementAccount = z.object({
  id: z.string(),
  status: z.enum(SETTLEMENT_ACCOUNT_STATUSES),
  bankCode: z.string(),
  bankName: z.string().nullable(),
  accountNumber: z.string(),
  accountName: z.string(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
});
export type SettlementAccount = z.infer<typeof settlementAccount>;
export const settlementAccountResponse = success(settlementAccount);
export const settlementAccountListResponse = success(z.array(settlementAccount));
export const settlementCodeSentResponse = success(
  z.object({ account: settlementAccount, email: z.string(), expiresAt: z.string() }),
);

// --- sweep rules -------------------------------------------------------------------------------------

export const createSweepRuleRequest = z
  .object({
    walletId,
    settlementAccountId: z
      .string({ error: 'Choose a settlement account' })
      .uuid('Choose a settlement account'),
    /** Kobo that stays in the wallet; zero sweeps everything. */
    floor: z
      .number({ error: 'Enter the amount to keep in the wallet' })
      .int('The floor must be a whole number of kobo')
      .min(0, 'The floor cannot be negative')
      .max(Number.MAX_SAFE_INTEGER, 'The floor is too large'),
    frequency: z.enum(RECURRING_FREQUENCIES, { error: 'Choose daily, weekly or monthly' }),
    /** Weekly: 1 (Monday) … 7 (Sunday); monthly: 1 … 31; daily: none. */
    day: z.number().int().nullable().optional(),
    startDate: calendarDate,
    pin: transactionPin,
  })
  .superRefine((v, ctx) => {
    if (v.frequency === 'weekly' && !(v.day && v.day >= 1 && v.day <= 7))
      ctx.addIssue({ code: 'custom', path: ['day'], message: RECURRING_DAY_MESSAGES.weekly });
    if (v.frequency === 'monthly' && !(v.day && v.day >= 1 && v.day <= 31))
      ctx.addIssue({ code: 'custom', path: ['day'], message: RECURRING_DAY_MESSAGES.monthly });
  });
export type CreateSweepRuleRequest = z.input<typeof createSweepRuleRequest>;

export const sweepRule = z.object({
  id: z.string(),
  status: z.enum(SWEEP_RULE_STATUSES),
  walletId: z.string(),
  walletName: z.string(),
  settlementAccount: settlementAccount.pick({
    id: true,
    bankName: true,
    accountNumber: true,
    accountName: true,
  }),
  floor: z.number().int(),
  frequency: z.enum(RECURRING_FREQUENCIES),
  day: z.number().int().nullable(),
  startDate: z.string(),
  nextRunDate: z.string().nullable(),
  lastRunDate: z.string().nullable(),
  createdAt: z.string(),
});
export type SweepRule = z.infer<typeof sweepRule>;
export const sweepRuleResponse = success(sweepRule);
export const sweepRuleListResponse = success(z.array(sweepRule));

export const sweep = z.object({
  id: z.string(),
  runDate: z.string(),
  status: z.enum(SWEEP_OUTCOMES),
  balanceBefore: z.number().int(),
  amount: z.number().int(),
  fee: z.number().int(),
  reference: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
});
export type Sweep = z.infer<typeof sweep>;
export const sweepHistoryQuery = pageQuery;
export const sweepHistoryResponse = success(page(sweep));
