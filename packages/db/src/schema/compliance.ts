// Business verification: one submission per business (resumable step by step), its documents and directors,
// and the one-time codes sent to phones to confirm an identity.
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id, updatedAt } from './columns.ts';
import { companies } from './companies.ts';
import { storedFiles } from './files.ts';

export const COMPLIANCE_STATUSES = ['draft', 'submitted', 'in_review', 'approved', 'rejected'] as const;

export const complianceSubmissions = pgTable(
  'compliance_submissions',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    id: id(),
    businessType: text('business_type').notNull(),
    status: text('status').notNull().default('draft'),
    /** Step answers as validated by the contracts: business information, identity, address. */
    businessInfo: jsonb('business_info').$type<Record<string, unknown>>(),
    identity: jsonb('identity').$type<Record<string, unknown>>(),
    address: jsonb('address').$type<Record<string, unknown>>(),
    completedSteps: text('completed_steps').array().notNull().default(sql`'{}'::text[]`),
    submittedAt: at('submitted_at'),
    reviewStartedAt: at('review_started_at'),
    reviewedAt: at('reviewed_at'),
    reviewedBy: uuid('reviewed_by'),
    rejectComment: text('reject_comment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('compliance_submissions_company_key').on(t.companyId),
    index('compliance_submissions_queue_idx').on(t.status, t.submittedAt),
    check(
      'compliance_submissions_status',
      sql`${t.status} in ('draft', 'submitted', 'in_review', 'approved', 'rejected')`,
    ),
  ],
);

export const complianceDocuments = pgTable(
  'compliance_documents',
  {
    companyId: uuid('company_id').notNull(),
    id: id(),
    submissionId: uuid('submission_id').notNull(),
    kind: text('kind').notNull(),
    fileId: uuid('file_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      columns: [t.companyId, t.submissionId],
      foreignColumns: [complianceSubmissions.companyId, complianceSubmissions.id],
    }),
    foreignKey({ columns: [t.companyId, t.fileId], foreignColumns: [storedFiles.companyId, storedFiles.id] }),
    // One current document per kind; replacing one swaps the row.
    uniqueIndex('compliance_documents_kind_key').on(t.companyId, t.submissionId, t.kind),
    check(
      'compliance_documents_kind',
      sql`${t.kind} in ('cac_certificate', 'memorandum_and_articles', 'proof_of_address')`,
    ),
  ],
);

export const directors = pgTable(
  'directors',
  {
    companyId: uuid('company_id').notNull(),
    id: id(),
    submissionId: uuid('submission_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phoneNumber: text('phone_number'),
    /** Only the last four digits are kept in the clear; the full number is kept as a keyed hash. */
    bvnLast4: text('bvn_last4').notNull(),
    bvnHash: text('bvn_hash').notNull(),
    bvnVerifiedAt: at('bvn_verified_at'),
    verifiedName: text('verified_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      columns: [t.companyId, t.submissionId],
      foreignColumns: [complianceSubmissions.companyId, complianceSubmissions.id],
    }),
    uniqueIndex('directors_bvn_key').on(t.companyId, t.bvnHash),
  ],
);

/** A code sent by SMS or WhatsApp to the phone on record of a BVN or NIN, to prove the identity is the caller's. */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    id: id(),
    purpose: text('purpose').notNull(),
    channel: text('channel').notNull(),
    /** What is being proven, e.g. 'BVN' with its keyed hash. */
    subjectType: text('subject_type').notNull(),
    subjectHash: text('subject_hash').notNull(),
    phoneLast4: text('phone_last4').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    check('phone_verifications_channel', sql`${t.channel} in ('sms', 'whatsapp')`),
  ],
);
