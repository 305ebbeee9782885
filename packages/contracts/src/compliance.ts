// Business verification (spec §2.3 Compliance): the business type, each step of the registered and freelance
// flows (saved and resumable), documents, directors, the phone code that confirms an identity, submit and status.
import { z } from 'zod';
import { email, phoneNumber } from './auth.ts';
import { BUSINESS_TYPES, CODE_LENGTH } from './constants.ts';
import { success } from './envelope.ts';

export const COMPLIANCE_STATUSES = ['draft', 'submitted', 'in_review', 'approved', 'rejected'] as const;
export type ComplianceStatus = (typeof COMPLIANCE_STATUSES)[number];
/** What the progress call answers before a business type was chosen. */
export const NOT_STARTED = 'not_started';

export const REGISTERED_STEPS = [
  'business-information',
  'business-documents',
  'directors-information',
] as const;
export const FREELANCE_STEPS = ['business-information', 'identity', 'address'] as const;
export const COMPLIANCE_STEPS = [
  'business-information',
  'business-documents',
  'directors-information',
  'identity',
  'address',
] as const;
export type ComplianceStep = (typeof COMPLIANCE_STEPS)[number];

export const STEP_LABELS: Record<ComplianceStep, string> = {
  'business-information': 'Business information',
  'business-documents': 'Business documents',
  'directors-information': 'Directors information',
  identity: 'Identity verification',
  address: 'Address verification',
};

export function stepsOf(businessType: (typeof BUSINESS_TYPES)[number]): readonly ComplianceStep[] {
  return businessType === 'registered business' ? REGISTERED_STEPS : FREELANCE_STEPS;
}

export const DOCUMENT_KINDS = ['cac_certificate', 'memorandum_and_articles', 'proof_of_address'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_LABELS: Record<DocumentKind, string> = {
  cac_certificate: 'CAC certificate',
  memorandum_and_articles: 'Memorandum and articles of association',
  proof_of_address: 'Proof of address',
};

/** Uploads: PDF, JPEG or PNG (checked by content), at most 5 MB. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type UploadMimeType = (typeof UPLOAD_MIME_TYPES)[number];

export const IDENTITY_TYPES = ['BVN', 'NIN'] as const;
export type IdentityType = (typeof IDENTITY_TYPES)[number];
export const PHONE_CODE_CHANNELS = ['sms', 'whatsapp'] as const;
export type PhoneCodeChannel = (typeof PHONE_CODE_CHANNELS)[number];
export const PHONE_CODE_TTL_MINUTES = 10;
export const PHONE_CODE_MAX_ATTEMPTS = 5;

export const NIGERIAN_STATES = [
  'Abia',
  'Adamawa',
  'Akwa Ibom',
  'Anambra',
  'Bauchi',
  'Bayelsa',
  'Benue',
  'Borno',
  'Cross River',
  'Delta',
  'Ebonyi',
  'Edo',
  'Ekiti',
  'Enugu',
  'FCT',
  'Gombe',
  'Imo',
  'Jigawa',
  'Kaduna',
  'Kano',
  'Katsina',
  'Kebbi',
  'Kogi',
  'Kwara',
  'Lagos',
  'Nasarawa',
  'Niger',
  'Ogun',
  'Ondo',
  'Osun',
  'Oyo',
  'Plateau',
  'Rivers',
  'Sokoto',
  'Taraba',
  'Yobe',
  'Zamfara',
] as const;

export const INDUSTRIES = [
  'Agriculture',
  'Construction',
  'Education',
  'Energy',
  'Fashion',
  'Financial services',
  'Food and beverages',
  'Healthcare',
  'Hospitality',
  'Logistics',
  'Manufacturing',
  'Media and entertainment',
  'Professional services',
  'Real estate',
  'Retail',
  'Technology',
  'Other',
] as const;

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(min, min <= 1 ? `${label} is required` : `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`);

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

/** CAC numbers: RC (companies) or BN (business names) followed by digits; spaces and dashes are dropped. */
export const rcNumber = z
  .string({ error: 'CAC RC number is required' })
  .trim()
  .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .regex(/^(RC|BN)\d{4,8}$/, 'Enter the CAC number as RC or BN followed by digits, e.g. RC1234567'),
  );

/** FIRS TIN (12345678-0001) or the 10-digit JTB TIN. */
export const tin = z
  .string({ error: 'TIN is required' })
  .trim()
  .regex(/^(\d{8}-?\d{4}|\d{10})$/, 'Enter a valid TIN, e.g. 12345678-0001')
  .transform((v) => (/^\d{12}$/.test(v) ? `${v.slice(0, 8)}-${v.slice(8)}` : v));

const elevenDigits = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .regex(/^\d{11}$/, `${label} must be 11 digits`);
export const bvn = elevenDigits('BVN');

const industry = z.enum(INDUSTRIES, { error: 'Choose an industry' });

export const address = z.object({
  street: text('Street address', 3, 200),
  city: text('City', 2, 80),
  state: z.enum(NIGERIAN_STATES, { error: 'Choose a state' }),
  landmark: optionalText('Landmark', 120),
});
export type Address = z.infer<typeof address>;

const website = z
  .string()
  .trim()
  .max(200, 'Website must be at most 200 characters')
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url('Enter a full web address, e.g. https://example.ng').optional());

