// The employee app (/staff): sign-in by a one-time code sent to an employee, accepting an on-demand pay invitation,
// the employee's own profile and bank account. Staff tokens carry their own audience and open only these paths.
import { z } from 'zod';
import { success } from './envelope.ts';
import { employeePhone } from './people.ts';

export const STAFF_PATHS = {
  requestCode: '/staff/auth/code',
  verifyCode: '/staff/auth/verify',
  acceptInvitation: '/staff/invitations/accept',
  /** Who sent an invitation, read before it is accepted (the link's token in the body, never in a URL). */
  invitation: '/staff/invitations/preview',
  me: '/staff/me',
  bankAccount: '/staff/me/bank-account',
  logout: '/staff/auth/logout',
  refresh: '/staff/auth/refresh',
  /** Choosing which employer to act for, when the person works for two or more businesses on Paydesk. */
  switchEmployer: '/staff/auth/employer',
} as const;

export const STAFF_MESSAGES = {
  codeSent: 'If you are on on-demand pay, a sign-in code is on its way',
  signedIn: 'Signed in',
  invitationAccepted: 'Invitation accepted',
  invitation: 'Invitation',
  invalidCode: 'The code is wrong or has expired',
  invitationInvalid: 'This invitation link is not valid',
  invitationUsed: 'This invitation has already been accepted',
  bankConfirmed: 'Bank account confirmed',
  loggedOut: 'Signed out',
  refreshed: 'Session refreshed',
  employerSwitched: 'Employer switched',
} as const;

const email = z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address'));

/** An email or a Nigerian phone number; answered normalised (lower-case email, +234 phone). */
export const staffIdentifier = z
  .string({ error: 'Enter your email or phone number' })
  .trim()
  .min(1, 'Enter your email or phone number')
  .max(254)
  .pipe(z.union([email, employeePhone], { error: 'Enter a valid email or Nigerian phone number' }));

export const staffCodeRequest = z.strictObject({ identifier: staffIdentifier });
export type StaffCodeRequest = z.input<typeof staffCodeRequest>;

export const staffVerifyRequest = z.strictObject({
  identifier: staffIdentifier,
  code: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code'),
});
export type StaffVerifyRequest = z.input<typeof staffVerifyRequest>;

export const staffAcceptRequest = z.strictObject({
  companyId: z.uuid('This invitation link is not valid'),
  employeeId: z.uuid('This invitation link is not valid'),
  token: z.string().min(20).max(200),
});
export type StaffAcceptRequest = z.input<typeof staffAcceptRequest>;

/** What the invitation page shows before the employee accepts: who invites them. */
export const staffInvitationPreview = z.object({ companyName: z.string(), firstName: z.string() });
export type StaffInvitationPreview = z.infer<typeof staffInvitationPreview>;

export const staffBankAccountRequest = z.strictObject({
  bankCode: z.string().regex(/^\d{3,6}$/, 'Choose a bank'),
  accountNumber: z.string().regex(/^\d{10}$/, 'Account number must be 10 digits'),
});
export type StaffBankAccountRequest = z.input<typeof staffBankAccountRequest>;

export const staffProfile = z.object({
  employeeId: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  staffId: z.string(),
  jobTitle: z.string().nullable(),
  department: z.string().nullable(),
  onDemandState: z.enum(['not-invited', 'invited', 'accepted']),
  bankAccount: z.object({
    bankCode: z.string(),
    bankName: z.string(),
    accountNumber: z.string(),
    accountName: z.string(),
    nameCheck: z.enum(['matched', 'mismatch', 'unverified']),
  }),
});
export type StaffProfile = z.infer<typeof staffProfile>;

/** One business the signed-in person works for (same email or phone, on on-demand pay there). */
export const staffEmployment = z.object({
  companyId: z.string(),
  companyName: z.string(),
  employeeId: z.string(),
});
export type StaffEmployment = z.infer<typeof staffEmployment>;

/** A short-lived access token (expiresAt in ms) and the rotating refresh token that renews it. */
export const staffTokens = z.object({ token: z.string(), refreshToken: z.string(), expiresAt: z.number() });
export type StaffTokens = z.infer<typeof staffTokens>;

/** A signed-in employee: tokens, the profile of the employment acted for, and every employment to choose from. */
export const staffSession = staffTokens.extend({
  profile: staffProfile,
  employments: z.array(staffEmployment),
});
export type StaffSession = z.infer<typeof staffSession>;

export const staffRefreshRequest = z.strictObject({ refreshToken: z.string().min(20).max(200) });
export const staffSwitchRequest = z.strictObject({ employeeId: z.uuid('Choose an employer') });
export type StaffSwitchRequest = z.infer<typeof staffSwitchRequest>;
export const staffTokensResponse = success(staffTokens);

export const staffSessionResponse = success(staffSession);
export const staffInvitationPreviewResponse = success(staffInvitationPreview);
export const staffProfileResponse = success(staffProfile);
