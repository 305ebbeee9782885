// The transaction PIN (spec §7: send-access-pin-otp, change-transaction-pin, with employer-admin variants that
// travel without the token header) and transaction limits (/settings/transaction-limits: single, daily and
// default limits per business and per member).
import { z } from 'zod';
import { code, email } from './auth.ts';
import { success } from './envelope.ts';
import { transactionPin } from './wallets.ts';

export const PIN_PATHS = {
  /** GET: whether the signed-in member has a PIN, and whether it is locked. Ours. */
  status: '/wallet/employer/transaction-pin',
  sendOtp: '/wallet/employer/send-access-pin-otp',
  change: '/wallet/employer/change-transaction-pin',
  /**
   * Employer-admin variants without the token header: an administrator who has not signed in yet (e.g. right
   * after accepting an invitation) proves who they are with their email and password in the body.
   */
  adminSendOtp: '/wallet/employer-admin/send-access-pin-otp',
  adminChange: '/wallet/employer-admin/change-transaction-pin',
} as const;

export const PIN_OTP_PURPOSES = ['create-pin', 'reset-pin'] as const;
export type PinOtpPurpose = (typeof PIN_OTP_PURPOSES)[number];
export const PIN_LENGTH = 4;

const purposeField = z.enum(PIN_OTP_PURPOSES, { error: 'Choose create-pin or reset-pin' });

/** Spec §3: a transfer request carries otpType or purpose; either names what the code is for. */
export const sendPinOtpRequest = z
  .object({ otpType: purposeField.optional(), purpose: purposeField.optional() })
  .refine((b) => b.otpType || b.purpose, { path: ['purpose'], message: 'Say what the code is for' })
  .refine((b) => !b.otpType || !b.purpose || b.otpType === b.purpose, {
    path: ['purpose'],
    message: 'otpType and purpose disagree',
  })
  .transform((b) => ({ purpose: (b.purpose ?? b.otpType)! }));
export type SendPinOtpRequest = z.input<typeof sendPinOtpRequest>;

/**
 * Why a new PIN is too easy to guess, or null. A PIN that guards every debit may not be one digit repeated
 * ("0000"), a run of digits up or down ("1234", "9876", wrapping past 9 as keypads do: "8901"), or a year of
 * birth ("1987", "2001": 1900–2099), the first guesses of anyone holding a member's password.
 */
export function weakPinReason(pin: string): string | null {
  if (!/^\d{4}$/.test(pin)) return null;
  const digits = [...pin].map(Number);
  if (digits.every((d) => d === digits[0])) return 'Choose a PIN that is not one digit repeated';
  const steps = digits.slice(1).map((d, i) => (d - digits[i]! + 10) % 10);
  if (steps.every((s) => s === 1) || steps.every((s) => s === 9)) {
    return 'Choose a PIN that is not a run of digits like 1234';
  }
  if (/^(19|20)\d\d$/.test(pin)) return 'Choose a PIN that is not a year, such as a year of birth';
  return null;
}

export const changePinRequest = z
  .object({ otp: code, pin: transactionPin, confirmPin: z.string({ error: 'Confirm your PIN' }) })
  .refine((b) => b.pin === b.confirmPin, { path: ['confirmPin'], message: 'The PINs do not match' })
  .superRefine((b, ctx) => {
    const weak = weakPinReason(b.pin);
    if (weak) ctx.addIssue({ code: 'custom', path: ['pin'], message: weak });
  });
export type ChangePinRequest = z.infer<typeof changePinRequest>;

const adminCredentials = z.object({
  email,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
});
export const adminSendPinOtpRequest = z.intersection(adminCredentials, sendPinOtpRequest);
export const adminChangePinRequest = z.intersection(adminCredentials, changePinRequest);

export const pinOtpSentResponse = success(z.object({ email: z.string(), expiresAt: z.string() }));
export const pinStatus = z.object({
  isAccessPinSet: z.boolean(),
  /** Set while wrong attempts keep the PIN locked. */
  lockedUntil: z.string().nullable(),
  attemptsLeft: z.number().int(),
});
export const pinStatusResponse = success(pinStatus);

// --- limits ------------------------------------------------------------------------------------------

export const LIMIT_PATHS = {
  limits: '/b2b/employer/settings/transaction-limits',
  member: (memberId: string) => `/b2b/employer/settings/transaction-limits/members/${memberId}`,
  /** The signed-in member's own limits and what remains today (any member). */
  mine: '/b2b/employer/settings/transaction-limits/me',
} as const;

const limitAmount = z
  .number()
  .int('Limits are whole kobo')
  .positive('A limit must be more than zero; leave it empty for no limit')
  .max(Number.MAX_SAFE_INTEGER)
  .nullable();

export const limitPair = z
  .object({ single: limitAmount, daily: limitAmount })
  .refine((l) => l.single === null || l.daily === null || l.single <= l.daily, {
    path: ['single'],
    message: 'The single limit cannot be above the daily limit',
  });
export type LimitPair = z.infer<typeof limitPair>;

export const updateLimitsRequest = z.object({ business: limitPair, default: limitPair });
export type UpdateLimitsRequest = z.infer<typeof updateLimitsRequest>;

export const memberLimit = z.object({
  memberId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  /** The member's own limits; null when the default applies. */
  own: z.object({ single: z.number().int().nullable(), daily: z.number().int().nullable() }).nullable(),
  usedToday: z.number().int(),
});

const pairOut = z.object({ single: z.number().int().nullable(), daily: z.number().int().nullable() });

export const transactionLimits = z.object({
  business: pairOut,
  default: pairOut,
  businessUsedToday: z.number().int(),
  members: z.array(memberLimit),
});
export type TransactionLimits = z.infer<typeof transactionLimits>;
export const transactionLimitsResponse = success(transactionLimits);

export const myLimits = z.object({
  single: z.number().int().nullable(),
  daily: z.number().int().nullable(),
  usedToday: z.number().int(),
  /** What the member may still send today under both their own and the business's daily limits. */
  remainingToday: z.number().int().nullable(),
  business: pairOut,
});
export type MyLimits = z.infer<typeof myLimits>;
export const myLimitsResponse = success(myLimits);
