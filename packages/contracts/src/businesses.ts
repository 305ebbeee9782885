// Multiple businesses (spec §2.6 switcher, §3 sub account, §4 switching, §6, §7 session calls): a main account adds
// sub accounts, lists them (page 1, limit 50, download false), logs in to one and switches back to main.
import { z } from 'zod';
import { loginSession } from './auth.ts';
import { INDUSTRIES } from './compliance.ts';
import { BUSINESS_TYPES } from './constants.ts';
import { page, success } from './envelope.ts';
import { invitee } from './team.ts';

/** Sub-accounts fetch of spec §9. */
export const SUB_ACCOUNTS_PAGE = { page: 1, limit: 50, download: false } as const;

export const INVALID_SUB_ACCOUNT_MESSAGE = 'Invalid sub-account selected';
export const INCOMPLETE_SUB_ACCOUNT_MESSAGE = 'Kindly complete the account registration to continue';

/** A sub account as the switcher lists it (spec §3), with its manager. */
export const subAccount = z.object({
  _id: z.string(),
  companyInfoId: z.string(),
  companyName: z.string(),
  /** The manager accepted the email invitation. */
  isEmailVerified: z.boolean(),
  /** The company information is filled in. */
  isCompanyInfo: z.boolean(),
  /** Approved by Paydesk (admin approval). */
  isActive: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  jobTitle: z.string().nullable(),
  email: z.string(),
  businessType: z.enum(BUSINESS_TYPES),
  createdAt: z.string(),
});
export type SubAccount = z.infer<typeof subAccount>;

const flag = z
  .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
    error: 'download must be true or false',
  })
  .default(false);

/** Both the POST body and the GET query of the sub-accounts call. */
export const subAccountsQuery = z.object({
  page: z.coerce.number().int().min(1).default(SUB_ACCOUNTS_PAGE.page),
  limit: z.coerce.number().int().min(1).max(100).default(SUB_ACCOUNTS_PAGE.limit),
  download: flag,
  search: z.string().trim().max(100).optional(),
});
export type SubAccountsQuery = z.input<typeof subAccountsQuery>;

export const mainAccountSummary = z.object({
  _id: z.string(),
  companyName: z.string(),
  businessType: z.enum(BUSINESS_TYPES),
  isActive: z.boolean(),
});

export const subAccountsResponse = success(
  page(subAccount).extend({
    mainAccount: mainAccountSummary,
    /** The caller is an administrator limited to the businesses of employerList. */
    alias: z.boolean(),
  }),
);

export const addSubAccountCompany = z.object({
  companyName: z
    .string({ error: 'Business name is required' })
    .trim()
    .min(1, 'Business name is required')
    .max(120, 'Business name must be at most 120 characters'),
  businessType: z.enum(BUSINESS_TYPES, { error: 'Choose a business type' }),
  // One industry list for the whole app (issue 17): the one compliance asks for.
  industry: z.enum(INDUSTRIES, { error: 'Industry is required' }),
});
export type AddSubAccountCompany = z.infer<typeof addSubAccountCompany>;

/** The business's manager: the signed-in user, or another person invited by email. */
export const addSubAccountManager = z.discriminatedUnion(
  'type',
  [z.object({ type: z.literal('self') }), invitee.extend({ type: z.literal('other') })],
  { error: "Choose who manages the business: 'self' or 'other'" },
);
export type AddSubAccountManager = z.infer<typeof addSubAccountManager>;

export const addSubAccountRequest = z.object({
  company: addSubAccountCompany,
  manager: addSubAccountManager,
});
export type AddSubAccountRequest = z.infer<typeof addSubAccountRequest>;
export const addSubAccountResponse = success(subAccount);

export const loginSubAccountRequest = z.object({
  subAccountId: z.string({ error: INVALID_SUB_ACCOUNT_MESSAGE }).uuid(INVALID_SUB_ACCOUNT_MESSAGE),
});
export const subAccountSessionResponse = success(loginSession);

export const BUSINESS_PATHS = {
  subAccounts: '/auth/employer/sub-accounts',
  addSubAccount: '/auth/employer/sub-accounts/add',
  loginSubAccount: '/auth/employer/sub-accounts/login',
  switchToMain: '/auth/employer/switch-to-main',
} as const;
