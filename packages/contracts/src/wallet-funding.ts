// Funding a wallet (spec §4, §7): initiate returns a payment link to the provider's checkout; the provider's
// signed callback credits the wallet once; the webhook lookup verifies the status (/dashboard/verify-fund-status).
// The sandbox provider hosts its checkout inside the app at /sandbox/checkout/{reference}.
import { z } from 'zod';
import { success } from './envelope.ts';
import { koboAmount, walletId } from './wallets.ts';

export const FUNDING_PATHS = {
  initiate: '/wallet/employer/accounts/fund/initiate',
  /** GET with the reference as filter: the status of a funding (spec: "GET wallet/accounts/fund/webhook"). */
  verify: '/wallet/accounts/fund/webhook',
  /** POST: where the funding provider delivers its signed callbacks. */
  callback: '/wallet/accounts/fund/webhook',
  /** The sandbox provider's hosted checkout (public: the payer is not signed in to Paydesk). */
  sandboxCheckout: (reference: string) => `/sandbox/funding/checkout/${reference}`,
} as const;

/** Where a checkout sends the payer back to. */
export const VERIFY_FUND_STATUS_ROUTE = '/dashboard/verify-fund-status';

/** ₦100 to ₦10,000,000 per card funding. */
export const MIN_FUNDING_KOBO = 100_00;
export const MAX_FUNDING_KOBO = 10_000_000_00;

export const fundInitiateRequest = z.object({
  walletId,
  amount: koboAmount()
    .min(MIN_FUNDING_KOBO, 'The smallest funding is ₦100.00')
    .max(MAX_FUNDING_KOBO, 'The largest funding is ₦10,000,000.00'),
});
export type FundInitiateRequest = z.infer<typeof fundInitiateRequest>;

/**
 * A card checkout's life: after it the provider's page answers "This checkout does not exist or has expired." and
 * the funding is failed with FUNDING_EXPIRED_REASON (decision 0005). Never credited once expired.
 */
export const CARD_CHECKOUT_LIFE_MINUTES = 30;
export const FUNDING_EXPIRED_REASON = 'The checkout expired';

export const FUNDING_STATUSES = ['pending', 'successful', 'failed'] as const;
export type FundingStatus = (typeof FUNDING_STATUSES)[number];

export const funding = z.object({
  reference: z.string(),
  walletId: z.string(),
  walletName: z.string(),
  channel: z.enum(['card', 'bank_transfer']),
  amount: z.number().int(),
  status: z.enum(FUNDING_STATUSES),
  /** The payment link (spec §3: funding returns a payment link URL). */
  paymentLink: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type Funding = z.infer<typeof funding>;
export const fundingResponse = success(funding);

export const fundVerifyQuery = z
  .object({
    reference: z.string().trim().min(1).max(64).optional(),
    /** The spec calls the lookup "with filter": the reference may come as `filter` too. */
    filter: z.string().trim().min(1).max(64).optional(),
  })
  .refine((q) => q.reference || q.filter, { path: ['reference'], message: 'Give the funding reference' });

export const sandboxCheckout = z.object({
  reference: z.string(),
  amount: z.number().int(),
  currency: z.literal('NGN'),
  payee: z.string(),
  status: z.enum(['open', 'successful', 'failed']),
  returnUrl: z.string(),
});
export type SandboxCheckout = z.infer<typeof sandboxCheckout>;
export const sandboxCheckoutResponse = success(sandboxCheckout);
export const sandboxCheckoutDecision = z.object({
  outcome: z.enum(['pay', 'fail'], { error: 'Choose pay or fail' }),
});
