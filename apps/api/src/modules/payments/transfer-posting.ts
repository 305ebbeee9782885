// Posting transfers out of a wallet, the one place payments debit money (through modules/ledger): the wallet pays
// amount + fee; the amount waits in transfers-out clearing, the fee goes to fees income; the history shows a
// pending transfer line and its fee. A transfer to another Paydesk wallet settles in the same transaction: the
// sender's clearing empties into its settlement account and the receiver's wallet is credited from its funding
// clearing (each business's entries balance on their own). Limits are checked in the same transaction.
import type { Tx } from '@paydesk/db';
import { newReference, newReferences } from '../../lib/references.ts';
import { nipSessionId } from '../../providers/banking/index.ts';
import { type EntryInput, ensureSystemAccounts, postEntryDetailed } from '../ledger/index.ts';
import {
  assertWithinLimits,
  assertWithinLimitsEach,
  getWallet,
  insertLines,
  recordLine,
  type TransactionLine,
} from '../wallets/index.ts';
import type { ResolvedAccount } from './destination.ts';
import { recordTransfersSettled } from './transfer-events.ts';
import { insertTransferSet, insertTransfers, type TransferRow, updateTransfer } from './transfers.queries.ts';

/** The fee's history line has its own reference (one debit line per reference and wallet). */
export const feeReference = (reference: string) => `${reference}-FEE`;

export interface TransferOrder {
  companyId: string;
  memberId: string;
  sourceWalletId: string;
  account: ResolvedAccount;
  amount: number;
  fee: number;
  narration: string;
  beneficiaryId?: string | null;
  idempotencyKey?: string | null;
  batchId?: string | null;
  lineNo?: number | null;
  approvalRequestId?: string | null;
}

type System = Record<string, string>;

function debitEntry(order: TransferOrder, reference: string, system: System): EntryInput {
  return {
    companyId: order.companyId,
    kind: 'transfer_out',
    description: order.narration,
    reference,
    postings: [
      { accountId: order.sourceWalletId, amount: -(order.amount + order.fee) },
      { accountId: system.transfers_out_clearing!, amount: order.amount },
      ...(order.fee > 0 ? [{ accountId: system.fees!, amount: order.fee }] : []),
    ],
  };
}

function historyLines(
  order: TransferOrder,
  transfer: TransferRow,
  balanceAfterTransfer: number | null,
): TransactionLine[] {
  // Written out field by field (no spread): a bulk chunk builds thousands of these.
  const settled = transfer.status === 'settled';
  const status = settled ? ('successful' as const) : ('pending' as const);
  const channel = order.account.channel === 'wallet' ? 'wallet_transfer' : 'bank_transfer';
  const completedAt = settled ? new Date() : null;
  const metadata = { transferId: transfer.id, reversal: 'none' };
  const lines: TransactionLine[] = [
    {
      companyId: order.companyId,
      walletId: order.sourceWalletId,
      entryId: transfer.entryId,
      type: 'transfer_out',
      direction: 'debit',
      amount: order.amount,
      status,
      reference: transfer.reference,
      narration: order.narration,
      counterpartyName: order.account.accountName,
      counterpartyAccount: order.account.accountNumber,
      counterpartyBank: order.account.bankName,
      balanceAfter: balanceAfterTransfer,
      initiatedBy: order.memberId,
      channel,
      completedAt,
      metadata,
    },
  ];
  if (order.fee > 0)
    lines.push({
      companyId: order.companyId,
      walletId: order.sourceWalletId,
      entryId: transfer.entryId,
      type: 'fee',
      direction: 'debit',
      amount: order.fee,
      status,
      reference: feeReference(transfer.reference),
      narration: `Transfer fee: ${transfer.reference}`,
      counterpartyName: order.account.accountName,
      counterpartyAccount: order.account.accountNumber,
      counterpartyBank: order.account.bankName,
      balanceAfter: balanceAfterTransfer === null ? null : balanceAfterTransfer - order.fee,
      initiatedBy: order.memberId,
      channel,
      completedAt,
      metadata,
    });
  return lines;
}

function transferRow(order: TransferOrder, reference: string, entryId: string) {
  return {
    companyId: order.companyId,
    reference,
    idempotencyKey: order.idempotencyKey ?? null,
    batchId: order.batchId ?? null,
    lineNo: order.lineNo ?? null,
    sourceWalletId: order.sourceWalletId,
    beneficiaryId: order.beneficiaryId ?? null,
    channel: order.account.channel,
    bankCode: order.account.bankCode,
    bankName: order.account.bankName,
    accountNumber: order.account.accountNumber,
    accountName: order.account.accountName,
    amount: order.amount,
    fee: order.fee,
    narration: order.narration,
    entryId,
    initiatedBy: order.memberId,
    approvalRequestId: order.approvalRequestId ?? null,
  };
}

