// What recurring transfers add to the payments module: their routes, the executor of 'transfer.recurring.setup' in
// the approvals registry, and their jobs — a minute cron that sends one run job per due schedule, and the run job.
import type { Database } from '@paydesk/db';
import { formatKobo } from '@paydesk/money';
import type { AppConfig } from '../../../config.ts';
import { lagosDay } from '../../../lib/lagos-time.ts';
import {
  defineJob,
  type JobDefinition,
  type JobSender,
  type NoPayload,
} from '../../../platform/jobs/jobs.ts';
import type { TransferRail } from '../../../providers/banking/index.ts';
import type { ApprovalRegistry } from '../../approvals/index.ts';
import './recurring-payload.ts';
import type { PayoutRegistry } from '../rail/payout-registry.ts';
import { dueRecurring } from './recurring.queries.ts';
import { recurringView, saveRecurring } from './recurring.service.ts';
import { type RunTarget, runRecurringTransfer } from './recurring-run.ts';

export { recurringRoutes } from './recurring.routes.ts';

export const RECURRING_JOBS = {
  /** Every minute: one run job per active schedule whose next run date has come (Africa/Lagos). */
  due: 'payments.recurring-transfers-due',
  /** `{ companyId, recurringTransferId, runDate }`: pays one run, once. */
  run: 'payments.recurring-transfer-run',
} as const;

declare module '../../../platform/jobs/jobs.ts' {
  interface JobPayloads {
    'payments.recurring-transfers-due': NoPayload;
    'payments.recurring-transfer-run': RunTarget;
  }
}

export function registerRecurringActions(registry: ApprovalRegistry) {
  registry.register('transfer.recurring.setup', {
    execute: async (context, payload) =>
      recurringView(
        context.tx,
        await saveRecurring(context.tx, context.companyId, payload, context.requestId),
      ),
    describe: (p) =>
      `Recurring transfer of ${formatKobo(p.amount)} (${p.frequency}) to ${p.accountName} (${p.accountNumber})`,
  });
}

/** Sends the run jobs of every due schedule (duplicates are harmless: a run pays once). */
export async function sendDueRuns(
  db: Database,
  jobs: JobSender | undefined,
  day = lagosDay(),
  now = new Date(),
) {
  const due = await dueRecurring(db, day, 1_000, now);
  // A due schedule has a next run date (the query compares it with the day); the column itself may be null.
  for (const { runDate, ...target } of due)
    if (runDate) await jobs?.send(RECURRING_JOBS.run, { ...target, runDate });
  return due.length;
}

export function recurringJobDefinitions(deps: {
  db: Database;
  config: AppConfig;
  rail: TransferRail;
  payouts: PayoutRegistry;
  jobs: () => JobSender | undefined;
  onError: (error: unknown) => void;
}): JobDefinition[] {
  return [
    defineJob(RECURRING_JOBS.due, () => sendDueRuns(deps.db, deps.jobs()), { cron: '* * * * *' }),
    defineJob(
      RECURRING_JOBS.run,
      (target) => runRecurringTransfer({ ...deps, onEffectError: deps.onError }, target),
      { retry: 5 },
    ),
  ];
}
