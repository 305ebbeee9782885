// Texts of the compliance calendar's pieces shared by the dashboard and the calendar page.
import type { ObligationKindValue, ObligationStatusValue } from '@paydesk/contracts';

export const OBLIGATION_LABELS: Record<ObligationKindValue, string> = {
  paye: 'PAYE',
  pension: 'Pension',
  nhf: 'NHF',
  nhia: 'NHIA',
  nsitf: 'NSITF',
  itf: 'ITF and Form 5A',
  'paye-annual-return': 'Annual PAYE return',
};

export const OBLIGATION_STATUS_LABELS: Record<ObligationStatusValue, string> = {
  'not-due': 'Not due yet',
  due: 'Due',
  paid: 'Paid',
  late: 'Late',
};

export const OBLIGATION_STATUS_COLOURS: Record<ObligationStatusValue, string> = {
  'not-due': 'gray',
  due: 'yellow',
  paid: 'teal',
  late: 'red',
};

export const ALERT_COPY = {
  lateTitle: (n: number) => (n === 1 ? '1 payroll obligation is late' : `${n} payroll obligations are late`),
  lateBody: (amount: string, penalty: string) =>
    `${amount} is overdue. Penalties so far: ${penalty}, and they grow the longer it waits.`,
  dueTitle: (n: number) =>
    n === 1 ? '1 payroll obligation is due soon' : `${n} payroll obligations are due soon`,
  dueBody: (amount: string, what: string, date: string) => `${amount} in total. Next: ${what}, due ${date}.`,
  open: 'Open compliance calendar',
};
