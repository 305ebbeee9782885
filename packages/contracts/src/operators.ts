// The operator console (/ops): operators' own two-stage login, the verification queue, a submission with its
// documents, approve or reject, and support sign-in links to a business (/ep-admin/login/{payload}).
import { z } from 'zod';
import { code, email, loginSession } from './auth.ts';
import {
  COMPLIANCE_STATUSES,
  COMPLIANCE_STEPS,
  complianceDocument,
  director,
  verifiedIdentity,
} from './compliance.ts';
import { BUSINESS_TYPES } from './constants.ts';
import { page, success } from './envelope.ts';

const loginPassword = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(1024, 'Password is too long');

export const operatorLoginRequest = z.discriminatedUnion(
  'stage',
  [
    z.object({ stage: z.literal(1), email, password: loginPassword }),
    z.object({
      stage: z.literal(2),
      challengeId: z.string({ error: 'Start the login again' }).uuid('Start the login again'),
      code,
    }),
  ],
  { error: 'stage must be 1 or 2' },
);
export type OperatorLoginRequest = z.infer<typeof operatorLoginRequest>;

export const operator = z.object({
  _id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type Operator = z.infer<typeof operator>;

export const operatorPendingLogin = z.object({
  stage: z.literal(2),
  challengeId: z.string().uuid(),
  email: z.string(),
  expiresAt: z.string(),
});

export const operatorSession = z.object({
  token: z.string(),
  /** Epoch milliseconds; operators sign in again after it. */
  tokenExpiry: z.number().int(),
  operator,
});
export type OperatorSession = z.infer<typeof operatorSession>;

export const operatorLoginResponse = success(z.union([operatorPendingLogin, operatorSession]));
export const operatorMeResponse = success(operator);

export const OPEN_VERIFICATION_STATUSES = ['submitted', 'in_review'] as const;

export const verificationQueueQuery = z.object({
  status: z.enum(OPEN_VERIFICATION_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const verificationSummary = z.object({
  _id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  businessType: z.enum(BUSINESS_TYPES),
  status: z.enum(COMPLIANCE_STATUSES),
  submittedAt: z.string().nullable(),
  ownerName: z.string().nullable(),
  ownerEmail: z.string().nullable(),
});
export type VerificationSummary = z.infer<typeof verificationSummary>;

export const verificationDetail = verificationSummary.extend({
  completedSteps: z.array(z.enum(COMPLIANCE_STEPS)),
  businessInformation: z.record(z.string(), z.unknown()).nullable(),
  address: z.record(z.string(), z.unknown()).nullable(),
  identity: verifiedIdentity.nullable(),
  documents: z.array(complianceDocument),
  directors: z.array(director),
  rejectComment: z.string().nullable(),
  reviewStartedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type VerificationDetail = z.infer<typeof verificationDetail>;

export const verificationQueueResponse = success(page(verificationSummary));
export const verificationDetailResponse = success(verificationDetail);

export const rejectVerificationRequest = z.object({
  comment: z
    .string({ error: 'Tell the business what to fix' })
    .trim()
    .min(3, 'Tell the business what to fix')
    .max(1000, 'Keep the comment under 1000 characters'),
});

export const SUPPORT_LINK_TTL_MINUTES = 5;

export const supportLinkRequest = z.object({
  reason: z
    .string({ error: 'Give a reason for signing in' })
    .trim()
    .min(3, 'Give a reason for signing in')
    .max(300, 'Keep the reason under 300 characters'),
});
export const supportLinkResponse = success(
  z.object({ url: z.string(), path: z.string(), expiresAt: z.string() }),
);

export const businessSearchQuery = z.object({
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const businessSummary = z.object({
  _id: z.string(),
  companyName: z.string(),
  businessType: z.enum(BUSINESS_TYPES),
  adminVerify: z.boolean(),
  status: z.string(),
  ownerEmail: z.string().nullable(),
});
export const businessSearchResponse = success(page(businessSummary));

/** The business session a support link opens: a login session marked with the operator's name. */
export const supportLoginRequest = z.object({
  payload: z
    .string({ error: 'Invalid support link' })
    .min(10, 'Invalid support link')
    .max(512, 'Invalid support link'),
});
export const supportSession = loginSession.extend({
  support: z.object({ operatorName: z.string() }),
});
export type SupportSession = z.infer<typeof supportSession>;
export const supportLoginResponse = success(supportSession);

export const OPS_PATHS = {
  login: '/ops/auth/login',
  logout: '/ops/auth/logout',
  me: '/ops/auth/me',
  queue: '/ops/verifications',
  verification: (id: string) => `/ops/verifications/${id}`,
  startReview: (id: string) => `/ops/verifications/${id}/review`,
  approve: (id: string) => `/ops/verifications/${id}/approve`,
  reject: (id: string) => `/ops/verifications/${id}/reject`,
  documentFile: (id: string, documentId: string) => `/ops/verifications/${id}/documents/${documentId}/file`,
  businesses: '/ops/businesses',
  supportLink: (companyId: string) => `/ops/businesses/${companyId}/support-link`,
  /** On the business side: opening a support link. */
  supportLogin: '/auth/support-login',
} as const;

/** The web page a support link opens. */
export const SUPPORT_LOGIN_PAGE = '/ep-admin/login';
