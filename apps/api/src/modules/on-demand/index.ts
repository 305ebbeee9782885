// The on-demand pay module's face (earned wage access): rules and group overrides, earned to date, withdrawals and
// savings (staff requests, employer decisions, the emailed single-use link), payouts through payments' payout
// pipeline (registerOnDemandPayouts: its handler settles or reverses requests as the bank decides),
// reconciliation, and the session's employeeEva flag (employeeEvaOf). Money moves only through modules/ledger. For
// the dashboard's week: onDemandExposure (advanced in the current pay period, and what payday must still recover).
//
// For payroll runs (onDemandRecoveries is their RecoveriesPort; payroll-recoveries.ts):
//   onDemandToDeduct(db, companyId, month) → Map<employeeId, kobo>: what each payslip of the pay month (YYYY-MM)
//     must deduct — everything still owed for the periods up to it: settled withdrawals (+ fees the employee bears)
//     and approved savings, less what was recovered. Employees with nothing owed are absent.
//   recordPayrollRecovery(tx, companyId, month, runReference, Map<employeeId, kobo>) → employee ids recorded: in the
//     transaction that settles the payslips; the pay month first, then older periods; idempotent per run reference
//     and employee (rows locked). Posts on-demand receivable −x / employee payable +x.
// The employees' on-demand accounts (/people/employees/ERA and one employee's transactions) are served here, with
//   the employees read through people's face (people reads nothing of on-demand: no module cycle).
// Jobs: onDemandJobDefinitions (the daily payment-note sweep issues notes, marks them overdue and reminds once per
//   reminder). Undecided payouts are asked about by payments' re-query, like every transfer.
import type { AccessTokens } from '../../platform/access-tokens.ts';
import { defineJob, type JobDefinition, type NoPayload } from '../../platform/jobs/jobs.ts';
import { apiRoutes, defineModule, type ReportError } from '../../platform/modules/define-module.ts';
import type { OutcomeDeps } from '../payments/index.ts';
import { linkRoutes } from './approval-links/link.routes.ts';
import { demoOnDemandEvents, seedDemoOnDemand } from './demo-on-demand.ts';
import { earnedState } from './earned.service.ts';
import { employeeAccountRoutes } from './employee-accounts/employee-accounts.routes.ts';
import { onDemandRoutes } from './on-demand.routes.ts';
import type { OnDemandDeps } from './on-demand-deps.ts';
import { seedDemoPaymentNotes } from './payment-notes/demo-payment-notes.ts';
import { sweepPaymentNotes } from './payment-notes/note-reminders.ts';
import { paymentNoteRoutes } from './payment-notes/payment-notes.routes.ts';
import { staffOnDemandRoutes } from './staff-on-demand.routes.ts';

export { onDemandExposure } from './exposure.service.ts';
export type { OnDemandDeps } from './on-demand-deps.ts';
export { employeeEvaOf } from './on-demand-settings.queries.ts';
export { sweepPaymentNotes } from './payment-notes/note-reminders.ts';

import { registerOnDemandPayouts } from './payout.ts';

export { onDemandRecoveries, onDemandToDeduct, recordPayrollRecovery } from './payroll-recoveries.ts';
export { earnedState, registerOnDemandPayouts };

export const ON_DEMAND_JOBS = { notes: 'on-demand.payment-notes' } as const;

declare module '../../platform/jobs/jobs.ts' {
  interface JobPayloads {
    'on-demand.payment-notes': NoPayload;
  }
}

export function onDemandJobDefinitions(
  deps: Pick<OnDemandDeps, 'db' | 'mailer' | 'config' | 'onEffectError'>,
): JobDefinition[] {
  // 08:00 Lagos, every day.
  return [defineJob(ON_DEMAND_JOBS.notes, () => sweepPaymentNotes(deps), { cron: '0 8 * * *' })];
}

type OnDemandModuleDeps = Required<OnDemandDeps> & {
  staffTokens: AccessTokens;
  payouts: Parameters<typeof registerOnDemandPayouts>[0];
  reportError: ReportError;
};

export const onDemandModule = defineModule<OnDemandModuleDeps, OutcomeDeps>({
  name: 'on-demand',
  routes: ({ db, handOff, mailer, config, staffTokens, onEffectError }) => {
    const deps = { db, handOff, mailer, config, staffTokens, onEffectError };
    return apiRoutes(
      onDemandRoutes(deps),
      staffOnDemandRoutes(deps),
      linkRoutes(deps),
      paymentNoteRoutes(deps),
      employeeAccountRoutes(deps),
    );
  },
  jobs: ({ db, mailer, config, reportError }) =>
    onDemandJobDefinitions({ db, mailer, config, onEffectError: reportError('on-demand job failed') }),
  payoutHandlers: ({ payouts }) => registerOnDemandPayouts(payouts),
  // The demo's payouts settle in the seed, through the demo's payout registry (payroll's and on-demand's handlers).
  demoSeed: [
    {
      name: 'on-demand',
      stage: 'activity',
      seed: ({ db, payouts }, { companyId, memberId }) =>
        seedDemoOnDemand({ db, payouts }, companyId, memberId),
    },
    {
      name: 'payment-notes',
      stage: 'activity',
      seed: ({ db, payouts }, { companyId, memberId }) =>
        seedDemoPaymentNotes({ db, payouts }, companyId, memberId),
    },
  ],
  // Before payroll's events of the same instant: the demo's runs deduct what these advanced.
  demoHistory: [
    {
      name: 'on-demand',
      events: ({ db, payouts }, { companyId, memberId }, now) =>
        demoOnDemandEvents({ db, payouts }, companyId, memberId, now),
    },
  ],
});
