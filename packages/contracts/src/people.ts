// People (spec §2.3 People, §3 Employees and groups, §4 Employee actions and Groups, §8 toasts): the employee register,
// its list, single and bulk actions, exports, and groups with their members. Money is kobo (packages/money).
import type { Kobo } from '@paydesk/money';
import { z } from 'zod';
import { accountNumber, institutionCode } from './banking.ts';
import { NIGERIAN_STATES } from './compliance.ts';
import { calendarDate } from './dates.ts';
import { page, pageQuery, success } from './envelope.ts';

export const PEOPLE_PATHS = {
  employees: '/b2b/employer/people/employees',
  employee: '/b2b/employer/people/employees/:id',
  /** The field-by-field change history of one employee (audit). */
  employeeHistory: '/b2b/employer/people/employees/:id/history',
  /** POST multipart `file` (PDF, JPEG or PNG): the document of the annual rent (tenancy agreement, receipt); GET it. */
  employeeRentDocument: '/b2b/employer/people/employees/:id/rent-document',
  /** CSV or XLSX of the filtered list: same query as the list plus `format`. */
  employeesExport: '/b2b/employer/people/employees/export',
  enable: '/b2b/employer/people/employees/:id/enable',
  disable: '/b2b/employer/people/employees/:id/disable',
  archive: '/b2b/employer/people/employees/:id/archive',
  resendInvite: '/b2b/employer/people/employees/:id/resend-invite',
  inviteOnDemand: '/b2b/employer/people/employees/:id/invite-on-demand',
  stopEarnings: '/b2b/employer/people/employees/:id/stop-earnings',
  resumeEarnings: '/b2b/employer/people/employees/:id/resume-earnings',
  pauseWithdrawals: '/b2b/employer/people/employees/:id/pause-withdrawals',
  resumeWithdrawals: '/b2b/employer/people/employees/:id/resume-withdrawals',
  /** Bulk: body `{ ids }`, answer per-item successes and failures. */
  bulkEnable: '/b2b/employer/people/employees/bulk/enable',
  bulkDisable: '/b2b/employer/people/employees/bulk/disable',
  bulkArchive: '/b2b/employer/people/employees/bulk/archive',
  bulkInviteOnDemand: '/b2b/employer/people/employees/bulk/invite-on-demand',
  /** A message to selected employees by email or SMS, through the outbox: per-item successes and failures. */
  message: '/b2b/employer/people/employees/messages',
  groups: '/b2b/employer/people/groups',
  group: '/b2b/employer/people/groups/:id',
  groupMembers: '/b2b/employer/people/groups/:id/assigned-employees',
  groupAssign: '/b2b/employer/people/groups/:id/assign-employees',
  groupUnassign: '/b2b/employer/people/groups/:id/unassign-employees',
} as const;

/** Spec §8 success toasts of people. ('Invite Sent' is INVITE_SENT_MESSAGE in team.ts.) */
export const PEOPLE_MESSAGES = {
  activated: 'Employee Activated',
  deactivated: 'Employee Deactivated',
  deleted: 'Employee Deleted',
  earningsResumed: 'Employee earnings resumed',
  groupCreated: 'Group Created Successfully',
  groupDeleted: 'Group Deleted Successfully',
  assignedToGroup: 'Assigned to Group',
  uploaded: 'Employees Uploaded',
  uploadFailed: 'Unable to upload some employees. Please review and try again',
} as const;

/** The 409 of deleting an employee who has been paid. */
export const EMPLOYEE_PAID_DELETE_MESSAGE =
  'This employee has been paid and cannot be deleted. Archive them instead';

