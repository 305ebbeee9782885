// The settlements module's face (/settings/settlements): the business's settlement bank accounts and the sweep rules
// that move a wallet's balance above a floor to one of them on a schedule, through the payments face's transfer
// posting. Setting a rule up is gateable ('settlement.sweep').
import { defineModule, type ReportError } from '../../platform/modules/define-module.ts';
import { type PaymentsDeps, paymentsDepsOf } from '../payments/index.ts';
import { seedDemoSettlements } from './demo-settlements.ts';
import type { SettlementsDeps } from './settlements-deps.ts';
import {
  registerSettlementActions,
  settlementJobDefinitions,
  settlementsRoutes,
} from './settlements-module.ts';

export { SETTLEMENT_JOBS, type SettlementsDeps } from './settlements-deps.ts';
export { sendDueSweeps } from './settlements-module.ts';
export { runSweep, type SweepResult, type SweepTarget, sweepKey } from './sweep-run.ts';

type SettlementsModuleDeps = Required<PaymentsDeps> &
  Pick<SettlementsDeps, 'handOff'> & { reportError: ReportError };

export const settlementsModule = defineModule<SettlementsModuleDeps, Pick<PaymentsDeps, 'db' | 'config'>>({
  name: 'settlements',
  // Given what payments' routes are given, and the hand-off to the rail.
  routes: (deps) => settlementsRoutes({ ...paymentsDepsOf(deps), handOff: deps.handOff }),
  jobs: ({ db, config, handOff, jobs, reportError }) =>
    settlementJobDefinitions({
      db,
      config,
      handOff,
      jobs: () => jobs,
      onError: reportError('settlement sweep failed'),
    }),
  approvalActions: ({ registry }) => registerSettlementActions(registry),
  demoSeed: [
    {
      name: 'settlements',
      stage: 'activity',
      seed: ({ db, config }, { companyId, memberId }) =>
        seedDemoSettlements(db, companyId, memberId, config.WALLET_BANK_CODE),
    },
  ],
});
