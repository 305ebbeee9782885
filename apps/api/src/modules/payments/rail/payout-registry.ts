// The one payout pipeline's seam: modules that pay people through the bank rail (payroll's salaries and remittances,
// on-demand withdrawals) send payouts through payments and register a handler per owner. Payments
// calls the handler inside the transaction that decides each payout — the line's transfer settled (money at the
// bank), or failed (refused by the ledger, or reversed: money back where it came from) — so the owner's rows move in
// the same commit as the ledger. Shaped like the approvals registry: payments calls the registry, never a module.
import type { Tx } from '@paydesk/db';
import type { AfterCommit } from '../../../lib/transaction.ts';

export const PAYOUT_OWNERS = ['payroll.salary', 'payroll.remittance', 'on-demand.withdrawal'] as const;
export type PayoutOwner = (typeof PAYOUT_OWNERS)[number];

/** What became of one payout. */
export interface PayoutResult {
  /** What the owner pays with it (its row's id). */
  ownerRef: string;
  /** Null when the ledger refused the line: no transfer was made and no money moved. */
  transferId: string | null;
  /** The entry that decided it: the settlement, or the reversal (null when refused). */
  entryId: string | null;
  reference: string | null;
  amount: number;
  fee: number;
  /** Settled: the NIP session id. */
  sessionId: string | null;
  /** Failed: why (the bank's reason, or the ledger's refusal). */
  reason: string | null;
  /** When it was decided. */
  at: Date;
  /**
   * The demo's history only: `at` is a past date the owner's own postings take effect at (real outcomes are
   * decided, and posted, now).
   */
  backdated?: boolean;
}

export interface PayoutContext {
  companyId: string;
  afterCommit: AfterCommit;
}

export interface PayoutHandler {
  /** The payouts' transfers settled: the money is at the bank. */
  settled(tx: Tx, results: PayoutResult[], context: PayoutContext): Promise<void>;
  /** The payouts failed: refused before any money moved, or reversed (the money is back). */
  failed(tx: Tx, results: PayoutResult[], context: PayoutContext): Promise<void>;
}

export interface PayoutRegistry {
  register(owner: PayoutOwner, handler: PayoutHandler): void;
  /** Hands decided payouts to their owners' handlers, grouped by owner and business. */
  apply(
    tx: Tx,
    outcome: 'settled' | 'failed',
    payouts: { owner: string | null; companyId: string; result: PayoutResult }[],
    afterCommit: AfterCommit,
  ): Promise<void>;
}

export function createPayoutRegistry(): PayoutRegistry {
  const handlers = new Map<string, PayoutHandler>();
  return {
    register(owner, handler) {
      if (handlers.has(owner)) throw new Error(`payout owner ${owner} is registered twice`);
      handlers.set(owner, handler);
    },
    async apply(tx, outcome, payouts, afterCommit) {
      const groups = new Map<string, { owner: string; companyId: string; results: PayoutResult[] }>();
      for (const p of payouts) {
        if (!p.owner) continue;
        const key = `${p.owner} ${p.companyId}`;
        const group = groups.get(key) ?? { owner: p.owner, companyId: p.companyId, results: [] };
        group.results.push(p.result);
        groups.set(key, group);
      }
      for (const group of [...groups.values()].sort((a, b) => (a.companyId < b.companyId ? -1 : 1))) {
        const handler = handlers.get(group.owner);
        // A payout whose owner registered no handler in this process would be decided without its owner knowing.
        if (!handler) throw new Error(`no payout handler for ${group.owner}`);
        await handler[outcome](tx, group.results, { companyId: group.companyId, afterCommit });
      }
    },
  };
}
