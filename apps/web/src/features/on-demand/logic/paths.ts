// Fills the `:name` parameters of a contract path.
export const fillPath = (path: string, params: Record<string, string>) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

/**
 * The payroll run whose payslips recovered on-demand pay: its pay page lists the payslips (spec §2.3) and, given the
 * employee's line, opens that payslip.
 */
export const payrollPayslipsPath = (runId: string, lineId?: string | null) =>
  `/payroll/${encodeURIComponent(runId)}/pay-salary${lineId ? `?payslip=${encodeURIComponent(lineId)}` : ''}`;
