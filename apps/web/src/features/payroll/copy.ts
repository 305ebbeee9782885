// The payroll screens' texts (spec §3 Payroll, §4 statuses); the toasts and refusals are the contract's
// PAYROLL_RUN_MESSAGES.
import type {
  LinePaymentState,
  PayrollRemittanceState,
  PayrollRunStatus,
  RemittanceState,
} from '@paydesk/contracts';

export const STATUS_LABELS: Record<PayrollRunStatus, string> = {
  draft: 'Draft',
  'in-review': 'In review',
  processing: 'Processing',
  approved: 'Approved',
  completed: 'Salaries paid',
  rejected: 'Rejected',
};

/** A run's remittances beside its salaries' status. */
export const REMITTANCE_STATE_LABELS: Record<RemittanceState, string> = {
  due: 'Remittances due',
  late: 'Remittances late',
  closed: 'Closed',
};
export const remittanceStateTitle = (r: PayrollRemittanceState) =>
  r.state === 'closed'
    ? 'Every remittance is paid'
    : `${r.unpaid} remittance${r.unpaid === 1 ? '' : 's'} to pay${r.nextDueDate ? `; the first ${r.state === 'late' ? 'was due' : 'is due'} ${r.nextDueDate}` : ''}`;

export const PAYMENT_STATE_LABELS: Record<LinePaymentState, string> = {
  unpaid: 'Not paid',
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  reversed: 'Reversed',
  skipped: 'Skipped',
};

export const LIST_COPY = {
  title: 'Payroll',
  subtitle: 'Create, review, approve and pay your payrolls.',
  create: 'Create payroll',
  history: 'History',
  compliance: 'Compliance calendar',
  download: 'Download',
  search: 'Search payrolls',
  status: 'Status',
  allStatuses: 'All statuses',
  clearFilters: 'Clear filters',
  loadFailed: 'The payrolls could not be loaded.',
  empty: { header: 'No payroll yet', sub: 'Create your first payroll to pay your employees.' },
  emptyFiltered: { header: 'No payroll matches', sub: 'Try other filters.' },
  columns: {
    name: 'Payroll',
    period: 'Period',
    payDate: 'Pay date',
    employees: 'Employees',
    netPay: 'Net pay',
    cost: 'Total cost',
    status: 'Status',
  },
  open: 'Open',
  delete: 'Delete',
  deleteTitle: 'Delete payroll',
  deleteQuestion: (name: string) => `Delete the draft payroll "${name}"? This cannot be undone.`,
  dashboard: {
    nextPayDate: 'Next pay date',
    noSchedule: 'No pay schedule',
    lastCost: "Last run's cost",
    employeesPaid: 'Employees paid',
    none: '—',
    loadFailed: 'The payroll figures could not be loaded.',
  },
  analytics: {
    title: (year: number) => `Payroll cost in ${year}`,
    byMonth: 'Cost by month',
    byDepartment: 'Cost by department',
    noDepartment: 'No department',
    empty: 'No completed payroll this year yet.',
    cost: 'Total cost',
    net: 'Net pay',
    loadFailed: 'The payroll analytics could not be loaded.',
  },
} as const;

export const CREATE_COPY = {
  title: 'Create payroll',
  subtitle: 'Choose the period, who is paid and the pay schedule.',
  name: 'Name (optional)',
  kind: 'Kind of run',
  regular: 'Regular payroll',
  regularHint: "The period's salaries: one a period for the same employees",
  offCycle: 'Off-cycle run',
  offCycleHint:
    'A bonus or a correction paid beside the regular payroll; on-demand pay is not recovered from it',
  /** The name the server gives when none is entered. */
  defaultName: (kind: 'regular' | 'off-cycle', month: string) =>
    `${kind === 'off-cycle' ? 'Off-cycle payroll' : 'Payroll'} ${month}`,
  periodStart: 'Period start',
  periodEnd: 'Period end',
  payDate: 'Pay date (optional, defaults to the period end)',
  schedule: 'Pay schedule (optional)',
  everyone: 'Every pay group (employees in no pay group are not paid)',
  payGroups: 'Pay groups',
  payGroupsPlaceholder: 'Choose pay groups',
  submit: 'Create and run',
  cancel: 'Cancel',
  required: 'Required',
} as const;