export const EMPLOYEE_STATUSES = ['active', 'disabled', 'archived'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];
export const ON_DEMAND_STATES = ['not-invited', 'invited', 'accepted'] as const;
export type OnDemandState = (typeof ON_DEMAND_STATES)[number];
export const EMPLOYMENT_TYPES = ['full-time', 'part-time', 'contract', 'intern'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const PAY_FREQUENCIES = ['monthly', 'bi-weekly', 'weekly'] as const;
export type PayFrequency = (typeof PAY_FREQUENCIES)[number];
/** The result of the bank name enquiry against the employee's name. */
export const NAME_CHECK_STATUSES = ['matched', 'mismatch', 'unverified'] as const;
export type NameCheckStatus = (typeof NAME_CHECK_STATUSES)[number];

/** The columns the employee list sorts by; a leading '-' sorts descending. */
// biome-ignore format: one table
export const EMPLOYEE_SORTS = [
  'name', '-name', 'staffId', '-staffId', 'department', '-department', 'status', '-status', 'onDemand', '-onDemand',
  'createdAt', '-createdAt', 'employmentDate', '-employmentDate', 'grossPay', '-grossPay', 'email', '-email',
  'phone', '-phone', 'jobTitle', '-jobTitle',
] as const;
export type EmployeeSort = (typeof EMPLOYEE_SORTS)[number];
/** The page sizes the employee list's footer offers (the first page shows 25); the API takes any size up to 100. */
export const EMPLOYEE_PAGE_SIZES = [10, 25, 50, 100] as const;
export const EMPLOYEE_PAGE_SIZE = 25;
export const EMPLOYEE_MAX_PAGE_SIZE = 100;

/** Normalises a Nigerian number to +234XXXXXXXXXX. */
export function normaliseNigerianPhone(value: string): string {
  const digits = value.replace(/[\s-]/g, '');
  if (digits.startsWith('+234')) return digits;
  if (digits.startsWith('234')) return `+${digits}`;
  return `+234${digits.slice(1)}`;
}

/** A Nigerian phone number (0803…, 234803…, +234803…), answered as +234803…. */
export const employeePhone = z
  .string({ error: 'Phone number is required' })
  .trim()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^(\+?234|0)[789][01]\d{8}$/, 'Enter a valid Nigerian phone number'))
  .transform(normaliseNigerianPhone);

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Optional text: empty or missing becomes null (so an update can clear it). */
const optional = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

const optionalPattern = (label: string, pattern: RegExp, message: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || pattern.test(v), message);

/** Gross pay per pay period in kobo: a whole, non-negative number. */
export const grossPayKobo = z
  .number({ error: 'Gross pay is required' })
  .int('Gross pay must be a whole number of kobo')
  .min(0, 'Gross pay cannot be negative')
  .max(Number.MAX_SAFE_INTEGER, 'Gross pay is too large')
  .transform((v): Kobo => v);

export const employeeFields = {
  firstName: required('First name', 60),
  middleName: optional('Middle name', 60),
  lastName: required('Last name', 60),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .toLowerCase()
    .min(1, 'Email is required')
    .max(254, 'Email is too long')
    .pipe(z.email('Enter a valid email address')),
  phoneNumber: employeePhone,
  staffId: required('Staff ID', 40).regex(
    /^[A-Za-z0-9/_.-]+$/,
    'Staff ID may hold letters, digits and / _ . -',
  ),
  jobTitle: optional('Job title', 80),
  department: optional('Department', 80),
  branch: optional('Branch', 80),
  /** PAYE is remitted to the state the employee lives in (the 36 states and the FCT). */
  stateOfResidence: z.enum(NIGERIAN_STATES, { error: 'Choose a state of residence' }).nullable(),
  employmentDate: calendarDate.nullable(),
  employmentType: z.enum(EMPLOYMENT_TYPES, { error: 'Choose an employment type' }),
  exitDate: calendarDate.nullable(),
  bankCode: institutionCode,
  accountNumber,
  bvn: optionalPattern('BVN', /^\d{11}$/, 'BVN must be 11 digits'),
  grossPay: grossPayKobo,
  payFrequency: z.enum(PAY_FREQUENCIES, { error: 'Choose a pay frequency' }),
  /** The pension fund administrator (id from the PFA directory). */
  pfaId: z.number({ error: 'Choose a pension fund administrator' }).int().positive().nullable(),
  rsaPin: optionalPattern('RSA PIN', /^PEN\d{12}$/i, 'RSA PIN looks like PEN followed by 12 digits'),
  nhf: z.boolean({ error: 'NHF must be true or false' }),
  taxId: optional('Tax ID', 20),
  /**
   * Rent the employee pays a year, in kobo (null: none declared). NTA 2025 s.30(2)(a)(vi): rent relief, the lower
   * of 20% of it and ₦500,000, is deducted before PAYE.
   */
  annualRent: z
    .number({ error: 'Annual rent must be a number' })
    .int('Annual rent must be a whole number of kobo')
    .min(0, 'Annual rent cannot be negative')
    .max(Number.MAX_SAFE_INTEGER, 'Annual rent is too large')
    .nullable(),
};

const exitAfterEmployment = (v: { employmentDate?: string | null; exitDate?: string | null }) =>
  !v.employmentDate || !v.exitDate || v.exitDate >= v.employmentDate;
