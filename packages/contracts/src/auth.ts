// Requests and responses of the sign-in journey: sign-up, email confirmation, two-stage login, refresh,
// password reset, invited members' passwords, logout (spec §2.1, §3, §4 Login, §7 session calls).
import { z } from 'zod';
import {
  BUSINESS_TYPES,
  CHANNEL,
  CODE_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PRODUCT_CODES,
  USER_TYPES,
} from './constants.ts';
import { success } from './envelope.ts';

const trimmed = (label: string, max = 100) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const email = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Enter a valid email address'));

export const password = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** Nigerian phone numbers: local (0803…) or international (+234803…). */
export const phoneNumber = z
  .string({ error: 'Phone number is required' })
  .trim()
  .regex(/^(\+?234|0)[789][01]\d{8}$/, 'Enter a valid Nigerian phone number');

export const code = z
  .string({ error: 'Code is required' })
  .trim()
  .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), `Enter the ${CODE_LENGTH}-digit code`);

const channel = z.literal(CHANNEL, { error: `channel must be '${CHANNEL}'` });

/** A new password typed twice; the second must match. */
export const passwordPair = z
  .object({ password, password_confirmation: z.string({ error: 'Confirm your password' }) })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: 'Passwords do not match',
  });

// --- sign-up and email confirmation ---------------------------------------------------------------

export const signupRequest = z.object({
  firstName: trimmed('First name', 60),
  lastName: trimmed('Last name', 60),
  email,
  phoneNumber,
  jobTitle: trimmed('Job title', 80),
  companyName: trimmed('Business name', 120),
  businessType: z.enum(BUSINESS_TYPES, { error: 'Choose a business type' }),
});
export type SignupRequest = z.infer<typeof signupRequest>;

/** The same answer whether or not the email already had an account; the mailbox tells its owner which. */
export const signupResponse = success(z.object({ email: z.string() }));

export const verifyEmailCodeRequest = z.object({ email, code });
export const verifyAccountRequest = z.object({
  id: z.string({ error: 'Invalid confirmation link' }).uuid('Invalid confirmation link'),
  activationToken: z
    .string({ error: 'Invalid confirmation link' })
    .min(16, 'Invalid confirmation link')
    .max(200, 'Invalid confirmation link'),
});
/** A confirmed email hands back a one-time token to create the business password with. */
export const emailConfirmedResponse = success(z.object({ email: z.string(), passwordToken: z.string() }));

export const resendVerificationRequest = z.object({ email });

export const createPasswordRequest = z
  .object({
    token: z
      .string({ error: 'Invalid or expired link' })
      .min(16, 'Invalid or expired link')
      .max(200, 'Invalid or expired link'),
  })
  .and(passwordPair);

// --- login ----------------------------------------------------------------------------------------

/** Any length at login: the password policy applies when a password is set, not when it is typed. */
const loginPassword = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(1024, 'Password is too long');

export const loginRequest = z.discriminatedUnion(
  'stage',
  [
    z.object({
      stage: z.literal(1),
      email,
      password: loginPassword,
      ipAddress: z.string().max(64).optional(),
      channel,
    }),
    z.object({
      stage: z.literal(2),
      email,
      password: loginPassword,
      otp: code,
      challengeId: z.string({ error: 'Start the login again' }).uuid('Start the login again').optional(),
      ipAddress: z.string().max(64).optional(),
      channel,
    }),
  ],
  { error: 'stage must be 1 or 2' },
);
export type LoginRequest = z.infer<typeof loginRequest>;

/** Stage 1 answers a pending stage 2: a code was emailed. It is not a login. */
export const pendingLogin = z.object({
  stage: z.literal(2),
  challengeId: z.string().uuid(),
  email: z.string(),
  expiresAt: z.string(),
  /** Where the code went (Settings › Login & Security): email, or SMS to a phone shown by its last digits. */
  codeSentTo: z.object({ channel: z.enum(['email', 'sms']), destination: z.string() }).optional(),
});

export const employerProfile = z.object({
  _id: z.string(),
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  jobTitle: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  /** The member's profile photo (a signed media URL), shown in the profile menu; absent in older sessions. */
  photoUrl: z.string().nullable().optional(),
  adminVerify: z.boolean(),
  isActive: z.boolean(),
  isCompliant: z.boolean().nullable(),
  products: z.array(z.enum(PRODUCT_CODES)),
  rejectComment: z.string().nullable(),
  status: z.string(),
  selectedCompanyId: z.string(),
  companyName: z.string(),
  mainCompanyId: z.string(),
  accountType: z.enum(['main', 'sub']),
  userType: z.enum(USER_TYPES),
  isAccessPinSet: z.boolean(),
  shouldEarnYield: z.boolean(),
});
export type EmployerProfile = z.infer<typeof employerProfile>;

