// The jobs of payroll runs: computing a run (chunk by chunk, resumable), emailing payslips, the minute sweep for lost
// computations, and scheduled payrolls. (What became of salaries is told by the payout pipeline, not read back.)
import type { Database } from '@paydesk/db';
import type { AppConfig } from '../../config.ts';
import { defineJob, type JobDefinition, type JobSender } from '../../platform/jobs/jobs.ts';
import type { Mailer } from '../../platform/mail/mail.service.ts';
import { failCompute, runCompute } from './compute/compute-job.ts';
import type { RecoveriesPort } from './compute/recoveries.ts';
import { PAYROLL_JOBS } from './payroll-deps.ts';
import { emailPayslips } from './payslips/payslips.service.ts';
import * as rq from './runs/runs.queries.ts';

export const COMPUTE_RETRIES = 4;

export function payrollJobDefinitions(deps: {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  recoveries: RecoveriesPort;
  jobs: () => JobSender | undefined;
  onError: (error: unknown) => void;
  /** `{ today? }` (a Lagos date; the cron sends none: today). */
  autoRuns?: (today?: string) => Promise<void>;
}): JobDefinition[] {
  const effects = {
    db: deps.db,
    config: deps.config,
    mailer: deps.mailer,
    recoveries: deps.recoveries,
    onEffectError: deps.onError,
    get jobs(): JobSender {
      return deps.jobs() ?? { send: async () => {} };
    },
  };
  const definitions = [
    defineJob(PAYROLL_JOBS.compute, (data) => runCompute(deps, data), {
      retry: COMPUTE_RETRIES,
      onExhausted: (data, error) => failCompute(deps, data, error),
    }),
    defineJob(PAYROLL_JOBS.payslips, (data) => emailPayslips(effects, data)),
    defineJob(
      PAYROLL_JOBS.sweep,
      async () => {
        for (const target of await rq.runsToSweep(deps.db)) {
          if (target.status === 'processing' || target.status === 'completed') continue;
          await deps.jobs()?.send(PAYROLL_JOBS.compute, {
            companyId: target.companyId,
            runId: target.runId,
            generation: target.generation,
          });
        }
      },
      { cron: '* * * * *' },
    ),
  ];
  if (deps.autoRuns) {
    const autoRuns = deps.autoRuns;
    definitions.push(
      defineJob(PAYROLL_JOBS.autoRuns, (data) => autoRuns(data?.today), { cron: '15 6 * * *' }),
    );
  }
  return definitions;
}