const exitOrder = { path: ['exitDate'], message: 'The exit date must not be before the employment date' };

/** Fields that may be left out when adding an employee, and what they become. */
const createDefaults = {
  stateOfResidence: employeeFields.stateOfResidence.optional().default(null),
  employmentDate: employeeFields.employmentDate.optional().default(null),
  employmentType: employeeFields.employmentType.default('full-time'),
  exitDate: employeeFields.exitDate.optional().default(null),
  payFrequency: employeeFields.payFrequency.default('monthly'),
  pfaId: employeeFields.pfaId.optional().default(null),
  nhf: employeeFields.nhf.default(false),
  annualRent: employeeFields.annualRent.optional().default(null),
};

export const createEmployeeRequest = z
  .strictObject({ ...employeeFields, ...createDefaults })
  .refine(exitAfterEmployment, exitOrder);
export type CreateEmployeeRequest = z.input<typeof createEmployeeRequest>;
export type CreateEmployee = z.output<typeof createEmployeeRequest>;

/** Every field optional; a field sent replaces the stored one (bank fields travel together). */
export const updateEmployeeRequest = z
  .strictObject(employeeFields)
  .partial()
  .refine(exitAfterEmployment, exitOrder)
  .refine((v) => (v.bankCode === undefined) === (v.accountNumber === undefined), {
    path: ['accountNumber'],
    message: 'Send the bank and the account number together',
  });
export type UpdateEmployeeRequest = z.input<typeof updateEmployeeRequest>;
export type UpdateEmployee = z.output<typeof updateEmployeeRequest>;

export const employeeGroupRef = z.object({ _id: z.string(), name: z.string() });

