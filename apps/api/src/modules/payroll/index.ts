// The payroll module's face: payroll runs (spec §2.3 Payroll) — create, compute (jobs with live progress), review
// with a variance check, submit / approve / reject (gated by 'payroll.approval' when a workflow covers payroll),
// pay salaries through the payments batch machinery, payslips, and their jobs. On-demand recoveries come in through
// the RecoveriesPort (recoveries.ts), wired by the composition root. For on-demand pay: salaryPaidFor
// (and salaryPaidMonthsText, as SQL text for a statement written as text) says whether a payroll settled an
// employee's salary of a pay month; payslipsOf names the payslips behind recorded recoveries. For the dashboard's
// week: nextPayroll (the open run paid soonest, or the schedules' next pay date).
import { apiRoutes, defineModule, type ReportError } from '../../platform/modules/define-module.ts';
import { ensureMainWallet } from '../wallets/index.ts';
import { annualReturnRoutes } from './annual-returns/annual-returns.routes.ts';
import { autoRunRoutes } from './auto-runs/auto-runs.routes.ts';
import { runDueAutoRuns } from './auto-runs/auto-runs.service.ts';
import { demoPayrollEvents, seedDemoPayrollDraft } from './demo-payroll-runs.ts';
import { payRoutes } from './pay/pay.routes.ts';
import { startSalaryPayment } from './pay/pay.service.ts';
import { registerSalaryPayment } from './pay/salary-approval.ts';
import type { PayrollDeps } from './payroll-deps.ts';
import { employeeDocumentRoutes } from './payslips/employee-documents.routes.ts';
import { registerRemittancePayment } from './remittances/remittance-payment.ts';
import { remittanceReceiptRoutes } from './remittances/remittance-receipts.routes.ts';
import { remittanceRoutes } from './remittances/remittances.routes.ts';
import { reviewRoutes } from './review/review.routes.ts';
import { registerPayrollApproval } from './review/status.service.ts';
import { historyRoutes } from './runs/history.routes.ts';
import { runRoutes } from './runs/runs.routes.ts';
import { staffPayrollRoutes } from './staff/staff-payroll.routes.ts';

export { filingsOf as annualReturnFilings } from './annual-returns/annual-returns.queries.ts';
export { payslipsOf, salaryPaidFor } from './compute/on-demand-recovery.ts';
export {
  businessesWithPaidRuns,
  type PaidRun,
  paidRunsWithRemittances,
} from './remittances/compliance-source.ts';

import { registerPayrollPayouts } from './pay/payouts.ts';
import { payrollJobDefinitions } from './payroll-jobs.ts';

export { noRecoveries, type PayrollRecovery, type RecoveriesPort } from './compute/recoveries.ts';
export { salaryPaidMonthsText } from './compute/recovery.queries.ts';
export { type NextPayroll, nextPayroll } from './next-payroll.ts';
export { PAYROLL_JOBS, type PayrollDeps } from './payroll-deps.ts';
export { remittanceDueDate, salaryPaidOn } from './remittances/remittance-status.ts';
export { getRun, listRuns } from './runs/runs.service.ts';
export { registerPayrollPayouts };

type PayrollModuleDeps = Required<PayrollDeps> & { reportError: ReportError };

/** What payroll's routes, gated actions and payout handlers are given (integrations' public people routes too). */
export function payrollDepsOf(deps: PayrollModuleDeps): Required<PayrollDeps> {
  const { staffTokens, db, config, mailer, payouts, jobs, gate, registry, recoveries, files, onEffectError } =
    deps;
  return { staffTokens, db, config, mailer, payouts, jobs, gate, registry, recoveries, files, onEffectError };
}

export const payrollModule = defineModule<PayrollModuleDeps, Parameters<typeof seedDemoPayrollDraft>[0]>({
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
      config,
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
  // A year of payrolls (each remittance paid and receipted on its due date once that has come) and the current
  // pay month's draft, after on-demand pay (each run deducts what it advanced).
  demoSeed: [
    {
      name: 'payroll-runs',
      stage: 'activity',
      seed: async (deps, business) => {
        const wallet = await ensureMainWallet(deps.db, deps.config, business.companyId);
        if (wallet) await seedDemoPayrollDraft(deps, business, wallet.id);
      },
    },
  ],
  demoHistory: [
    {
      name: 'payroll-runs',
      events: async (deps, business, now) => {
        const wallet = await ensureMainWallet(deps.db, deps.config, business.companyId);
        return wallet ? demoPayrollEvents(deps, business, wallet.id, now) : [];
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
