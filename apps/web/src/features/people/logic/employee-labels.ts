// An employee's stored values in words (issue 29): the drawer, the full page and the history name the employment
// type, the pay frequency and a changed field as the form does ('Full-time', not 'full-time'; 'Gross pay', not
// 'grossPay'), and show money in naira, not kobo.
import type { EmploymentType, PayFrequency } from '@paydesk/contracts';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { formatDate } from '@/lib/format/time.ts';
import { EMPLOYEES_COPY, EMPLOYEE_FORM_COPY as FORM } from '../copy.ts';
import { showValue } from './history.ts';

export const EMPLOYMENT_TYPE_LABELS: Readonly<Record<EmploymentType, string>> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  intern: 'Intern',
};

export const PAY_FREQUENCY_LABELS: Readonly<Record<PayFrequency, string>> = {
  monthly: 'Monthly',
  'bi-weekly': 'Every two weeks',
  weekly: 'Weekly',
};

/** The history's field names as the form labels them; a field the form has not, in words. */
const FIELD_LABELS: Record<string, string> = {
  firstName: FORM.firstName,
  middleName: FORM.otherNames,
  lastName: FORM.lastName,
  email: FORM.email,
  phoneNumber: FORM.phone,
  staffId: FORM.staffId,
  jobTitle: FORM.jobTitle,
  department: FORM.department,
  branch: FORM.branch,
  stateOfResidence: FORM.stateOfResidence,
  employmentDate: FORM.employmentDate,
  employmentType: FORM.employmentType,
  exitDate: FORM.exitDate,
  bankCode: FORM.bank,
  accountNumber: FORM.accountNumber,
  accountName: 'Account name',
  nameCheck: 'Account name check',
  bvn: 'BVN',
  grossPay: 'Gross pay',
  payFrequency: FORM.payFrequency,
  pfaId: 'PFA',
  rsaPin: FORM.rsaPin,
  nhf: 'NHF',
  taxId: FORM.taxId,
  annualRent: 'Annual rent',
  status: 'Status',
  onDemandState: 'On-demand pay',
  earningsStopped: 'Earnings stopped',
  withdrawalsPaused: 'Withdrawals paused',
};

export function historyFieldLabel(field: string): string {
  const known = FIELD_LABELS[field];
  if (known) return known;
  const words = field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const MONEY_FIELDS = new Set(['grossPay', 'annualRent']);
const DATE_FIELDS = new Set(['employmentDate', 'exitDate']);

/** Names for the codes a history stores: banks by NIP code, PFAs by id (from the directories the form uses). */
export interface HistoryNames {
  bank?: (code: string) => string | undefined;
  pfa?: (id: number) => string | undefined;
}

/** A changed field's old or new value as a person reads it: names for codes, where the directory has them. */
export function historyValue(field: string, value: unknown, names: HistoryNames = {}): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'bankCode' && typeof value === 'string') return names.bank?.(value) ?? value;
  if (field === 'pfaId' && typeof value === 'number') return names.pfa?.(value) ?? String(value);
  if (MONEY_FIELDS.has(field) && typeof value === 'number') return formatMinorAsNaira(value);
  if (DATE_FIELDS.has(field) && typeof value === 'string') return formatDate(value);
  if (field === 'employmentType') return EMPLOYMENT_TYPE_LABELS[value as EmploymentType] ?? String(value);
  if (field === 'payFrequency') return PAY_FREQUENCY_LABELS[value as PayFrequency] ?? String(value);
  if (field === 'status')
    return EMPLOYEES_COPY.statuses[value as keyof typeof EMPLOYEES_COPY.statuses] ?? String(value);
  if (field === 'onDemandState')
    return (
      EMPLOYEES_COPY.onDemandStates[value as keyof typeof EMPLOYEES_COPY.onDemandStates] ?? String(value)
    );
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return showValue(value);
}
