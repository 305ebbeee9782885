// What settlements add to the app: their routes (under /api), the executor of 'settlement.sweep' in the approvals
// registry, and their jobs — a minute cron that sends one sweep job per due rule, and the sweep job.
import type { Database } from '@paydesk/db';
import { formatKobo } from '@paydesk/money';
import type { AppConfig } from '../../config.ts';
import { lagosDay } from '../../lib/lagos-time.ts';
import { defineJob, type JobDefinition, type JobSender } from '../../platform/jobs/jobs.ts';
import type { ApprovalRegistry } from '../approvals/index.ts';
import type { RailTransfer } from '../payments/index.ts';
import { dueRules } from './settlements.queries.ts';
import { settlementRoutes } from './settlements.routes.ts';
import { SETTLEMENT_JOBS, type SettlementsDeps } from './settlements-deps.ts';
import './sweep-payload.ts';
import { ruleView, saveRule } from './sweep-rules.service.ts';
import { runSweep } from './sweep-run.ts';

export function registerSettlementActions(registry: ApprovalRegistry) {
  registry.register('settlement.sweep', {
    execute: async (context, payload) =>
      ruleView(context.tx, await saveRule(context.tx, context.companyId, payload, context.requestId)),
    describe: (p) =>
      `Sweep the balance above ${formatKobo(p.floor)} (${p.frequency}) to ${p.accountName} (${p.accountNumber})`,
  });
}

/** Sends the sweep jobs of every due rule (duplicates are harmless: a sweep moves money once). */
export async function sendDueSweeps(db: Database, jobs: JobSender | undefined, day = lagosDay()) {
  const due = await dueRules(db, day, 1_000);
  for (const target of due) await jobs?.send(SETTLEMENT_JOBS.run, target);
  return due.length;
}

export function settlementJobDefinitions(deps: {
  db: Database;
  config: AppConfig;
  handOff: (transfers: RailTransfer[]) => void;
  jobs: () => JobSender | undefined;
  onError: (error: unknown) => void;
}): JobDefinition[] {
  return [
    defineJob(SETTLEMENT_JOBS.due, () => sendDueSweeps(deps.db, deps.jobs()), { cron: '* * * * *' }),
    defineJob(SETTLEMENT_JOBS.run, (target) => runSweep({ ...deps, onEffectError: deps.onError }, target), {
      retry: 5,
    }),
  ];
}

/** Registered under /api. */
export function settlementsRoutes(deps: SettlementsDeps) {
  return async (app: import('fastify').FastifyInstance) => {
    await app.register(settlementRoutes(deps), { prefix: '/api' });
  };
}
