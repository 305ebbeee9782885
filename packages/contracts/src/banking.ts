// Banks and account name enquiry (spec §3 Financial institution directory, §7 "Validate account", §8 'Error
// Validating Account Details'). People use it for employees' salary accounts; payments reuse it for transfers.
import { z } from 'zod';
import { success } from './envelope.ts';
import type { Permission } from './permissions.ts';

export const BANKING_PATHS = {
  /** The institution directory seeded in the database. */
  banks: '/miscellaneous/banks',
  /** Account name enquiry (spec §7: POST /accounts/name-enquiries). */
  nameEnquiry: '/accounts/name-enquiries',
  /** The pension fund administrators seeded in the database (spec: GET /miscellaneous/get-pension-providers). */
  pensionProviders: '/miscellaneous/get-pension-providers',
} as const;

/**
 * Who may ask a bank for an account holder's name (both name-enquiry routes): a member who adds or pays
 * beneficiaries, employees or remittance parties — the screens that check an account as it is typed (add
 * beneficiary and the transfer forms, the employee form, remittance parties). Name enquiry is not a directory.
 */
export const NAME_ENQUIRY_PERMISSIONS = [
  'payments.beneficiaries.manage',
  'payments.transfer.create',
  'people.employees.manage',
  'payroll.setup.manage',
] as const satisfies readonly Permission[];

/** The fallback message of a failed account validation (spec §8). */
export const ACCOUNT_VALIDATION_FAILED_MESSAGE = 'Error Validating Account Details';

export const bank = z.object({
  id: z.number().int(),
  institutionCode: z.string(),
  institutionName: z.string(),
  v1InstitutionCode: z.string().nullable(),
  category: z.string(),
  v1InstitutionShortName: z.string().nullable(),
});
export type Bank = z.infer<typeof bank>;
export const bankListResponse = success(z.array(bank));

export const pensionProvider = z.object({
  id: z.number().int(),
  name: z.string(),
  pencomCode: z.string().nullable(),
});
export type PensionProvider = z.infer<typeof pensionProvider>;
export const pensionProviderListResponse = success(z.array(pensionProvider));

/** A NIP institution code (about 6 digits, spec §3). */
export const institutionCode = z
  .string({ error: 'Choose a bank' })
  .trim()
  .regex(/^\d{3,6}$/, 'Choose a bank');

/** A NUBAN: exactly 10 digits. */
export const accountNumber = z
  .string({ error: 'Account number is required' })
  .trim()
  .regex(/^\d{10}$/, 'Account number must be 10 digits');

export const nameEnquiryRequest = z.object({
  bankCode: institutionCode,
  accountNumber,
  /** The name the caller has on file: the comparison (matched or a flagged mismatch) is made against it. */
  expectedName: z.string().trim().max(200).optional(),
});
export type NameEnquiryRequest = z.infer<typeof nameEnquiryRequest>;

export const nameEnquiryResult = z.object({
  bankCode: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
});
export type NameEnquiryResult = z.infer<typeof nameEnquiryResult>;
export const nameEnquiryResponse = success(nameEnquiryResult);
