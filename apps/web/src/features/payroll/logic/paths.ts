// The payroll screens' addresses (spec §2.3).
export const PAYROLL_ROUTES = {
  list: '/payroll',
  create: '/payroll/create',
  run: (id: string) => `/payroll/${id}/run`,
  finalize: (id: string) => `/payroll/${id}/finalize`,
  paySalary: (id: string) => `/payroll/${id}/pay-salary`,
  payRemittance: (id: string, remittanceId: string) => `/payroll/${id}/pay-remittance/${remittanceId}`,
  history: '/payroll/history',
  historyRun: (id: string) => `/payroll/history/${id}`,
  approvalRequest: (requestId: string) => `/approvals/dashboard?request=${requestId}`,
  /** A new approval workflow, its action chosen: payroll approval. */
  payrollApprovalWorkflow: '/settings/approvals/create?action=payroll.approval',
  payGroups: '/payroll-configuration/pay-groups',
  payGroup: (id: string) => `/payroll-configuration/pay-groups/${id}/view`,
  remittanceParties: '/payroll-configuration/remittance-parties',
} as const;
