// The payroll module's face: payroll runs (spec §2.3 Payroll) — create, compute (jobs with live progress), review
// with a variance check, submit / approve / reject (gated by 'payroll.approval' when a workflow covers payroll),
// pay salaries through the payments batch machinery, payslips, and their jobs. On-demand recoveries come in through
// the RecoveriesPort (recoveries.ts), wired by the composition root. For on-demand pay: salaryPaidFor
// (and salaryPaidMonthsText, as SQL text for a statement written as text) says whether a payroll settled an
// employee's salary of a pay month; payslipsOf names the payslips behind recorded recoveries.
import type { FastifyInstance } from 'fastify';
import { autoRunRoutes } from './auto-runs.routes.ts';
import { historyRoutes } from './history.routes.ts';
import { payRoutes } from './pay.routes.ts';
import { startSalaryPayment } from './pay.service.ts';
import type { PayrollDeps } from './payroll-deps.ts';
import { registerRemittancePayment } from './remittance-payment.ts';
import { remittanceRoutes } from './remittances.routes.ts';
import { reviewRoutes } from './review.routes.ts';
import { runRoutes } from './runs.routes.ts';
import { registerSalaryPayment } from './salary-approval.ts';
import { staffPayrollRoutes } from './staff-payroll.routes.ts';
import { registerPayrollApproval } from './status.service.ts';

export { runDueAutoRuns } from './auto-runs.service.ts';
export { businessesWithPaidRuns, type PaidRun, paidRunsWithRemittances } from './compliance-source.ts';
export { seedDemoPayrollRuns } from './demo-payroll-runs.ts';
export { payslipsOf, salaryPaidFor } from './on-demand-recovery.ts';
export { registerPayrollPayouts } from './payouts.ts';
export { PAYROLL_JOBS, type PayrollDeps } from './payroll-deps.ts';
export { payrollJobDefinitions } from './payroll-jobs.ts';
export { noRecoveries, type PayrollRecovery, type RecoveriesPort } from './recoveries.ts';
export { salaryPaidMonthsText } from './recovery.queries.ts';
export { getRun, listRuns } from './runs.service.ts';

/** All routes of payroll runs under /api. */
export function payrollModule(deps: PayrollDeps) {
  return async (app: FastifyInstance) => {
    await app.register(historyRoutes(deps), { prefix: '/api' });
    await app.register(autoRunRoutes(deps), { prefix: '/api' });
    await app.register(runRoutes(deps), { prefix: '/api' });
    await app.register(reviewRoutes(deps), { prefix: '/api' });
    await app.register(payRoutes(deps), { prefix: '/api' });
    await app.register(remittanceRoutes(deps), { prefix: '/api' });
    await app.register(staffPayrollRoutes(deps), { prefix: '/api' });
  };
}

/**
 * Puts the executors of 'payroll.approval', 'payroll.salary.payment' and 'payroll.remittance.payment' in the
 * approvals registry.
 */
export function registerPayrollActions(
  registry: PayrollDeps['registry'],
  deps: Pick<PayrollDeps, 'config' | 'jobs' | 'payouts' | 'mailer' | 'recoveries' | 'onEffectError'>,
) {
  registerPayrollApproval(registry);
  registerSalaryPayment(registry, deps, startSalaryPayment);
  registerRemittancePayment(registry, deps);
}
