// The employee form as typed (text everywhere, gross pay in naira) → the contract's request. The form's resolver
// is this schema: it turns what was typed into a request and checks it with the contract's own
// createEmployeeRequest, so the browser and the server refuse the same things with the same messages.
import {
  type CreateEmployee,
  type CreateEmployeeRequest,
  createEmployeeRequest,
  type Employee,
} from '@paydesk/contracts';
import { parseNaira } from '@paydesk/money';
import { z } from 'zod';

const text = z.string();

export const employeeFormValues = z.object({
  firstName: text,
  middleName: text,
  lastName: text,
  email: text,
  phoneNumber: text,
  staffId: text,
  jobTitle: text,
  department: text,
  branch: text,
  stateOfResidence: z.string().nullable(),
  employmentDate: text,
  employmentType: text,
  exitDate: text,
  bankCode: text,
  accountNumber: text,
  bvn: text,
  grossPay: text,
  payFrequency: text,
  /** The PFA's id as the picker holds it (a string), or null. */
  pfaId: z.string().nullable(),
  rsaPin: text,
  nhf: z.boolean(),
  taxId: text,
  /** Naira a year, as typed; blank: no rent declared. */
  annualRent: text,
});
export type EmployeeFormValues = z.infer<typeof employeeFormValues>;

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

export const employeeFormSchema = employeeFormValues
  .transform(
    (form): CreateEmployeeRequest => ({
      ...form,
      middleName: orNull(form.middleName),
      jobTitle: orNull(form.jobTitle),
      department: orNull(form.department),
      branch: orNull(form.branch),
      employmentDate: orNull(form.employmentDate),
      exitDate: orNull(form.exitDate),
      bvn: orNull(form.bvn),
      pfaId: form.pfaId ? Number(form.pfaId) : null,
      rsaPin: orNull(form.rsaPin),
      taxId: orNull(form.taxId),
      // Blank is none declared; an amount that does not read as naira goes on as typed, and the contract refuses it.
      annualRent:
        form.annualRent.trim() === ''
          ? null
          : (parseNaira(form.annualRent) ?? (form.annualRent as unknown as number)),
      // An amount that does not read as naira goes on missing, and the contract says 'Gross pay is required'.
      grossPay: parseNaira(form.grossPay) ?? (undefined as unknown as number),
      employmentType: form.employmentType as CreateEmployeeRequest['employmentType'],
      payFrequency: form.payFrequency as CreateEmployeeRequest['payFrequency'],
      stateOfResidence: form.stateOfResidence as CreateEmployeeRequest['stateOfResidence'],
    }),
  )
  .pipe(createEmployeeRequest);

export const EMPTY_EMPLOYEE_FORM: EmployeeFormValues = {
  firstName: '',
  middleName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  staffId: '',
  jobTitle: '',
  department: '',
  branch: '',
  stateOfResidence: null,
  employmentDate: '',
  employmentType: 'full-time',
  exitDate: '',
  bankCode: '',
  accountNumber: '',
  bvn: '',
  pfaId: null,
  grossPay: '',
  payFrequency: 'monthly',
  rsaPin: '',
  nhf: false,
  taxId: '',
  annualRent: '',
};

const koboToNaira = (kobo: number) => `${Math.floor(kobo / 100)}.${String(kobo % 100).padStart(2, '0')}`;

/** A stored employee as the form shows it, for editing. */
export function formValuesOf(employee: Employee): EmployeeFormValues {
  return {
    firstName: employee.firstName,
    middleName: employee.middleName ?? '',
    lastName: employee.lastName,
    email: employee.email,
    phoneNumber: employee.phoneNumber,
    staffId: employee.staffId,
    jobTitle: employee.jobTitle ?? '',
    department: employee.department ?? '',
    branch: employee.branch ?? '',
    stateOfResidence: employee.stateOfResidence,
    employmentDate: employee.employmentDate ?? '',
    employmentType: employee.employmentType,
    exitDate: employee.exitDate ?? '',
    bankCode: employee.bankCode,
    accountNumber: employee.accountNumber,
    // The API answers a masked BVN; the field stays empty and only a newly typed BVN is sent.
    bvn: '',
    pfaId: employee.pfaId === null ? null : String(employee.pfaId),
    grossPay: koboToNaira(employee.grossPay),
    payFrequency: employee.payFrequency,
    rsaPin: employee.rsaPin ?? '',
    nhf: employee.nhf,
    taxId: employee.taxId ?? '',
    annualRent: employee.annualRent === null ? '' : koboToNaira(employee.annualRent),
  };
}

/** What an edit sends: only the fields that changed; the bank and the account number always together. */
export function changedFields(before: CreateEmployee, after: CreateEmployee): Partial<CreateEmployee> {
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(employeeFormValues.shape) as Array<keyof CreateEmployee>) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) patch[key] = after[key];
  }
  if ('bankCode' in patch || 'accountNumber' in patch) {
    patch.bankCode = after.bankCode;
    patch.accountNumber = after.accountNumber;
  }
  return patch as Partial<CreateEmployee>;
}