/** One transfer: limits, the debit, the history, and for a Paydesk wallet the settlement at once. */
export async function postTransfer(
  tx: Tx,
  order: TransferOrder,
  options: { sessionInstitution: string },
): Promise<TransferRow> {
  await assertWithinLimits(tx, order.companyId, order.memberId, order.amount);
  const system = await ensureSystemAccounts(tx, order.companyId);
  const reference = newReference('TRF', 12);
  const posted = await postEntryDetailed(tx, debitEntry(order, reference, system));
  const [inserted] = await insertTransfers(tx, [transferRow(order, reference, posted.entryId)]);
  let transfer = inserted!;
  if (order.account.channel === 'wallet')
    transfer = await settleInternally(tx, order, transfer, system, options);
  const after = posted.balances.get(order.sourceWalletId);
  await insertLines(tx, historyLines(order, transfer, after === undefined ? null : after + order.fee));
  return transfer;
}

async function settleInternally(
  tx: Tx,
  order: TransferOrder,
  transfer: TransferRow,
  system: System,
  options: { sessionInstitution: string },
): Promise<TransferRow> {
  const receiving = order.account.wallet!;
  const settlement = await postEntryDetailed(tx, {
    companyId: order.companyId,
    kind: 'transfer_out.settlement',
    description: `Settled: ${transfer.reference}`,
    reference: transfer.reference,
    postings: [
      { accountId: system.transfers_out_clearing!, amount: -order.amount },
      { accountId: system.bank_settlement!, amount: order.amount },
    ],
  });
  const receiverSystem = await ensureSystemAccounts(tx, receiving.companyId);
  const credit = await postEntryDetailed(tx, {
    companyId: receiving.companyId,
    kind: 'bank_transfer_in',
    description: order.narration,
    reference: transfer.reference,
    postings: [
      { accountId: receiverSystem.funding_clearing!, amount: -order.amount },
      { accountId: receiving.id, amount: order.amount },
    ],
  });
  const sender = await getWallet(tx, order.companyId, order.sourceWalletId);
  await insertLines(tx, [
    {
      companyId: receiving.companyId,
      walletId: receiving.id,
      entryId: credit.entryId,
      type: 'bank_transfer_in',
      direction: 'credit',
      amount: order.amount,
      status: 'successful',
      reference: transfer.reference,
      narration: order.narration,
      counterpartyName: sender.name,
      counterpartyAccount: sender.accountNumber,
      counterpartyBank: order.account.bankName,
      balanceAfter: credit.balances.get(receiving.id) ?? null,
      channel: 'wallet_transfer',
      completedAt: new Date(),
    },
  ]);
  const settled = await updateTransfer(tx, transfer, {
    status: 'settled',
    settlementEntryId: settlement.entryId,
    sessionId: nipSessionId(options.sessionInstitution),
    settledAt: new Date(),
  });
  await recordTransfersSettled(tx, order.companyId, [{ row: settled, sessionId: settled.sessionId }]);
  return settled;
}

/**
 * A chunk of bank transfers of one wallet and member, all or none: limits for the set, one ledger entry for the
 * whole chunk (the wallet pays the chunk's amounts and fees at once; clearing and fees income receive their sums),
 * one insert of transfers and of history lines. Each transfer row and history line points at the chunk's entry; a
 * line that fails later gives back its own share (reverseEntryPart). Throws (a DomainError or BatchRefused) when any
 * of it is refused; the caller then posts the lines one by one to learn which.
 */
export async function postTransferChunk(tx: Tx, orders: TransferOrder[]): Promise<TransferRow[]> {
  if (orders.length === 0) return [];
  const first = orders[0]!;
  if (orders.some((o) => o.account.channel !== 'bank' || o.sourceWalletId !== first.sourceWalletId))
    throw new Error('a transfer chunk holds bank transfers of one wallet');
  await assertWithinLimitsEach(
    tx,
    first.companyId,
    first.memberId,
    orders.map((o) => o.amount),
  );
  const system = await ensureSystemAccounts(tx, first.companyId);
  const references = newReferences('TRF', orders.length, 12);
  const amount = orders.reduce((sum, o) => sum + o.amount, 0);
  const fee = orders.reduce((sum, o) => sum + o.fee, 0);
  const posted = await postEntryDetailed(tx, {
    companyId: first.companyId,
    kind: 'transfer_out',
    description: `${orders.length} transfers: ${references[0]} to ${references[references.length - 1]}`,
    reference: newReference('TRB', 12),
    postings: [
      { accountId: first.sourceWalletId, amount: -(amount + fee) },
      { accountId: system.transfers_out_clearing!, amount },
      ...(fee > 0 ? [{ accountId: system.fees!, amount: fee }] : []),
    ],
  });
  const rows = await insertTransferSet(
    tx,
    orders.map((o, i) => transferRow(o, references[i]!, posted.entryId)),
  );
  // Balances after each line, walked back from the wallet's balance after the whole chunk.
  let balance = posted.balances.get(first.sourceWalletId)! + amount + fee;
  const lines: TransactionLine[] = [];
  orders.forEach((order, i) => {
    balance -= order.amount;
    lines.push(...historyLines(order, rows[i]!, balance));
    balance -= order.fee;
  });
  await recordLine(tx, lines);
  return rows;
}