export const employee = z.object({
  _id: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  staffId: z.string(),
  jobTitle: z.string().nullable(),
  department: z.string().nullable(),
  branch: z.string().nullable(),
  stateOfResidence: z.string().nullable(),
  employmentDate: z.string().nullable(),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  exitDate: z.string().nullable(),
  bankCode: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  /** The name the bank returned (empty while unverified). */
  accountName: z.string(),
  nameCheck: z.enum(NAME_CHECK_STATUSES),
  /** Masked to its last four digits ('•••••••5678'); the full BVN is never sent back to an employer. */
  bvn: z.string().nullable(),
  grossPay: z.number().int(),
  payFrequency: z.enum(PAY_FREQUENCIES),
  pfaId: z.number().int().nullable(),
  pfaName: z.string().nullable(),
  rsaPin: z.string().nullable(),
  nhf: z.boolean(),
  taxId: z.string().nullable(),
  /** Kobo a year; null when none is declared. */
  annualRent: z.number().int().nullable(),
  /** The document of the rent (GET employeeRentDocument); null until one is uploaded. */
  rentDocument: z.object({ fileName: z.string(), uploadedAt: z.string() }).nullable(),
  status: z.enum(EMPLOYEE_STATUSES),
  onDemand: z.object({
    state: z.enum(ON_DEMAND_STATES),
    invitedAt: z.string().nullable(),
    earningsStopped: z.boolean(),
    withdrawalsPaused: z.boolean(),
  }),
  groups: z.array(employeeGroupRef),
  /** Set once payroll or on-demand pay has paid this employee: then delete is refused, archive instead. */
  hasBeenPaid: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Employee = z.infer<typeof employee>;
export const employeeResponse = success(employee);

const commaList = <T extends z.ZodType>(item: T) =>
  z
    .preprocess((v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v), z.array(item).max(10))
    .optional();

export const employeeListQuery = pageQuery.extend({
  limit: z.coerce
    .number({ error: 'Page size must be a number' })
    .int('Page size must be a whole number')
    .min(1, 'Page size must be at least 1')
    .max(EMPLOYEE_MAX_PAGE_SIZE, `Page size must be at most ${EMPLOYEE_MAX_PAGE_SIZE}`)
    .default(20), // every list's default page size (pageQuery)
  search: z.string().trim().max(100).optional(),
  status: commaList(z.enum(EMPLOYEE_STATUSES)),
  group: z.string().uuid('Group not found').optional(),
  department: z.string().trim().max(80).optional(),
  onDemand: z.enum(ON_DEMAND_STATES).optional(),
  sort: z
    .enum(EMPLOYEE_SORTS, { error: `Sort must be one of ${EMPLOYEE_SORTS.join(', ')}` })
    .default('-createdAt'),
});
export type EmployeeListQuery = z.input<typeof employeeListQuery>;
export const employeeListResponse = success(page(employee));

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const employeeExportQuery = employeeListQuery
  .omit({ page: true, limit: true })
  .extend({ format: z.enum(EXPORT_FORMATS).default('csv') });

/** One change of one field, from the audit log. */
export const employeeChange = z.object({
  at: z.string(),
  actor: z.string().nullable(),
  action: z.string(),
  field: z.string().nullable(),
  from: z.unknown(),
  to: z.unknown(),
});
export type EmployeeChange = z.infer<typeof employeeChange>;
export const employeeHistoryResponse = success(z.array(employeeChange));

// --- bulk actions ---------------------------------------------------------------------------------------

export const employeeIds = z
  .array(z.string().uuid('Employee not found'), { error: 'ids must be a list of employee ids' })
  .min(1, 'Select at least one employee')
  .max(1000, 'Select at most 1000 employees at a time')
  .transform((ids) => [...new Set(ids)]);

export const bulkEmployeeRequest = z.strictObject({ ids: employeeIds });
export type BulkEmployeeRequest = z.input<typeof bulkEmployeeRequest>;

/** Per-item outcome of a bulk action or an assignment. */
export const bulkResult = z.object({
  successes: z.array(z.string()),
  failures: z.array(z.object({ id: z.string(), message: z.string() })),
  successCount: z.number().int(),
  failureCount: z.number().int(),
});
export type BulkResult = z.infer<typeof bulkResult>;
export const bulkResultResponse = success(bulkResult);

// --- messages (the contacts directory, /people/employees/crm) ----------------------------------------------

export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
/** Three SMS pages; longer texts belong in an email. */
export const SMS_MAX_LENGTH = 459;

export const employeeMessageRequest = z
  .strictObject({
    ids: employeeIds,
    channel: z.enum(MESSAGE_CHANNELS, { error: 'Choose email or SMS' }),
    subject: z.string().trim().max(150, 'Keep the subject under 150 characters').optional(),
    message: z
      .string({ error: 'Write a message' })
      .trim()
      .min(1, 'Write a message')
      .max(5000, 'Keep the message under 5000 characters'),
  })
  .superRefine((value, ctx) => {
    if (value.channel === 'email' && !value.subject)
      ctx.addIssue({ code: 'custom', path: ['subject'], message: 'An email needs a subject' });
    if (value.channel === 'sms' && value.message.length > SMS_MAX_LENGTH)
      ctx.addIssue({
        code: 'custom',
        path: ['message'],
        message: `An SMS holds at most ${SMS_MAX_LENGTH} characters`,
      });
  });
export type EmployeeMessageRequest = z.input<typeof employeeMessageRequest>;
export const MESSAGE_SENT = 'Message Sent';

// --- groups ---------------------------------------------------------------------------------------------

/** Placeholder for the on-demand pay overrides of a group (filled by the on-demand pay issue). */
export const groupPolicy = z
  .strictObject({
    /** Percentage of earned pay that may be withdrawn, overriding the business default. */
    withdrawalPercent: z.number().int().min(0).max(100).nullish(),
    /** Highest single withdrawal in kobo. */
    maxWithdrawal: z.number().int().min(0).nullish(),
  })
  .default({});
export type GroupPolicy = z.infer<typeof groupPolicy>;

export const employeeGroup = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  policy: z.object({ withdrawalPercent: z.number().nullish(), maxWithdrawal: z.number().nullish() }),
  memberCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EmployeeGroup = z.infer<typeof employeeGroup>;

export const groupRequest = z.strictObject({
  name: required('Group name', 60),
  description: optional('Description', 240),
  policy: groupPolicy,
});
export type GroupRequest = z.input<typeof groupRequest>;
export const updateGroupRequest = groupRequest.partial();
export type UpdateGroupRequest = z.input<typeof updateGroupRequest>;

export const groupListQuery = pageQuery.extend({ search: z.string().trim().max(100).optional() });
export const groupListResponse = success(page(employeeGroup));
export const groupResponse = success(employeeGroup);
export const groupMembersQuery = pageQuery.extend({ search: z.string().trim().max(100).optional() });
export const groupMembersResponse = success(page(employee));

/** Spec §3 Employee assignment: `employee_ids`. */
export const assignEmployeesRequest = z.strictObject({ employee_ids: employeeIds });
export type AssignEmployeesRequest = z.input<typeof assignEmployeesRequest>;
