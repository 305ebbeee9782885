// The payroll module's face: payroll runs (spec §2.3 Payroll) — create, compute (jobs with live progress), review
// with a variance check, submit / approve / reject (gated by 'payroll.approval' when a workflow covers payroll),
// pay salaries through the payments batch machinery, payslips, and their jobs. On-demand recoveries come in through
// the RecoveriesPort (recoveries.ts), wired by the composition root. For on-demand pay: salaryPaidFor
// (and salaryPaidMonthsText, as SQL text for a statement written as text) says whether a payroll settled an
// employee's salary of a pay month; payslipsOf names the payslips behind recorded recoveries. For the dashboard's
// week: nextPayroll (the open run paid soonest, or the schedules' next pay date).
import { apiRoutes, defineModule, type ReportError } from '../../platform/modules/define-module.ts';
import { ensureMainWallet } from '../wallets/index.ts';
import { annualReturnRoutes } from './annual-returns.routes.ts';
import { autoRunRoutes } from './auto-runs.routes.ts';
import { runDueAutoRuns } from './auto-runs.service.ts';
import { seedDemoPayrollRuns } from './demo-payroll-runs.ts';
import { employeeDocumentRoutes } from './employee-documents.routes.ts';
import { historyRoutes } from './history.routes.ts';
import { payRoutes } from './pay.routes.ts';
import { startSalaryPayment } from './pay.service.ts';
import type { PayrollDeps } from './payroll-deps.ts';
import { registerRemittancePayment } from './remittance-payment.ts';
import { remittanceReceiptRoutes } from './remittance-receipts.routes.ts';
import { remittanceRoutes } from './remittances.routes.ts';
import { reviewRoutes } from './review.routes.ts';
import { runRoutes } from './runs.routes.ts';
import { registerSalaryPayment } from './salary-approval.ts';
import { staffPayrollRoutes } from './staff-payroll.routes.ts';
import { registerPayrollApproval } from './status.service.ts';

export { filingsOf as annualReturnFilings } from './annual-returns.queries.ts';
export { businessesWithPaidRuns, type PaidRun, paidRunsWithRemittances } from './compliance-source.ts';
export { payslipsOf, salaryPaidFor } from './on-demand-recovery.ts';

import { registerPayrollPayouts } from './payouts.ts';
import { payrollJobDefinitions } from './payroll-jobs.ts';

export { type NextPayroll, nextPayroll } from './next-payroll.ts';
export { PAYROLL_JOBS, type PayrollDeps } from './payroll-deps.ts';
export { noRecoveries, type PayrollRecovery, type RecoveriesPort } from './recoveries.ts';
export { salaryPaidMonthsText } from './recovery.queries.ts';
export { remittanceDueDate, salaryPaidOn } from './remittance-status.ts';
export { getRun, listRuns } from './runs.service.ts';
export { registerPayrollPayouts };

type PayrollModuleDeps = Required<PayrollDeps> & { reportError: ReportError };

/** What payroll's routes, gated actions and payout handlers are given (integrations' public people routes too). */
export function payrollDepsOf(deps: PayrollModuleDeps): Required<PayrollDeps> {
  const { staffTokens, db, config, mailer, payouts, jobs, gate, registry, recoveries, files, onEffectError } =
    deps;
  return { staffTokens, db, config, mailer, payouts, jobs, gate, registry, recoveries, files, onEffectError };
}

export const payrollModule = defineModule<PayrollModuleDeps, Parameters<typeof seedDemoPayrollRuns>[0]>({
  name: 'payroll',
  routes: (deps) => {
    const routes = payrollDepsOf(deps);
    return apiRoutes(
      historyRoutes(routes),
      autoRunRoutes(routes),
      runRoutes(routes),
      reviewRoutes(routes),
      payRoutes(routes),
      remittanceRoutes(routes),
      remittanceReceiptRoutes(routes),
      annualReturnRoutes(routes),
      staffPayrollRoutes(routes),
      employeeDocumentRoutes(routes),
    );
  },
  jobs: (deps) => {
    const { db, config, mailer, payouts, jobs, gate, registry, recoveries, reportError } = deps;
    return payrollJobDefinitions({
      db,
      mailer,
      recoveries,
      jobs: () => jobs,
      onError: reportError('payroll job failed'),
      autoRuns: async (today) =>
        void (await runDueAutoRuns(
          {
            db,
            config,
            mailer,
            payouts,
            jobs,
            gate,
            registry,
            recoveries,
            onEffectError: reportError('scheduled payroll failed'),
          },
          today,
        )),
    });
  },
  approvalActions: (deps) => registerPayrollActions(deps.registry, payrollDepsOf(deps)),
  payoutHandlers: (deps) => registerPayrollPayouts(deps.payouts, payrollDepsOf(deps)),
  // Last month's run paid and this month's draft, after on-demand pay (each run deducts what it advanced).
  demoSeed: [
    {
      name: 'payroll-runs',
      stage: 'activity',
      seed: async (deps, { companyId, memberId }) => {
        const wallet = await ensureMainWallet(deps.db, deps.config, companyId);
        if (wallet) await seedDemoPayrollRuns(deps, companyId, memberId, wallet.id);
      },
    },
  ],
});

/**
 * Puts the executors of 'payroll.approval', 'payroll.salary.payment' and 'payroll.remittance.payment' in the
 * approvals registry.
 */
function registerPayrollActions(
  registry: PayrollDeps['registry'],
  deps: Pick<PayrollDeps, 'config' | 'jobs' | 'payouts' | 'mailer' | 'recoveries' | 'onEffectError'>,
) {
  registerPayrollApproval(registry);
  registerSalaryPayment(registry, deps, startSalaryPayment);
  registerRemittancePayment(registry, deps);
}