export const loginSession = z.object({
  token: z.string(),
  refreshToken: z.string(),
  /** Expiry of `token`, epoch milliseconds. */
  tokenExpiry: z.number().int(),
  name: z.string(),
  employer: employerProfile,
  company: z.object({
    selectedCompanyId: z.string(),
    companyType: z.enum(BUSINESS_TYPES),
    /** Company info (spec §3): shows the hidden /transaction-history link. */
    employeeEva: z.boolean().optional(),
    /** Company info (spec §3): the logo in the profile menu; initials when absent. */
    businessLogo: z.string().nullable().optional(),
  }),
  member: z.object({
    isPasswordSet: z.boolean(),
    isAccessPinSet: z.boolean(),
    /**
     * The member's effective permission keys in this business (a custom role's chosen ones plus the base ones),
     * so the web can hide what the server would refuse. Absent in sessions stored before it existed.
     */
    permissions: z.array(z.string()).optional(),
  }),
  /** An administrator limited to some businesses of the main account (spec §6). */
  alias: z.boolean(),
  /** The businesses (sub-account ids) an alias may see and switch to; empty when not an alias. */
  employerList: z.array(z.string()),
});
export type LoginSession = z.infer<typeof loginSession>;

export const loginResponse = success(z.union([pendingLogin, loginSession]));
export type LoginResponse = z.infer<typeof loginResponse>;

export const resendLoginCodeRequest = z.object({
  challengeId: z.string({ error: 'Start the login again' }).uuid('Start the login again'),
  channel,
});
export const resendLoginCodeResponse = success(z.object({ expiresAt: z.string() }));

export const refreshRequest = z.object({
  refreshToken: z.string({ error: 'refreshToken is required' }).min(1, 'refreshToken is required').max(200),
  channel,
});
export const refreshResponse = success(
  z.object({ token: z.string(), refreshToken: z.string(), tokenExpiry: z.number().int() }),
);

// --- passwords --------------------------------------------------------------------------------------

export const forgotPasswordRequest = z.object({ email });

export const resetPasswordRequest = z
  .object({
    email,
    resetPin: z
      .number({ error: 'Enter the 6-digit reset PIN' })
      .int('Enter the 6-digit reset PIN')
      .min(100000, 'Enter the 6-digit reset PIN')
      .max(999999, 'Enter the 6-digit reset PIN'),
  })
  .and(passwordPair);

/** Invited members (/create-your-password/{token}) and member resets (/reset-your-password/{token}). */
export const memberPasswordRequest = createPasswordRequest;

/**
 * What an invitation's link answers once the business withdrew the invitation (removed the pending member): it sets
 * no password and accepts nothing (code INVITATION_WITHDRAWN).
 */
export const INVITATION_WITHDRAWN_MESSAGE = 'This invitation was withdrawn.';

/** What an emailed member link is for, asked before its page shows a password form (a used link shows none). */
export const memberPasswordLinkRequest = z.object({
  token: z
    .string({ error: 'Invalid or expired link' })
    .min(16, 'Invalid or expired link')
    .max(200, 'Invalid or expired link'),
});
export const memberPasswordLinkResponse = success(
  z.object({
    /** The business that invited the member (or whose member resets a password). */
    companyName: z.string().nullable(),
    firstName: z.string(),
    email: z.string(),
  }),
);
export type MemberPasswordLink = z.infer<typeof memberPasswordLinkResponse>['data'];

export const clientInfoResponse = success(z.object({ ipAddress: z.string() }));

export const AUTH_PATHS = {
  signup: '/auth/employer/signup',
  verifyEmailCode: '/auth/employer/verify-email',
  verifyAccount: '/auth/employer/verify-account',
  resendVerification: '/auth/employer/resend-verification',
  createBusinessPassword: '/auth/employer/create-password',
  login: '/auth/employer/login',
  resendLoginCode: '/auth/employer/login/resend-otp',
  refresh: '/auth/employer/refresh-token',
  forgotPassword: '/auth/employer/forgot-password',
  resetPassword: '/auth/employer/reset-password',
  memberCreatePassword: '/auth/member/create-password',
  memberPasswordLink: '/auth/member/password-link',
  memberResetPassword: '/auth/member/reset-password',
  logout: '/auth/employer/logout',
  clientInfo: '/auth/client-info',
} as const;
