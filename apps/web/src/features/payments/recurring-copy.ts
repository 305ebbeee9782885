// Texts of the recurring transfers pages (spec §2.3 /payments/transfers/recurring-transfers and its history).
import { WEEKDAYS } from '@paydesk/contracts';

export const RECURRING_COPY = {
  title: 'Recurring transfers',
  subtitle: 'Pay a beneficiary or one of your wallets on a schedule.',
  create: 'New recurring transfer',
  edit: 'Edit recurring transfer',
  source: 'From wallet',
  to: 'Pay',
  toBeneficiary: 'A beneficiary',
  toWallet: 'One of my wallets',
  beneficiary: 'Beneficiary',
  wallet: 'Wallet to pay',
  amount: 'Amount (₦)',
  amountError: 'Enter an amount, e.g. 5,000 or 2500.50',
  narration: 'Narration (optional)',
  frequency: 'How often',
  frequencies: { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' },
  weekday: 'On',
  dayOfMonth: 'Day of the month',
  dayOfMonthHint: 'In a shorter month it runs on the last day.',
  startDate: 'Start date',
  ends: 'Ends',
  endsNever: 'Never',
  endsOn: 'On a date',
  endsAfter: 'After a number of transfers',
  endDate: 'End date',
  count: 'Number of transfers',
  continue: 'Continue',
  what: (amount: string) => `setting up ${amount} on a schedule`,
  whatEdit: 'saving the changes',
  recipientError: 'Choose a beneficiary or a wallet',
  empty: 'No recurring transfers yet',
  emptyText: 'Set one up to pay rent, salaries or savings without lifting a finger.',
  loadFailed: 'Recurring transfers could not be loaded.',
  columns: { to: 'To', amount: 'Amount', schedule: 'Schedule', next: 'Next run', status: 'Status' },
  statuses: { active: 'Active', paused: 'Paused', cancelled: 'Cancelled', completed: 'Completed' },
  actions: { history: 'History', edit: 'Edit', pause: 'Pause', resume: 'Resume', cancel: 'Cancel' },
  cancelTitle: 'Cancel recurring transfer',
  cancelQuestion: (name: string) =>
    `Cancel the recurring transfer to ${name}? No more transfers will be made; its history stays.`,
  historyTitle: 'Recurring transfer history',
  historyEmpty: 'No runs yet',
  historyEmptyText: (next: string | null) =>
    next ? `The first transfer runs on ${next}.` : 'It has not run.',
  historyColumns: { date: 'Date', amount: 'Amount', fee: 'Fee', outcome: 'Outcome', reference: 'Reference' },
  runStatuses: { paid: 'Paid', failed: 'Failed' },
  back: 'Recurring transfers',
  /** A refused run waiting for its retry (15 min, 1 h, 4 h later within its day). */
  retryPending: (time: string, refusals: number) =>
    `Refused ${refusals === 1 ? 'once' : `${refusals} times`}: tried again at ${time}`,
  approvalSent: 'Sent for approval: the schedule starts once it is approved.',
};

export function scheduleLabel(r: { frequency: 'daily' | 'weekly' | 'monthly'; day: number | null }): string {
  if (r.frequency === 'daily') return 'Every day';
  if (r.frequency === 'weekly') return `Every ${WEEKDAYS[(r.day ?? 1) - 1]}`;
  return `Monthly on day ${r.day}`;
}
