// Payroll configuration (spec §2.3, §3): pay schedules, effective-dated pay structures, benefits in kind, allowances
// and bonuses, pay groups with their assignments, remittance parties; and the Nigerian public holidays, a maintained
// setting every business shares (pay dates skip them). Tenant tables are keyed (company_id, id); every link between
// them is a composite foreign key, so a row can never point at another business's row.
import { STATUTORY_PARTY_KINDS } from '@paydesk/payroll';
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
import { createdAt, id, oneOf, updatedAt } from './columns.ts';
import { companies } from './companies.ts';
import { employees } from './people.ts';
import { pensionFundAdministrators } from './reference.ts';

/** Nigerian public holidays (Africa/Lagos dates). Operators add next year's when the government declares them. */
export const publicHolidays = pgTable('public_holidays', {
  day: date('day', { mode: 'string' }).primaryKey(),
  name: text('name').notNull(),
});

const company = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id);

/**
 * A business's own public holidays, the ones its pay schedules skip: a copy of the national list made when the
 * business is created (a trigger, migration 0019), then maintained by the business under payroll configuration, so
 * one business's change never moves another's pay dates.
 */
export const businessHolidays = pgTable(
  'business_holidays',
  {
    companyId: company(),
    id: id(),
    day: date('day', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('business_holidays_day_key').on(t.companyId, t.day),
  ],
);

export const paySchedules = pgTable(
  'pay_schedules',
  {
    companyId: company(),
    id: id(),
    name: text('name').notNull(),
    frequency: text('frequency').notNull(),
    payDayRule: text('pay_day_rule').notNull(),
    payDay: integer('pay_day'),
    cutOffDay: integer('cut_off_day'),
    firstPeriodStart: date('first_period_start', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('pay_schedules_name_key').on(t.companyId, sql`lower(${t.name})`),
    check('pay_schedules_frequency', sql`${t.frequency} in ('monthly', 'bi-weekly', 'weekly')`),
    check(
      'pay_schedules_pay_day_rule',
      sql`${t.payDayRule} in ('last_working_day', 'last_day', 'fixed_day')`,
    ),
    check(
      'pay_schedules_days',
      sql`coalesce(${t.payDay}, 1) between 1 and 28 and coalesce(${t.cutOffDay}, 1) between 1 and 28`,
    ),
  ],
);

/** A pay structure; its components and deductions are those of the version in force today (pay_structure_versions). */
export const payStructures = pgTable(
  'pay_structures',
  {
    companyId: company(),
    id: id(),
    name: text('name').notNull(),
    description: text('description'),
    components: jsonb('components').notNull(),
    deductions: jsonb('deductions').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('pay_structures_name_key').on(t.companyId, sql`lower(${t.name})`),
  ],
);

/** Every version of a structure from its date: a payroll run uses the one in force for its period. */
export const payStructureVersions = pgTable(
  'pay_structure_versions',
  {
    companyId: uuid('company_id').notNull(),
    payStructureId: uuid('pay_structure_id').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    components: jsonb('components').notNull(),
    deductions: jsonb('deductions').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.payStructureId, t.effectiveFrom] }),
    foreignKey({
      columns: [t.companyId, t.payStructureId],
      foreignColumns: [payStructures.companyId, payStructures.id],
    }).onDelete('cascade'),
  ],
);

