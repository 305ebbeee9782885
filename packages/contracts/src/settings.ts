// Account settings (spec §2.3 Settings, §3 Settings): the member's profile and photo, the company's details and
// logo, notification and display preferences, and login security (password, login code channel, sessions).
import { z } from 'zod';
import { code, password, phoneNumber } from './auth.ts';
import { address, INDUSTRIES, rcNumber, tin } from './compliance.ts';
import { page, pageQuery, success } from './envelope.ts';

export const SETTINGS_PATHS = {
  profile: '/b2b/settings/profile',
  phone: '/b2b/settings/profile/phone',
  phoneConfirm: '/b2b/settings/profile/phone/confirm',
  photo: '/b2b/settings/profile/photo',
  company: '/b2b/settings/company',
  logo: '/b2b/settings/company/logo',
  preferences: '/b2b/settings/preferences',
  password: '/b2b/settings/security/password',
  loginChannel: '/b2b/settings/security/login-channel',
  sessions: '/b2b/settings/security/sessions',
  session: '/b2b/settings/security/sessions/:id',
  revokeOthers: '/b2b/settings/security/sessions/revoke-others',
  loginHistory: '/b2b/settings/security/login-history',
  /** Signed, unguessable media URLs (an <img> cannot send the bearer token). */
  media: '/media/:companyId/:fileId',
} as const;

/**
 * Photos and logos: JPEG or PNG by content, at most 2 MB and 4096 px a side, stored resized without metadata
 * (decision 0009): a photo within a 512 px square, a logo within 1024×256, the aspect kept, never enlarged.
 */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_MAX_SIDE = 4096;
export const PHOTO_MAX_SIDE = 512;
export const LOGO_MAX_WIDTH = 1024;
export const LOGO_MAX_HEIGHT = 256;

const nameField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(60, `${label} must be at most 60 characters`);

// --- profile ------------------------------------------------------------------------------------------------

export const accountProfile = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  jobTitle: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  phoneVerified: z.boolean(),
  /** A new number waiting for its code. */
  pendingPhoneNumber: z.string().nullable(),
  photoUrl: z.string().nullable(),
});
export type AccountProfile = z.infer<typeof accountProfile>;
export const accountProfileResponse = success(accountProfile);

