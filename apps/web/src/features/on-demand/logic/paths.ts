// Fills the `:name` parameters of a contract path.
export const fillPath = (path: string, params: Record<string, string>) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

/** The payroll run whose payslips recovered on-demand pay: its pay page lists the payslips (spec §2.3). */
export const payrollPayslipsPath = (runId: string) => `/payroll/${encodeURIComponent(runId)}/pay-salary`;
