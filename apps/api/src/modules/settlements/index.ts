// The settlements module's face (/settings/settlements): the business's settlement bank accounts and the sweep rules
// that move a wallet's balance above a floor to one of them on a schedule, through the payments face's transfer
// posting. Setting a rule up is gateable ('settlement.sweep').

export { seedDemoSettlements } from './demo-settlements.ts';
export { SETTLEMENT_JOBS, type SettlementsDeps } from './settlements-deps.ts';
export {
  registerSettlementActions,
  sendDueSweeps,
  settlementJobDefinitions,
  settlementsModule,
} from './settlements-module.ts';
export { runSweep, type SweepResult, type SweepTarget, sweepKey } from './sweep-run.ts';