export const benefitsInKind = pgTable(
  'benefits_in_kind',
  {
    companyId: company(),
    id: id(),
    name: text('name').notNull(),
    description: text('description'),
    monthlyValue: bigint('monthly_value', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('benefits_in_kind_name_key').on(t.companyId, sql`lower(${t.name})`),
    check('benefits_in_kind_value', sql`${t.monthlyValue} >= 0`),
  ],
);

export const allowancesAndBonuses = pgTable(
  'allowances_and_bonuses',
  {
    companyId: company(),
    id: id(),
    name: text('name').notNull(),
    description: text('description'),
    kind: text('kind').notNull(),
    recurrence: text('recurrence').notNull(),
    taxable: boolean('taxable').notNull(),
    amount: jsonb('amount').notNull(),
    payDate: date('pay_date', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('allowances_and_bonuses_name_key').on(t.companyId, sql`lower(${t.name})`),
    check('allowances_and_bonuses_kind', sql`${t.kind} in ('allowance', 'bonus')`),
    check('allowances_and_bonuses_recurrence', sql`${t.recurrence} in ('one_off', 'recurring')`),
  ],
);

export const payGroups = pgTable(
  'pay_groups',
  {
    companyId: company(),
    id: id(),
    name: text('name').notNull(),
    description: text('description'),
    payScheduleId: uuid('pay_schedule_id'),
    payStructureId: uuid('pay_structure_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('pay_groups_name_key').on(t.companyId, sql`lower(${t.name})`),
    index('pay_groups_structure_idx').on(t.companyId, t.payStructureId),
    index('pay_groups_schedule_idx').on(t.companyId, t.payScheduleId),
    // Restrict: the service refuses to delete a structure in use (409) and detaches a deleted schedule first.
    foreignKey({
      columns: [t.companyId, t.payScheduleId],
      foreignColumns: [paySchedules.companyId, paySchedules.id],
    }),
    foreignKey({
      columns: [t.companyId, t.payStructureId],
      foreignColumns: [payStructures.companyId, payStructures.id],
    }),
  ],
);

/** An employee is paid by one pay group at a time. */
export const payGroupEmployees = pgTable(
  'pay_group_employees',
  {
    companyId: uuid('company_id').notNull(),
    payGroupId: uuid('pay_group_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.employeeId] }),
    index('pay_group_employees_group_idx').on(t.companyId, t.payGroupId, t.employeeId),
    foreignKey({
      columns: [t.companyId, t.payGroupId],
      foreignColumns: [payGroups.companyId, payGroups.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.companyId, t.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('cascade'),
  ],
);

/** A business's payroll settings: one row once one differs from its default. */
export const payrollSettings = pgTable(
  'payroll_settings',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** How the payslip PDFs employees receive are protected (issue 28): 'none', 'phone' (last 4 digits), 'employee'. */
    payslipPassword: text('payslip_password').notNull().default('none'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payroll_settings_payslip_password', sql`${t.payslipPassword} in ('none', 'phone', 'employee')`),
  ],
);

/**
 * The password an employee set for their payslip PDFs (issue 28). It must be usable to encrypt, so it is kept
 * sealed (AES-256-GCM, a key derived from APP_SECRET for this purpose), never in clear and never returned.
 */
export const employeePayslipPasswords = pgTable(
  'employee_payslip_passwords',
  {
    companyId: uuid('company_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    sealed: text('sealed').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.employeeId] }),
    foreignKey({
      columns: [t.companyId, t.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('cascade'),
  ],
);

export const payGroupBenefits = pgTable(
  'pay_group_benefits',
  {
    companyId: uuid('company_id').notNull(),
    payGroupId: uuid('pay_group_id').notNull(),
    benefitInKindId: uuid('benefit_in_kind_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.payGroupId, t.benefitInKindId] }),
    index('pay_group_benefits_benefit_idx').on(t.companyId, t.benefitInKindId),
    foreignKey({
      columns: [t.companyId, t.payGroupId],
      foreignColumns: [payGroups.companyId, payGroups.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.companyId, t.benefitInKindId],
      foreignColumns: [benefitsInKind.companyId, benefitsInKind.id],
    }).onDelete('cascade'),
  ],
);

export const payGroupAllowances = pgTable(
  'pay_group_allowances',
  {
    companyId: uuid('company_id').notNull(),
    payGroupId: uuid('pay_group_id').notNull(),
    allowanceAndBonusId: uuid('allowance_and_bonus_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.payGroupId, t.allowanceAndBonusId] }),
    index('pay_group_allowances_allowance_idx').on(t.companyId, t.allowanceAndBonusId),
    foreignKey({
      columns: [t.companyId, t.payGroupId],
      foreignColumns: [payGroups.companyId, payGroups.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.companyId, t.allowanceAndBonusId],
      foreignColumns: [allowancesAndBonuses.companyId, allowancesAndBonuses.id],
    }).onDelete('cascade'),
  ],
);

export const remittanceParties = pgTable(
  'remittance_parties',
  {
    companyId: company(),
    id: id(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    state: text('state'),
    pfaId: integer('pfa_id').references(() => pensionFundAdministrators.id),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('remittance_parties_kind_idx').on(t.companyId, t.kind, t.name),
    check('remittance_parties_kind', oneOf(sql`${t.kind}`, [...STATUTORY_PARTY_KINDS, 'custom'])),
  ],
);
