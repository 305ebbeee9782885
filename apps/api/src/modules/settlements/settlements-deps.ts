// What the settlements services are given: the database, config, the outbox mailer (account codes), the banking
// rail (name enquiry, and the transfer rail sweeps leave by), a way to queue jobs, and the approvals seam.
import type { Database } from '@paydesk/db';
import type { AppConfig } from '../../config.ts';
import type { Mailer } from '../../platform/mail/mail.service.ts';
import type { BankingProvider, TransferRail } from '../../providers/banking/index.ts';
import type { ApprovalGate, ApprovalRegistry } from '../approvals/index.ts';

export interface SettlementsDeps {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  banking: BankingProvider;
  rail: TransferRail;
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
