// The on-demand pay module's face (earned wage access): rules and group overrides, earned to date, withdrawals and
// savings (staff requests, employer decisions, the emailed single-use link), payouts through payments' payout
// pipeline (registerOnDemandPayouts: its handler settles or reverses requests as the bank decides), and
// reconciliation. Money moves only through modules/ledger.
//
// For payroll runs:
//   onDemandToDeduct(db, companyId, period) → Map<employeeId, kobo>: what each payslip of the period (YYYY-MM, the
//     payday's month) must deduct — settled withdrawals (+ fees the employee bears) and approved savings, less what
//     was already recovered. Employees with nothing outstanding are absent.
//   recordPayrollRecovery(tx, companyId, period, runReference, Map<employeeId, kobo>) → employee ids recorded: in the
//     run's transaction; idempotent per run reference and employee; refuses more than outstanding. Posts
//     on-demand receivable −x / employee payable +x.
// For people: onDemandAccounts(db, companyId, employees) → Map<employeeId, {earned, drawn, saved, owed}> and
//   onDemandTransactions(db, companyId, { employeeId? }) → the lines behind them (ERA pages, /transaction-history).
// Jobs: onDemandJobDefinitions (the daily payment-note sweep issues notes, marks them overdue and reminds once per
//   reminder). Undecided payouts are asked about by payments' re-query, like every transfer.
import type { FastifyInstance } from 'fastify';
import type { AccessTokens } from '../../platform/access-tokens.ts';
import type { JobDefinition } from '../../platform/jobs/job-runner.ts';
import { earnedState } from './earned.service.ts';
import { linkRoutes } from './link.routes.ts';
import { sweepPaymentNotes } from './note-reminders.ts';
import { onDemandRoutes } from './on-demand.routes.ts';
import type { OnDemandDeps } from './on-demand-deps.ts';
import { paymentNoteRoutes } from './payment-notes.routes.ts';
import { staffOnDemandRoutes } from './staff-on-demand.routes.ts';

export { onDemandAccounts, onDemandTransactions } from './accounts.service.ts';
export { seedDemoOnDemand } from './demo-on-demand.ts';
export { seedDemoPaymentNotes } from './demo-payment-notes.ts';
export { sweepPaymentNotes } from './note-reminders.ts';
export type { OnDemandDeps } from './on-demand-deps.ts';
export { registerOnDemandPayouts } from './payout.ts';
export { onDemandRecoveries } from './payroll-recoveries.ts';
export { onDemandToDeduct, recordPayrollRecovery } from './reconciliation.service.ts';
export { earnedState };

export const ON_DEMAND_JOBS = { notes: 'on-demand.payment-notes' } as const;

export function onDemandJobDefinitions(
  deps: Pick<OnDemandDeps, 'db' | 'mailer' | 'config' | 'onEffectError'>,
): JobDefinition<never>[] {
  return [
    {
      name: ON_DEMAND_JOBS.notes,
      // 08:00 Lagos, every day.
      cron: '0 8 * * *',
      handler: async () => {
        await sweepPaymentNotes(deps);
      },
    },
  ];
}

/** All routes of on-demand pay under /api. */
export function onDemandModule(deps: OnDemandDeps & { staffTokens: AccessTokens }) {
  return async (app: FastifyInstance) => {
    await app.register(onDemandRoutes(deps), { prefix: '/api' });
    await app.register(staffOnDemandRoutes(deps), { prefix: '/api' });
    await app.register(linkRoutes(deps), { prefix: '/api' });
    await app.register(paymentNoteRoutes(deps), { prefix: '/api' });
  };
}
