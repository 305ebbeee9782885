// Texts of a payslip's breakdown, shared by the run's payslip drawer and the employee app.
export const PAYSLIP_BREAKDOWN_COPY = {
  period: (from: string, to: string) => `${from} to ${to}`,
  earnings: 'Earnings',
  gross: 'Gross pay',
  benefitsInKind: 'Benefits in kind (taxable, not paid in cash)',
  deductions: 'Deductions',
  totalDeductions: 'Total deductions',
  net: 'Net pay',
  carriedForward: (amount: string) =>
    `On-demand pay carried forward: ${amount} owed did not fit in this net pay; the next payroll recovers it.`,
  employerCosts: 'Paid by the employer',
  taxWorking: 'How PAYE was computed',
  taxableIncome: 'Taxable income',
  /** A figure's statute line: the rule it comes from, then its working. */
  statute: (rule: string, working: string) => `${rule}: ${working}`,
} as const;
