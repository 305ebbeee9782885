// The compliance calendar's texts (/payroll/compliance). The spec has no page for it (issue 28): written in the
// product's tone — plain, short, naira first.
export const CALENDAR_COPY = {
  title: 'Compliance calendar',
  subtitle:
    'Every remittance and return your payroll creates, when the law wants it, and what it costs to be late. ' +
    'Due dates skip weekends and your public holidays.',
  year: 'Year',
  annualReturns: 'Annual PAYE returns',
  filters: { all: 'All', late: 'Late', due: 'Due', 'not-due': 'Not due yet', paid: 'Paid' },
  cards: {
    late: 'Late',
    due: 'Due in the next 5 working days',
    notDue: 'Not due yet',
    paid: 'Paid',
    count: (n: number) => (n === 1 ? '1 obligation' : `${n} obligations`),
    penalty: (amount: string) => `Penalties so far: ${amount}`,
  },
  columns: {
    due: 'Due date',
    obligation: 'Obligation',
    period: 'For',
    run: 'From payroll',
    amount: 'Amount',
    status: 'Status',
    penalty: 'If late',
  },
  filing: 'Filing',
  pay: 'Pay now',
  file: 'File return',
  details: 'Details',
  paidOn: (date: string) => `Paid ${date}`,
  paymentPending: 'Payment on its way',
  noFigure: 'Set by the authority',
  penaltyNone: '—',
  empty: 'Nothing to remit yet',
  emptyBody:
    'Once you pay a payroll, its PAYE, pension, NHF, NSITF and ITF show here with their due dates, and we remind ' +
    'you 5 and 1 working days before each.',
  emptyFiltered: 'No obligations match this filter.',
  loadFailed: 'We could not load your compliance calendar.',
  retry: 'Try again',
  drawer: {
    deadline: 'Deadline',
    penalty: 'If it is late',
    penaltyToDate: (date: string) => `Penalty to ${date}`,
    working: 'How we worked it out',
    reminders: 'Reminders',
    reminder: (n: number) => (n === 1 ? '1 working day before' : `${n} working days before`),
    sent: (date: string) => `sent ${date}`,
    scheduled: 'scheduled',
    notSent: 'not sent',
    runs: 'From payroll',
    amount: 'Amount',
    employees: (n: number) => (n === 1 ? '1 employee' : `${n} employees`),
  },
  notes:
    'Penalties are what the law states for each obligation; interest the authority charges on top at its ' +
    'current rate is not included. Paid items keep the penalty up to the day they were paid.',
};