export const registeredBusinessInformation = z.object({
  businessName: text('Business name', 2, 120),
  rcNumber,
  tin,
  industry,
  address,
  contactEmail: email,
  contactPhone: phoneNumber,
  website,
});
export type RegisteredBusinessInformation = z.infer<typeof registeredBusinessInformation>;

export const freelanceBusinessInformation = z.object({
  businessName: text('Business name', 2, 120),
  industry,
  description: optionalText('Description', 500),
  contactEmail: email,
  contactPhone: phoneNumber,
});
export type FreelanceBusinessInformation = z.infer<typeof freelanceBusinessInformation>;

export const selectBusinessTypeRequest = z.object({
  businessType: z.enum(BUSINESS_TYPES, { error: 'Choose a business type' }),
});

export const directorRequest = z.object({
  firstName: text('First name', 1, 60),
  lastName: text('Last name', 1, 60),
  email: email.optional().or(z.literal('').transform(() => undefined)),
  phoneNumber: phoneNumber.optional().or(z.literal('').transform(() => undefined)),
  bvn,
});
export type DirectorRequest = z.infer<typeof directorRequest>;
/** A BVN is needed again only when the name changes (the new name must be verified against it). */
export const directorUpdateRequest = directorRequest.extend({ bvn: bvn.optional() });

export const director = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  bvnLast4: z.string(),
  verifiedName: z.string().nullable(),
  bvnVerifiedAt: z.string().nullable(),
});
export type Director = z.infer<typeof director>;

export const complianceDocument = z.object({
  _id: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
});
export type ComplianceDocument = z.infer<typeof complianceDocument>;

export const identityCodeRequest = z.object({
  idType: z.enum(IDENTITY_TYPES, { error: 'Choose BVN or NIN' }),
  idNumber: elevenDigits('The number'),
  channel: z.enum(PHONE_CODE_CHANNELS, { error: 'Choose SMS or WhatsApp' }),
});
export type IdentityCodeRequest = z.infer<typeof identityCodeRequest>;

export const identityCodeSent = z.object({
  verificationId: z.string().uuid(),
  channel: z.enum(PHONE_CODE_CHANNELS),
  /** The phone on record, all but the last four digits hidden. */
  phoneMasked: z.string(),
  expiresAt: z.string(),
});
export type IdentityCodeSent = z.infer<typeof identityCodeSent>;

export const identityConfirmRequest = z.object({
  verificationId: z.string({ error: 'Request a code first' }).uuid('Request a code first'),
  code: z
    .string({ error: 'Code is required' })
    .trim()
    .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), `Enter the ${CODE_LENGTH}-digit code`),
});

export const verifiedIdentity = z.object({
  idType: z.enum(IDENTITY_TYPES),
  idLast4: z.string(),
  verifiedName: z.string(),
  phoneMasked: z.string(),
  channel: z.enum(PHONE_CODE_CHANNELS),
  verifiedAt: z.string(),
});
export type VerifiedIdentity = z.infer<typeof verifiedIdentity>;

export const complianceStep = z.object({
  key: z.enum(COMPLIANCE_STEPS),
  label: z.string(),
  completed: z.boolean(),
});

export const complianceProgress = z.object({
  /** Null until a business type was chosen on /compliance/select-business-type. */
  businessType: z.enum(BUSINESS_TYPES).nullable(),
  status: z.enum([NOT_STARTED, ...COMPLIANCE_STATUSES]),
  steps: z.array(complianceStep),
  completedSteps: z.array(z.enum(COMPLIANCE_STEPS)),
  /** The saved answers of the business information step (registered or freelance shape). */
  businessInformation: z.record(z.string(), z.unknown()).nullable(),
  documents: z.array(complianceDocument),
  directors: z.array(director),
  identity: verifiedIdentity.nullable(),
  address: z.record(z.string(), z.unknown()).nullable(),
  rejectComment: z.string().nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** Steps may be changed (draft or rejected). */
  canEdit: z.boolean(),
  /** Every step is complete and the submission is open. */
  canSubmit: z.boolean(),
});
export type ComplianceProgress = z.infer<typeof complianceProgress>;

export const complianceProgressResponse = success(complianceProgress);
export const identityCodeSentResponse = success(identityCodeSent);
export const directorResponse = success(director);
export const complianceDocumentResponse = success(complianceDocument);

export const COMPLIANCE_PATHS = {
  progress: '/b2b/employer/compliance',
  businessType: '/b2b/employer/compliance/business-type',
  registeredBusinessInformation: '/b2b/employer/compliance/registered-business/business-information',
  document: (kind: DocumentKind | ':kind') =>
    `/b2b/employer/compliance/registered-business/documents/${kind}`,
  documentFile: (id: string) => `/b2b/employer/compliance/documents/${id}/file`,
  directors: '/b2b/employer/compliance/registered-business/directors',
  director: (id: string) => `/b2b/employer/compliance/registered-business/directors/${id}`,
  freelanceBusinessInformation: '/b2b/employer/compliance/unregistered-business/business-information',
  identityCode: '/b2b/employer/compliance/unregistered-business/identity/code',
  identityConfirm: '/b2b/employer/compliance/unregistered-business/identity/confirm',
  address: '/b2b/employer/compliance/unregistered-business/address',
  submit: '/b2b/employer/compliance/submit',
} as const;
