// The jobs of payroll runs: computing a run (chunk by chunk, resumable), emailing payslips, the minute sweep for lost
// computations, and scheduled payrolls. (What became of salaries is told by the payout pipeline, not read back.)
import type { Database } from '@paydesk/db';
import type { JobDefinition } from '../../platform/jobs/job-runner.ts';
import type { Mailer } from '../../platform/mail/mail.service.ts';
import type { JobSender } from '../wallets/index.ts';
import { type ComputeJobData, failCompute, runCompute } from './compute-job.ts';
import { PAYROLL_JOBS } from './payroll-deps.ts';
import { emailPayslips } from './payslips.service.ts';
import type { RecoveriesPort } from './recoveries.ts';
import * as rq from './runs.queries.ts';

export const COMPUTE_RETRIES = 4;

export function payrollJobDefinitions(deps: {
  db: Database;
  mailer: Mailer;
  recoveries: RecoveriesPort;
  jobs: () => JobSender | undefined;
  onError: (error: unknown) => void;
  /** `{ today? }` (a Lagos date; the cron sends none: today). */
  autoRuns?: (today?: string) => Promise<void>;
}): JobDefinition<never>[] {
  const effects = {
    db: deps.db,
    mailer: deps.mailer,
    recoveries: deps.recoveries,
    onEffectError: deps.onError,
    get jobs(): JobSender {
      return deps.jobs() ?? { send: async () => {} };
    },
  };
  const definitions: JobDefinition<never>[] = [
    {
      name: PAYROLL_JOBS.compute,
      handler: (async (data: ComputeJobData) => runCompute(deps, data)) as never,
      retryLimit: COMPUTE_RETRIES,
      onExhausted: (async (data: ComputeJobData, error: unknown) => failCompute(deps, data, error)) as never,
    },
    {
      name: PAYROLL_JOBS.payslips,
      handler: (async (data: { companyId: string; runId: string; resend?: boolean; since?: number }) =>
        emailPayslips(effects, data)) as never,
    },
    {
      name: PAYROLL_JOBS.sweep,
      cron: '* * * * *',
      handler: async () => {
        for (const target of await rq.runsToSweep(deps.db)) {
          if (target.status === 'processing' || target.status === 'completed') continue;
          await deps.jobs()?.send(PAYROLL_JOBS.compute, {
            companyId: target.companyId,
            runId: target.runId,
            generation: target.generation,
          });
        }
      },
    },
  ];
  if (deps.autoRuns) {
    const autoRuns = deps.autoRuns;
    definitions.push({
      name: PAYROLL_JOBS.autoRuns,
      cron: '15 6 * * *',
      handler: (async (data: { today?: string }) => autoRuns(data?.today)) as never,
    });
  }
  return definitions;
}