export const updateProfileRequest = z.object({
  firstName: nameField('First name'),
  lastName: nameField('Last name'),
  jobTitle: z
    .string()
    .trim()
    .max(80, 'Job title must be at most 80 characters')
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequest>;

export const changePhoneRequest = z.object({ phoneNumber });
export const confirmPhoneRequest = z.object({ code });
export const phoneCodeSentResponse = success(z.object({ phoneNumber: z.string(), expiresAt: z.string() }));

// --- company details ----------------------------------------------------------------------------------------

export const COMPANY_EDITABLE_FIELDS = [
  'name',
  'industry',
  'rcNumber',
  'tin',
  'address',
  'contactEmail',
  'contactPhone',
] as const;
export type CompanyEditableField = (typeof COMPANY_EDITABLE_FIELDS)[number];

export const companyDetails = z.object({
  name: z.string(),
  businessType: z.string(),
  accountType: z.enum(['main', 'sub']),
  rcNumber: z.string().nullable(),
  tin: z.string().nullable(),
  industry: z.string().nullable(),
  address: z.string().nullable(),
  /** The address as its parts, for the form that completes it. */
  addressDetails: z
    .object({ street: z.string(), city: z.string(), state: z.string(), landmark: z.string().optional() })
    .nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  /** The verification state: none, draft, submitted, in_review, approved or rejected. */
  verificationStatus: z.string(),
  verified: z.boolean(),
  /** Which fields this business may still change (verification locks what it vouched for). */
  editable: z.array(z.enum(COMPANY_EDITABLE_FIELDS)),
  logoUrl: z.string().nullable(),
});
export type CompanyDetails = z.infer<typeof companyDetails>;
export const companyDetailsResponse = success(companyDetails);

export const updateCompanyRequest = z
  .object({
    name: z
      .string()
      .trim()
      .min(2, 'Business name must be at least 2 characters')
      .max(120, 'Business name must be at most 120 characters')
      .optional(),
    industry: z.enum(INDUSTRIES, { error: 'Choose an industry' }).optional(),
    /** RC number and TIN: filled in by the owner only while verification left them empty. */
    rcNumber: rcNumber.optional(),
    tin: tin.optional(),
    address: address.optional(),
    contactEmail: z.email({ error: 'Enter a valid email address' }).trim().toLowerCase().optional(),
    contactPhone: phoneNumber.optional(),
  })
  .strict();
export type UpdateCompanyRequest = z.infer<typeof updateCompanyRequest>;

// --- preferences ----------------------------------------------------------------------------------------------

export const NOTIFICATION_CATEGORIES = ['approvals', 'payroll', 'payments', 'on-demand', 'security'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];
/** Security emails always go out (a new login, a changed password). */
export const UNMUTABLE_EMAIL_CATEGORIES: readonly NotificationCategory[] = ['security'];

export const AMOUNT_DISPLAYS = ['full', 'rounded', 'hidden'] as const;
export type AmountDisplay = (typeof AMOUNT_DISPLAYS)[number];

const channelChoices = z.object(
  Object.fromEntries(NOTIFICATION_CATEGORIES.map((c) => [c, z.boolean()])) as Record<
    NotificationCategory,
    z.ZodBoolean
  >,
);

export const memberPreferences = z.object({
  email: channelChoices,
  inApp: channelChoices,
  defaultSourceWalletId: z.string().uuid('Choose one of your wallets').nullable(),
  amountDisplay: z.enum(AMOUNT_DISPLAYS, { error: 'Choose how amounts show' }),
});
export type MemberPreferences = z.infer<typeof memberPreferences>;
export const memberPreferencesResponse = success(
  memberPreferences.extend({
    wallets: z.array(z.object({ id: z.string(), name: z.string() })),
  }),
);
export const updatePreferencesRequest = memberPreferences
  .strict()
  .refine((p) => UNMUTABLE_EMAIL_CATEGORIES.every((c) => p.email[c]), {
    path: ['email', 'security'],
    message: 'Security emails cannot be turned off',
  });

// --- login security -------------------------------------------------------------------------------------------

export const changePasswordRequest = z
  .object({
    currentPassword: z
      .string({ error: 'Enter your current password' })
      .min(1, 'Enter your current password')
      .max(1024),
    password,
    password_confirmation: z.string({ error: 'Confirm your password' }),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: 'Passwords do not match',
  })
  .refine((v) => v.password !== v.currentPassword, {
    path: ['password'],
    message: 'Choose a password different from the current one',
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;
export const changePasswordResponse = success(z.object({ sessionsEnded: z.number().int() }));

export const LOGIN_CODE_CHANNELS = ['email', 'sms'] as const;
export type LoginCodeChannel = (typeof LOGIN_CODE_CHANNELS)[number];
export const loginChannelRequest = z.object({
  channel: z.enum(LOGIN_CODE_CHANNELS, { error: 'Choose email or SMS' }),
});
export const loginChannelResponse = success(
  z.object({ channel: z.enum(LOGIN_CODE_CHANNELS), phoneNumber: z.string().nullable() }),
);

export const activeSession = z.object({
  id: z.string(),
  device: z.string(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
  current: z.boolean(),
  support: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSession>;
export const activeSessionsResponse = success(z.array(activeSession));
export const sessionIdParams = z.object({ id: z.string().uuid('Session not found') });
export const revokedSessionsResponse = success(z.object({ revoked: z.number().int() }));

export const loginHistoryEntry = z.object({
  id: z.string(),
  at: z.string(),
  outcome: z.enum(['success', 'failure']),
  ip: z.string().nullable(),
  device: z.string(),
});
export type LoginHistoryEntry = z.infer<typeof loginHistoryEntry>;
export const loginHistoryQuery = pageQuery;
export const loginHistoryResponse = success(page(loginHistoryEntry));
