// Bulk upload of employees (spec §4 upload: preview, queue, status; §8 toasts in PEOPLE_MESSAGES): the template's
// columns, and the preview that reports every row's errors by cell.
import { z } from 'zod';
import { success } from './envelope.ts';

export const PEOPLE_UPLOAD_PATHS = {
  /** The template with the employee columns: `?format=csv|xlsx`. */
  template: '/b2b/employer/people/employees/upload/template',
  /** Multipart `file` (CSV or XLSX): every row validated, nothing stored. */
  preview: '/b2b/employer/people/employees/upload/preview',
  /** How far the preview sent with `?check={id}` has got: rows checked of the file's rows. */
  previewProgress: '/b2b/employer/people/employees/upload/preview/:id/progress',
  /** Multipart `file`: checked again, then queued; the same file twice is the same upload. */
  commit: '/b2b/employer/people/employees/upload',
  /** The upload's progress and result. */
  status: '/b2b/employer/people/employees/upload/:id',
  /**
   * The rows not added, as CSV: the row, the reason and the row's cells under the template's headers (fixed, the
   * file can be uploaded again).
   */
  refused: '/b2b/employer/people/employees/upload/:id/refused',
  /** Server-sent `progress` events (the status above) until the upload completes or fails. */
  progressStream: '/b2b/employer/people/employees/upload/:id/stream',
} as const;

/**
 * The template's columns, in order. Gross pay is in naira per pay period, annual rent in naira a year (two decimals
 * at most).
 */
// biome-ignore format: one table
export const EMPLOYEE_UPLOAD_COLUMNS = [
  'firstName', 'middleName', 'lastName', 'email', 'phoneNumber', 'staffId', 'jobTitle', 'department', 'branch',
  'stateOfResidence', 'employmentDate', 'employmentType', 'bankCode', 'accountNumber', 'bvn', 'grossPayNaira',
  'payFrequency', 'pfaId', 'rsaPin', 'nhf', 'taxId', 'annualRentNaira',
] as const;
/** Columns a file may leave out (files made from an earlier template): every row reads them as blank. */
export const OPTIONAL_UPLOAD_COLUMNS: readonly EmployeeUploadColumn[] = ['annualRentNaira'];
export type EmployeeUploadColumn = (typeof EMPLOYEE_UPLOAD_COLUMNS)[number];

/**
 * Each column in plain words: the template's header row and the preview's field names. A file may head a column
 * with these words or with the column's own name (files made from the first templates).
 */
export const EMPLOYEE_UPLOAD_HEADERS: Readonly<Record<EmployeeUploadColumn, string>> = {
  firstName: 'First name',
  middleName: 'Middle name',
  lastName: 'Last name',
  email: 'Email',
  phoneNumber: 'Phone number',
  staffId: 'Staff ID',
  jobTitle: 'Job title',
  department: 'Department',
  branch: 'Branch',
  stateOfResidence: 'State of residence',
  employmentDate: 'Employment date',
  employmentType: 'Employment type',
  bankCode: 'Bank',
  accountNumber: 'Account number',
  bvn: 'BVN',
  grossPayNaira: 'Gross pay (naira)',
  payFrequency: 'Pay frequency',
  pfaId: 'Pension fund administrator (PFA)',
  rsaPin: 'RSA PIN',
  nhf: 'NHF (yes or no)',
  taxId: 'Tax ID',
  annualRentNaira: 'Annual rent (naira)',
};

/** The name of a preview column in plain words (the preview also reports `accountName` and `row`). */
export const employeeUploadFieldName = (column: string): string =>
  EMPLOYEE_UPLOAD_HEADERS[column as EmployeeUploadColumn] ??
  (column === 'accountName' ? 'Account name' : column);

/** At most this many employee rows in one file. */
export const EMPLOYEE_UPLOAD_MAX_ROWS = 10_000;

export const employeeTemplateQuery = z.object({ format: z.enum(['csv', 'xlsx']).default('csv') });

export const employeeUploadRow = z.object({
  /** The row's line in the file, the header being line 1. */
  row: z.number().int(),
  values: z.record(z.string(), z.string()),
  /** Messages per column; empty when the row is valid. */
  errors: z.record(z.string(), z.array(z.string())),
  /**
   * What the check changed in a cell so it reads as meant (a leading 0 a spreadsheet dropped, a bank given by
   * name), per column; empty when nothing was changed.
   */
  notes: z.record(z.string(), z.array(z.string())),
  /**
   * The bank account as the bank's name enquiry answered it (the bank's own name, the account number used and the
   * name the bank holds); absent when the account could not be asked about.
   */
  account: z
    .object({
      bankName: z.string(),
      accountNumber: z.string(),
      accountName: z.string(),
      /** Whether the name at the bank is the employee's (first and last name). */
      nameCheck: z.enum(['matched', 'mismatch']),
    })
    .optional(),
});
export type EmployeeUploadRow = z.infer<typeof employeeUploadRow>;

/** The preview's query: an id the caller makes up (a UUID) to follow the check's progress while it runs. */
export const employeeUploadPreviewQuery = z.object({ check: z.string().uuid().optional() });

/**
 * How far a preview's check has got: `checked` of `total` rows (a row is checked once its bank has answered, or at
 * once when it has no account to ask about).
 */
export const employeeUploadCheckProgress = z.object({
  checked: z.number().int(),
  total: z.number().int(),
});
export type EmployeeUploadCheckProgress = z.infer<typeof employeeUploadCheckProgress>;
export const employeeUploadCheckProgressResponse = success(employeeUploadCheckProgress);

export const employeeUploadPreview = z.object({
  total: z.number().int(),
  validCount: z.number().int(),
  invalidCount: z.number().int(),
  rows: z.array(employeeUploadRow),
});
export type EmployeeUploadPreview = z.infer<typeof employeeUploadPreview>;
export const employeeUploadPreviewResponse = success(employeeUploadPreview);

/** A row of the file that was not added, and why. */
export const employeeUploadError = z.object({
  row: z.number().int(),
  staffId: z.string(),
  message: z.string(),
});
export type EmployeeUploadError = z.infer<typeof employeeUploadError>;

export const EMPLOYEE_UPLOAD_STATUSES = ['queued', 'processing', 'completed', 'failed'] as const;

export const employeeUploadStatus = z.object({
  _id: z.string(),
  status: z.enum(EMPLOYEE_UPLOAD_STATUSES),
  processed: z.number().int(),
  total: z.number().int(),
  errorList: z.array(employeeUploadError),
  /**
   * How many of `errorList` the check at commit refused: the rows the preview showed in error, which the member
   * chose to leave out. The others were refused while the upload ran (a staff ID taken meanwhile).
   */
  refusedAtCheck: z.number().int(),
  /** Why the upload stopped, when its status is 'failed'. */
  failureReason: z.string().nullable(),
});
export type EmployeeUploadStatus = z.infer<typeof employeeUploadStatus>;
/** The event of the progress stream; its data is an `employeeUploadStatus`. */
export const UPLOAD_PROGRESS_EVENT = 'progress';
export const employeeUploadStatusResponse = success(employeeUploadStatus);
