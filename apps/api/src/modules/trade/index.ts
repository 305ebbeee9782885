// The trade finance module's face: advances against a registered business's receivable invoices — its business
// routes under /api/trade, the operators' review under /api/ops/trade-advances, the daily reminders job and the
// demo seed. Money moves only through modules/ledger (the business's trade-advances system account).
import { defineJob, type JobDefinition, type NoPayload } from '../../platform/jobs/jobs.ts';
import { apiRoutes, defineModule, type ReportError } from '../../platform/modules/define-module.ts';
import { ensureMainWallet } from '../wallets/index.ts';
import { seedDemoTrade } from './demo-trade.ts';
import { opsTradeRoutes } from './ops-trade.routes.ts';
import { tradeRoutes } from './trade.routes.ts';
import type { TradeDeps } from './trade-deps.ts';
import { type ReminderDeps, runTradeReminders } from './trade-reminders.ts';

export type { TradeDeps } from './trade-deps.ts';
export { runTradeReminders };

export const TRADE_JOBS = { reminders: 'trade.reminders' } as const;

declare module '../../platform/jobs/jobs.ts' {
  interface JobPayloads {
    'trade.reminders': NoPayload;
  }
}

/** Daily at 07:00 Lagos: overdue marking and reminders (each once). */
export function tradeJobDefinitions(deps: ReminderDeps): JobDefinition[] {
  return [defineJob(TRADE_JOBS.reminders, () => runTradeReminders(deps), { cron: '0 7 * * *' })];
}

export const tradeModule = defineModule<
  Required<TradeDeps> & { reportError: ReportError },
  Pick<Required<TradeDeps>, 'db' | 'config' | 'files'>
>({
  name: 'trade',
  routes: ({ db, config, mailer, files, onEffectError }) => {
    const deps = { db, config, mailer, files, onEffectError };
    return apiRoutes(tradeRoutes(deps), opsTradeRoutes(deps));
  },
  jobs: ({ db, mailer, reportError }) =>
    tradeJobDefinitions({ db, mailer, onEffectError: reportError('trade job failed') }),
  // The invoices go into the files store; the advance is disbursed to the main wallet.
  demoSeed: [
    {
      name: 'trade',
      stage: 'activity',
      seed: async ({ db, config, files }, { companyId, memberId }) => {
        const wallet = await ensureMainWallet(db, config, companyId);
        if (wallet) await seedDemoTrade(db, files, companyId, memberId, wallet.id);
      },
    },
  ],
});
