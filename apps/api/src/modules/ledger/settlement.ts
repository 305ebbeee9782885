// Settling business actions whose money waited in a clearing account (a transfer with the bank, a bill with the
// biller): the clearing empties into its settlement account (an entry between system accounts: the wallet moved
// when the action began) and the action's history lines, pending until now, become successful.
import type { Tx } from '@paydesk/db';
import type { Kobo } from '@paydesk/money';
import { closeLines } from './history-lines.ts';
import { actionReferences, move, moveSystem } from './movements.ts';

export interface Settlement {
  companyId: string;
  /** The entry's kind ('transfer_out.settlement', …). */
  kind: string;
  /** The business action settled: its lines (and its fee's) become successful. */
  reference: string;
  description: string;
  /** The clearing account the money waited in, and where it goes. */
  from: string;
  to: string;
  amount: Kobo;
  /** Merged into the action's lines (a session id, …). */
  metadata?: Record<string, unknown>;
  /** The entry's id, when a row that points at it is written first. */
  id?: string;
  deferSystemBalances?: boolean;
  /** The demo's history only: when the bank settled it (real settlements are posted now). */
  postedAt?: Date;
}

/** Settles one action; answers the settlement entry's id. */
export async function settle(tx: Tx, settlement: Settlement): Promise<string> {
  const { entryId } = await move(tx, {
    companyId: settlement.companyId,
    kind: settlement.kind,
    reference: settlement.reference,
    description: settlement.description,
    legs: [
      { account: settlement.from, amount: -settlement.amount },
      { account: settlement.to, amount: settlement.amount },
    ],
    ...(settlement.id ? { id: settlement.id } : {}),
    ...(settlement.deferSystemBalances ? { deferSystemBalances: true } : {}),
    ...(settlement.postedAt ? { postedAt: settlement.postedAt } : {}),
  });
  await closeSettledLines(tx, settlement.companyId, [settlement], settlement.postedAt);
  return entryId;
}

/**
 * Settles many actions of one business at once (a grouped callback): one ledger batch (one guarded balance move per
 * account) and one update of their lines. Answers the settlement entries' ids in order.
 */
export async function settleMany(tx: Tx, companyId: string, settlements: Settlement[]): Promise<string[]> {
  if (settlements.length === 0) return [];
  const ids = await moveSystem(
    tx,
    companyId,
    settlements.map((s) => ({
      kind: s.kind,
      description: s.description,
      reference: s.reference,
      ...(s.id ? { id: s.id } : {}),
      legs: [
        { account: s.from, amount: -s.amount },
        { account: s.to, amount: s.amount },
      ],
    })),
  );
  await closeSettledLines(tx, companyId, settlements);
  return ids;
}

async function closeSettledLines(tx: Tx, companyId: string, settlements: Settlement[], at = new Date()) {
  await closeLines(
    tx,
    companyId,
    settlements.flatMap((s) =>
      actionReferences(s.reference).map((reference) => ({
        reference,
        metadata: { ...s.metadata, reversal: 'none' },
      })),
    ),
    { status: 'successful', at },
  );
}
