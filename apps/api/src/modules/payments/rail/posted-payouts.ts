// Payouts whose money the owner moved itself (an on-demand withdrawal's entry also books what payday deducts, and
// may be funded by Paydesk's advance rather than a wallet): the owner's movement put the amount in transfers-out
// clearing; payments writes the transfer in the owner's transaction, hands it to the rail after the commit, and from
// there it is a transfer like any other — settled or reversed (the owner's whole entry) exactly once, its owner's
// handler told in the same transaction, re-queried while the rail has not decided.
import { randomUUID } from 'node:crypto';
import type { Tx } from '@paydesk/db';
import { type SQL, sql } from 'drizzle-orm';
import { insertTransfers } from '../transfers/transfers.queries.ts';
import type { PayoutOwner } from './payout-registry.ts';
import type { RailTransfer } from './transfer-outcome.ts';

export interface PostedPayout {
  owner: PayoutOwner;
  /** What the owner pays with it (its row's id). */
  ownerRef: string;
  companyId: string;
  /** The owner's reference: the entry's and the history lines', and the rail's. */
  reference: string;
  /** The owner's entry that moved the money (reversed whole if the bank fails the payout). */
  entryId: string;
  /** The account the money left: a wallet, or the business's Paydesk-advances account. */
  sourceAccountId: string;
  amount: number;
  fee: number;
  bankCode: string;
  bankName: string | null;
  accountNumber: string;
  accountName: string;
  narration: string;
}

const rowOf = (p: PostedPayout) => ({
  companyId: p.companyId,
  reference: p.reference,
  sourceWalletId: p.sourceAccountId,
  channel: 'bank' as const,
  bankCode: p.bankCode,
  bankName: p.bankName,
  accountNumber: p.accountNumber,
  accountName: p.accountName,
  amount: p.amount,
  fee: p.fee,
  narration: p.narration,
  entryId: p.entryId,
  owner: p.owner,
  ownerRef: p.ownerRef,
});

/** The payout's transfer, written in the owner's transaction. */
export async function insertPostedPayout(
  tx: Tx,
  payout: PostedPayout,
  /** The demo's history only: when it was sent (real payouts are written now). */
  postedAt?: Date,
): Promise<RailTransfer> {
  const [row] = await insertTransfers(tx, [
    { ...rowOf(payout), ...(postedAt ? { createdAt: postedAt, updatedAt: postedAt } : {}) },
  ]);
  return row!;
}

/**
 * The same as one INSERT statement, for an owner that writes it in the statement that posts its entry (the
 * ledger's `alongside`: one round trip on a hot path).
 */
export function postedPayoutInsert(payout: PostedPayout): { sql: SQL; transfer: RailTransfer } {
  const r = rowOf(payout);
  const statement = sql`insert into transfers (company_id, id, reference, source_wallet_id, channel, bank_code,
      bank_name, account_number, account_name, amount, fee, narration, entry_id, owner, owner_ref)
    values (${r.companyId}, ${randomUUID()}, ${r.reference}, ${r.sourceWalletId}, 'bank', ${r.bankCode},
      ${r.bankName}, ${r.accountNumber}, ${r.accountName}, ${r.amount}, ${r.fee}, ${r.narration}, ${r.entryId},
      ${r.owner}, ${r.ownerRef})`;
  return { sql: statement, transfer: { ...r, status: 'accepted' } };
}