export const RUN_COPY = {
  title: 'Running payroll',
  computed: (processed: number, total: number) => `${processed} of ${total} employees computed`,
  queued: 'Waiting to start…',
  failed: 'The payroll run failed',
  done: 'Payroll computed',
  changes: (c: { changed: number; added: number; removed: number; unchanged: number }) =>
    `Against the last run: ${c.changed} changed, ${c.added} added, ${c.removed} removed, ${c.unchanged} unchanged.`,
  review: 'Review and finalize',
  runAgain: 'Run again',
  start: 'Run payroll',
  notStarted: 'This payroll has not been run yet.',
} as const;

export const FINALIZE_COPY = {
  title: 'Finalize payroll',
  totals: 'Totals',
  gross: 'Gross pay',
  deductions: 'Total deductions',
  net: 'Net pay',
  employerCost: 'Employer costs',
  totalCost: 'Total cost',
  employees: 'Employees',
  summary: 'Tax and deduction summary',
  fromPay: 'From pay',
  employer: 'Employer',
  lines: 'Employees',
  searchLines: 'Search employees',
  variance: 'Variance check',
  comparedWith: (name: string) => `Compared with ${name}`,
  noComparison: 'No completed payroll to compare with yet.',
  blocking: 'Blocking',
  warning: 'Warning',
  noIssues: 'No issues found.',
  fixNoStructure: 'Give the pay group a pay structure',
  /** The link under a blocker that opens the employee where it is fixed. */
  fixOnEmployee: {
    'no-bank-account': 'Confirm the bank account',
    'shared-bank-account': 'Check the bank account',
    'no-tax-id': 'Add the Tax ID',
    'no-state': 'Add the state of residence',
    'no-pfa': 'Choose the PFA',
    'no-rsa-pin': 'Add the RSA PIN',
    'minimum-wage-paye': "Check the employee's pay",
    'no-paye': "Check the employee's pay",
    'no-rent-document': 'Upload the rent document',
  } as Partial<Record<string, string>>,
  acknowledge: 'Acknowledge',
  acknowledged: (by: string, at: string) => `Acknowledged by ${by}, ${at}`,
  unacknowledgedTitle: (n: number) =>
    `${n} ${n === 1 ? 'warning' : 'warnings'} to acknowledge before approving`,
  blockersTitle: (n: number) => `${n} ${n === 1 ? 'blocker stops' : 'blockers stop'} this payroll`,
  notInPayGroup: (n: number) =>
    `${n} ${n === 1 ? 'employee is' : 'employees are'} in no pay group, so no payroll pays them.`,
  assignPayGroups: 'Assign them to a pay group',
  comment: 'Comment on the large variances',
  commentHint: 'Explain the large changes for the reviewer.',
  submit: 'Submit for review',
  rejectedBanner: (reason: string) => `Rejected: ${reason}`,
  editLine: 'Edit',
  viewPayslip: 'Payslip',
  viewPayslipLabel: (name: string) => `The payslip of ${name}, with the rule of each figure`,
  /** Under a line's net pay: on-demand pay the payslip recovers, and what it carries to the next payroll. */
  onDemandRecovered: (amount: string) => `On-demand pay recovered: ${amount}`,
  onDemandCarried: (amount: string) => `Carried forward: ${amount}`,
  approve: 'Approve',
  /** What the PIN confirms when approving. */
  approveWhat: (total: string) => `approving this payroll (total cost ${total})`,
  offerWorkflowTitle: 'Let someone else approve your payrolls',
  offerWorkflow:
    'Your business has more than one member. Set up a payroll approval workflow so that a payroll is approved by someone other than the person who prepared it.',
  offerWorkflowAction: 'Set up payroll approval',
  reject: 'Reject',
  rejectTitle: 'Reject payroll',
  rejectReason: 'Reason',
  openRequest: 'Open the approval request',
  paySalaries: 'Pay salaries',
  runAgain: 'Run again',
  openRun: 'Open the run',
  loadFailed: 'The payroll could not be loaded.',
} as const;

export const LINE_COPY = {
  title: (name: string) => `Edit ${name}'s pay`,
  adjustments: 'One-off adjustments',
  none: 'No adjustments.',
  kind: 'Kind',
  bonus: 'Bonus',
  deduction: 'Deduction',
  name: 'Name',
  amount: 'Amount (₦)',
  taxable: 'Taxable',
  annualRent: 'Annual rent (₦ a year)',
  annualRentHint:
    'Recorded on the employee. NTA 2025 s.30(2)(a)(vi) rent relief: 20% of it, at most ₦500,000, is deducted before PAYE.',
  reason: 'Reason',
  remove: 'Remove',
  save: 'Save',
  cancel: 'Cancel',
} as const;

