// People: a business's employees (the HR register payroll and on-demand pay stand on) and groups of employees.
// Sized for 100,000 employees per business: every list filter and sort has a (company_id, …) index, and search
// uses a pg_trgm GIN index over one generated lower-case text.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
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
import { pensionFundAdministrators } from './reference.ts';

export const employees = pgTable(
  'employees',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    id: id(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** +234XXXXXXXXXX */
    phoneNumber: text('phone_number').notNull(),
    staffId: text('staff_id').notNull(),
    jobTitle: text('job_title'),
    department: text('department'),
    branch: text('branch'),
    stateOfResidence: text('state_of_residence'),
    employmentDate: date('employment_date', { mode: 'string' }),
    employmentType: text('employment_type').notNull().default('full-time'),
    exitDate: date('exit_date', { mode: 'string' }),
    /** NIP institution code of the salary bank (financial_institutions.institution_code). */
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    /** The name the bank's name enquiry returned; empty while unverified. */
    accountName: text('account_name').notNull().default(''),
    nameCheck: text('name_check').notNull().default('unverified'),
    bvn: text('bvn'),
    /** Kobo per pay period. */
    grossPay: bigint('gross_pay', { mode: 'number' }).notNull().default(0),
    payFrequency: text('pay_frequency').notNull().default('monthly'),
    pfaId: integer('pfa_id').references(() => pensionFundAdministrators.id),
    rsaPin: text('rsa_pin'),
    nhf: boolean('nhf').notNull().default(false),
    taxId: text('tax_id'),
    /**
     * Kobo of rent the employee pays a year (null: none declared): NTA 2025 s.30(2)(a)(vi) rent relief, the lower of
     * 20% of it and ₦500,000, reduces the income PAYE is charged on.
     */
    annualRent: bigint('annual_rent', { mode: 'number' }),
    /** The stored file (stored_files.id) that proves the rent: a tenancy agreement or a receipt. */
    rentDocumentId: uuid('rent_document_id'),
    status: text('status').notNull().default('active'),
    onDemandState: text('on_demand_state').notNull().default('not-invited'),
    invitedAt: at('invited_at'),
    earningsStopped: boolean('earnings_stopped').notNull().default(false),
    withdrawalsPaused: boolean('withdrawals_paused').notNull().default(false),
    /** Set by payroll and on-demand pay when money first goes to this employee; a paid employee is archived, not deleted. */
    hasBeenPaid: boolean('has_been_paid').notNull().default(false),
    /**
     * The bulk upload that added this employee (null when added otherwise): a restarted upload job tells the rows
     * its own earlier attempt added from a staff ID someone else took. Not a reference: it names, it never joins.
     */
    uploadId: uuid('upload_id'),
    /** What the list's search matches: names, email, staff id and phone, lower-cased. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(first_name || ' ' || coalesce(middle_name, '') || ' ' || last_name || ' ' || email || ' ' || staff_id || ' ' || phone_number)`,
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('employees_staff_id_key').on(t.companyId, t.staffId),
    uniqueIndex('employees_email_key').on(t.companyId, sql`lower(${t.email})`),
    // Inserted rows wait in the index's pending list, which every search reads in full until it is merged: 256 kB
    // instead of 4 MB keeps that read short after an upload (bench/README.md, People, session 7).
    index('employees_search_trgm_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with({ gin_pending_list_limit: 256 }),
    // Keyset-friendly sorts: every sort ends with id so pages are stable.
    index('employees_created_idx').on(t.companyId, t.createdAt, t.id),
    index('employees_name_idx').on(t.companyId, t.lastName, t.firstName, t.id),
    index('employees_employment_date_idx').on(t.companyId, t.employmentDate, t.id),
    index('employees_gross_pay_idx').on(t.companyId, t.grossPay, t.id),
    index('employees_status_idx').on(t.companyId, t.status, t.createdAt, t.id),
    index('employees_department_idx').on(t.companyId, t.department, t.createdAt, t.id),
    index('employees_on_demand_idx').on(t.companyId, t.onDemandState, t.createdAt, t.id),
    // The list's most common pair of filters; each alone keeps its own index above.
    index('employees_status_department_idx').on(t.companyId, t.status, t.department, t.createdAt, t.id),
    check('employees_status', sql`${t.status} in ('active', 'disabled', 'archived')`),
    check('employees_on_demand_state', sql`${t.onDemandState} in ('not-invited', 'invited', 'accepted')`),
    check('employees_name_check', sql`${t.nameCheck} in ('matched', 'mismatch', 'unverified')`),
    check('employees_gross_pay', sql`${t.grossPay} >= 0`),
    check('employees_annual_rent', sql`${t.annualRent} >= 0`),
  ],
);

/**
 * How many employees a business has in each (status, department, on-demand state): the list's total for those
 * filters without counting 100,000 rows. Kept exact by statement-level triggers on employees (migration employee_counts); a
 * null department is stored as ''.
 */
export const employeeCounts = pgTable(
  'employee_counts',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    status: text('status').notNull(),
    department: text('department').notNull(),
    onDemandState: text('on_demand_state').notNull(),
    employeeCount: bigint('employee_count', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.status, t.department, t.onDemandState] })],
);

export const employeeGroups = pgTable(
  'employee_groups',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    id: id(),
    name: text('name').notNull(),
    description: text('description'),
    /** On-demand pay overrides of the group (filled by the on-demand pay issue). */
    policy: jsonb('policy').notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('employee_groups_name_key').on(t.companyId, sql`lower(${t.name})`),
  ],
);

export const employeeGroupMembers = pgTable(
  'employee_group_members',
  {
    companyId: uuid('company_id').notNull(),
    groupId: uuid('group_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.groupId, t.employeeId] }),
    index('employee_group_members_employee_idx').on(t.companyId, t.employeeId),
    foreignKey({
      columns: [t.companyId, t.groupId],
      foreignColumns: [employeeGroups.companyId, employeeGroups.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.companyId, t.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('cascade'),
  ],
);
