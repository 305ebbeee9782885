// The annual PAYE return's texts (/payroll/annual-returns). The spec has no page for it (issue 28): written in the
// product's tone — plain, short, naira first.
export const ANNUAL_RETURN_COPY = {
  title: 'Annual PAYE returns',
  subtitle: (due: string) =>
    `Every employee you paid in the year, by the state their PAYE went to. File each state's return by ${due}.`,
  year: 'Year',
  state: 'State',
  allStates: 'All states',
  noState: 'No state of residence',
  download: { csv: 'CSV', xlsx: 'Excel', pdf: 'PDF summary' },
  /** ITF Form 5A: the employer's 1% of the year's payroll, due by 1 April of the next year. */
  itfForm: 'ITF Form 5A',
  itfFormFormats: { csv: 'CSV', pdf: 'PDF' },
  markFiled: 'Mark as filed',
  confirmTitle: 'Mark this return as filed?',
  confirmQuestion: (state: string, year: number) =>
    `Confirm that you filed the ${year} annual PAYE return with the ${state}. This is recorded with your name.`,
  confirm: 'Yes, mark as filed',
  cancel: 'Cancel',
  filed: (date: string, name: string) => `Filed ${date} by ${name}`,
  notFiled: 'Not filed',
  blockersTitle: (n: number) => (n === 1 ? '1 employee has no Tax ID' : `${n} employees have no Tax ID`),
  blockersBody:
    'Every employee on a return needs a Tax ID (NTAA 2025). Add it on the employee, then mark the return as filed.',
  addTaxId: 'Add Tax ID',
  totals: {
    employees: 'Employees',
    gross: 'Gross emoluments',
    reliefs: 'Reliefs',
    taxable: 'Taxable income',
    paye: 'PAYE deducted',
    remitted: 'PAYE remitted',
  },
  columns: {
    employee: 'Employee',
    taxId: 'Tax ID',
    months: 'Months',
    gross: 'Gross emoluments',
    pension: 'Pension',
    nhf: 'NHF',
    rent: 'Rent relief',
    otherReliefs: 'Other reliefs',
    taxable: 'Taxable income',
    paye: 'PAYE',
  },
  missingTaxId: 'Missing',
  monthsPaid: (n: number) => (n === 1 ? '1 month' : `${n} months`),
  left: (date: string) => `Left ${date}`,
  monthsTitle: 'PAYE by month',
  monthColumns: { month: 'Month', paye: 'PAYE', remittance: 'Remittance', reference: 'Reference' },
  notRemitted: 'Not remitted',
  remittanceStatus: { unpaid: 'Not paid', pending: 'Payment on its way', failed: 'Failed', paid: 'Paid' },
  paidOn: (date: string) => `Paid ${date}`,
  session: (id: string) => `NIP session ${id}`,
  empty: 'No paid payroll in this year',
  emptyBody: 'Once you pay a payroll, its employees and their PAYE show here, grouped by state.',
  loadFailed: 'We could not load your annual returns.',
  retry: 'Try again',
  backToCalendar: 'Compliance calendar',
  rule:
    'Annual PAYE return (formerly Form H1): due by 31 January of the next year to each state internal revenue ' +
    'service, for every employee paid in the year, leavers included (Nigeria Tax Administration Act 2025). PAYE ' +
    'goes to the state where the employee lives.',
} as const;