export const PAY_COPY = {
  title: 'Pay salaries',
  wallet: 'Pay from wallet',
  chooseWallet: 'Choose a wallet',
  employees: 'Employees to pay',
  net: 'Net pay',
  fees: 'Fees',
  total: 'Total with fees',
  available: 'Available',
  insufficient: 'The wallet does not hold enough for this payroll.',
  skipped: (n: number) => `${n} employee(s) without a bank account or pay are skipped.`,
  pay: 'Pay salaries',
  what: (amount: string) => `paying salaries of ${amount}`,
  retry: 'Retry failed',
  retryWhat: 'sending the failed salaries again',
  progress: (paid: number, total: number) => `${paid} of ${total} paid`,
  lines: 'Salaries',
  remittances: 'Remittances',
  filingPack: 'Download filing pack',
  payRemittance: 'Pay',
  fixRemittance: 'Fix',
  payslips: 'Payslips',
  resendAll: 'Resend all payslips',
  resend: 'Resend',
  download: 'Download PDF',
  notApproved: 'Only an approved payroll can be paid.',
} as const;

/** One payslip on screen (the run's pay page): the PDF's sections and words. */
export const PAYSLIP_COPY = {
  title: (name: string) => (name ? `Payslip · ${name}` : 'Payslip'),
  view: 'View',
  viewLabel: (name: string) => `View the payslip of ${name}`,
  download: 'Download PDF',
  loadFailed: 'We could not load this payslip.',
} as const;

export const REMITTANCE_COPY = {
  title: 'Pay remittance',
  party: 'Party',
  noParty: 'No remittance party with a bank account is set up for this remittance.',
  setUpParty: 'Set up remittance parties',
  /** A remittance with nobody to pay (pension without a PFA, PAYE without a state): fixed on each employee. */
  unpayable: 'Cannot be paid',
  fixEmployees: 'Open each employee below to fix it.',
  withFee: (fee: string, total: string) => `+ ${fee} transfer fee · ${total} from the wallet`,
  insufficient: (wallet: string, available: string, needed: string) =>
    `Not enough money in ${wallet}: ${available} available, ${needed} needed. Fund the wallet or choose another before paying.`,
  amount: 'Amount',
  employees: 'Employees',
  schedule: 'Schedule file',
  csv: 'Download CSV',
  xlsx: 'Download XLSX',
  pay: 'Pay remittance',
  what: (name: string, amount: string) => `paying ${amount} to ${name}`,
  paid: 'Paid',
  status: 'Status',
} as const;

export const HISTORY_COPY = {
  title: 'Payroll history',
  subtitle: 'Completed and rejected payrolls.',
  outcome: 'Outcome',
  all: 'All outcomes',
  empty: { header: 'No payroll history yet', sub: 'Completed and rejected payrolls appear here.' },
  loadFailed: 'The payroll history could not be loaded.',
  transactions: 'Transactions',
  downloadTransactions: 'Download transactions',
  columns: {
    beneficiary: 'Beneficiary',
    kind: 'Kind',
    amount: 'Amount',
    fee: 'Fee',
    state: 'State',
    reference: 'Reference',
  },
} as const;

/** The authority's receipt of a paid remittance (issue 28, proof per employee). */
export const RECEIPT_COPY = {
  add: 'Add receipt',
  replace: 'Replace receipt',
  title: (party: string) => `Authority's receipt · ${party}`,
  description:
    'Record the receipt the revenue service or PFA issued for this payment: its number, its file (PDF, JPEG or PNG, at most 5 MB), or both. Employees see it with their deduction.',
  number: 'Receipt number',
  numberPlaceholder: 'e.g. LIRS/2026/000123',
  file: 'Receipt file',
  filePlaceholder: 'Choose a PDF, JPEG or PNG',
  keepsFile: (name: string) => `Leave empty to keep ${name}.`,
  save: 'Save receipt',
  cancel: 'Cancel',
  recorded: (number: string | null) => (number ? `Receipt ${number}` : 'Receipt recorded'),
  none: 'No receipt recorded',
};
