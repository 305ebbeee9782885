// What the settlements services are given: the database, config, the outbox mailer (account codes), the banking
// provider (name enquiry), the payout pipeline's hand-off (payments hands a sweep's committed transfer to the rail),
// and the approvals seam.
import type { Database } from '@paydesk/db';
import type { AppConfig } from '../../config.ts';
import type { NoPayload } from '../../platform/jobs/jobs.ts';
import type { Mailer } from '../../platform/mail/mail.service.ts';
import type { BankingProvider } from '../../providers/banking/index.ts';
import type { ApprovalGate, ApprovalRegistry } from '../approvals/index.ts';
import type { RailTransfer } from '../payments/index.ts';
import type { SweepTarget } from './sweep-run.ts';

export interface SettlementsDeps {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  banking: BankingProvider;
  /** Hands committed transfers to the rail (payments' handOffToRail, bound by the composition root). */
  handOff: (transfers: RailTransfer[]) => void;
  gate: ApprovalGate;
  registry: ApprovalRegistry;
  onEffectError?: (error: unknown) => void;
}

export const SETTLEMENT_JOBS = {
  /** Every minute: one sweep job per active rule whose next date has come (Africa/Lagos). */
  due: 'settlements.sweeps-due',
  /** `{ companyId, sweepRuleId, runDate }`: sweeps one rule for one date, once. */
  run: 'settlements.sweep-run',
} as const;

declare module '../../platform/jobs/jobs.ts' {
  interface JobPayloads {
    'settlements.sweeps-due': NoPayload;
    'settlements.sweep-run': SweepTarget;
  }
}
