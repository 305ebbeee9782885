// Businesses (tenants) and the people who sign in to them.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id, updatedAt } from './columns.ts';

export const companies = pgTable(
  'companies',
  {
    id: id().primaryKey(),
    name: text('name').notNull(),
    businessType: text('business_type').notNull(),
    accountType: text('account_type').notNull().default('main'),
    parentCompanyId: uuid('parent_company_id'),
    status: text('status').notNull().default('pending'),
    isActive: boolean('is_active').notNull().default(false),
    isCompanyInfo: boolean('is_company_info').notNull().default(false),
    adminVerify: boolean('admin_verify').notNull().default(false),
    isCompliant: boolean('is_compliant'),
    rejectComment: text('reject_comment'),
    products: text('products').array().notNull().default(sql`'{}'::text[]`),
    businessLogo: text('business_logo'),
    /** Business information kept on the company once verification fills it in. */
    rcNumber: text('rc_number'),
    tin: text('tin'),
    industry: text('industry'),
    /** The business's address ({ street, city, state, landmark? }) and contacts: verification fills them, the owner completes them. */
    address: jsonb('address').$type<{ street: string; city: string; state: string; landmark?: string }>(),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'companies_business_type',
      sql`${t.businessType} in ('registered business', 'freelance business (not registered)')`,
    ),
    check('companies_account_type', sql`${t.accountType} in ('main', 'sub')`),
    index('companies_parent_idx').on(t.parentCompanyId),
  ],
);

export const users = pgTable(
  'users',
  {
    id: id().primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number'),
    jobTitle: text('job_title'),
    /** When the current phone number was confirmed with a code sent to it; null until then. */
    phoneVerifiedAt: at('phone_verified_at'),
    /** The signed media URL of the profile photo (spec §2.6 profile menu); null when none. */
    photoUrl: text('photo_url'),
    /** Where the login code goes: 'email', or 'sms' to the confirmed phone. */
    loginCodeChannel: text('login_code_channel').notNull().default('email'),
    passwordHash: text('password_hash'),
    passwordChangedAt: at('password_changed_at'),
    emailVerifiedAt: at('email_verified_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_login_code_channel', sql`${t.loginCodeChannel} in ('email', 'sms')`),
  ],
);

/** A person's place in a business: role and state. Tenant-owned: (company_id, id). */
export const companyMembers = pgTable(
  'company_members',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role').notNull(),
    /** For role 'custom': the business's role whose permissions apply. */
    roleId: uuid('role_id'),
    invitedBy: uuid('invited_by'),
    invitedAt: at('invited_at'),
    status: text('status').notNull().default('active'),
    isAccessPinSet: boolean('is_access_pin_set').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('company_members_user_key').on(t.companyId, t.userId),
    index('company_members_user_idx').on(t.userId),
    check('company_members_role', sql`${t.role} in ('employer', 'employer-admin', 'custom')`),
    check('company_members_status', sql`${t.status} in ('invited', 'active', 'disabled')`),
  ],
);
