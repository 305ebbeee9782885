// The wallets module's face: its module (routes and jobs), the funding provider and
// files store it is built with, the dashboard, the demo seed, and the business's wallets (settings name a default
// source wallet). Posting goes through modules/ledger.
import type { Database } from '@paydesk/db';
import type { AppConfig } from '../../config.ts';
import { apiRoutes, defineModule, type ReportError } from '../../platform/modules/define-module.ts';
import type { ApprovalsSeam } from '../approvals/index.ts';
import { dashboardRoutes } from './dashboard.routes.ts';
import { demoWalletEvents, seedDemoWallets } from './demo-wallets.ts';
import type { WalletDeps } from './wallet-deps.ts';
import { registerWalletActions, walletJobDefinitions, walletsRoutes } from './wallet-module.ts';

// What payments (and later bills, recurring transfers, payroll) reuse to debit a wallet: the PIN check, the limits,
// the wallet of a business or of an account number, and the history lines people read (written only by ledger
// movements).
export {
  companyName,
  findWalletByAccountNumber,
  findWallets,
  getWallet,
  type WalletRow,
} from './accounts/accounts.queries.ts';
export { bankOf, ensureMainWallet, getWalletDetails, listWallets } from './accounts/accounts.service.ts';
export { assertWithinLimits, assertWithinLimitsEach } from './security/limits.service.ts';
export { verifyTransactionPin } from './security/pin.service.ts';
export { getTransaction, listTransactions } from './transactions/transactions.queries.ts';
export type { WalletDeps } from './wallet-deps.ts';
export { LimitExceeded } from './wallet-errors.ts';
export { createFundingProvider, createWalletFiles, registerWalletActions } from './wallet-module.ts';
export { earnsYieldOf } from './yield/yield.queries.ts';

type WalletsModuleDeps = Omit<Required<WalletDeps>, 'approvals'> &
  ApprovalsSeam & { config: AppConfig; reportError: ReportError };

type WalletsSeedDeps = { db: Database; config: Pick<AppConfig, 'WALLET_BANK_CODE'> };

export const walletsModule = defineModule<WalletsModuleDeps, WalletsSeedDeps>({
  name: 'wallets',
  routes: ({ db, config, mailer, files, jobs, gate, registry, funding, onEffectError }) => {
    const routes = walletsRoutes({
      db,
      config,
      mailer,
      files,
      jobs,
      approvals: { gate, registry },
      funding,
      onEffectError,
    });
    const dashboard = apiRoutes(dashboardRoutes({ db, readCacheMs: config.READ_CACHE_MS }));
    return async (app) => {
      await app.register(dashboard);
      await app.register(routes);
    };
  },
  jobs: ({ db, config, mailer, files, funding, jobs, reportError }) =>
    walletJobDefinitions({
      db,
      config,
      mailer,
      files,
      funding,
      jobs: () => jobs,
      onError: reportError('wallet job failed'),
    }),
  approvalActions: ({ registry }) => registerWalletActions(registry),
  demoSeed: [
    {
      name: 'wallets',
      stage: 'business',
      seed: ({ db, config }, { companyId }) => seedDemoWallets(db, companyId, config.WALLET_BANK_CODE),
    },
  ],
  demoHistory: [
    { name: 'wallets', events: ({ db }, { companyId }, now) => demoWalletEvents(db, companyId, now) },
  ],
});
