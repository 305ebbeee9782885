// Texts of an employee's remittance history, shared by the employee page and the employee app.
export const REMITTANCE_HISTORY_COPY = {
  title: 'Remittances',
  hint: 'Each deduction of each payslip, the remittance that carried it and the authority’s receipt.',
  staffHint:
    'What was deducted from your pay each month, whether it was remitted, and the authority’s receipt.',
  empty: 'No payslips yet.',
  gapsTitle: 'Deducted, not remitted',
  remitted: 'Remitted',
  pending: 'Being remitted',
  notRemitted: 'Not remitted',
  notYet: 'Not remitted yet',
  shares: (employee: string, employer: string) => `Employee ${employee} · employer ${employer}`,
  paidOn: (date: string) => `paid ${date}`,
  session: 'NIP session',
  receipt: 'Authority’s receipt',
  receiptNumber: (n: string) => `Authority’s receipt ${n}`,
  noReceipt: 'No authority’s receipt recorded yet',
} as const;
