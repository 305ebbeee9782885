// Posting transfers out of a wallet, the one place payments debit money (through modules/ledger): the wallet pays
// amount + fee; the amount waits in transfers-out clearing, the fee goes to fees income; the history shows a
// pending transfer line and its fee. A transfer to another Paydesk wallet settles in the same transaction: the
// sender's clearing empties into its settlement account and the receiver's wallet is credited from its funding
// clearing (each business's entries balance on their own). Limits are checked in the same transaction.
import type { Tx } from '@paydesk/db';
import { newId } from '../../../lib/ids.ts';
import { newReference, newReferences } from '../../../lib/references.ts';
import { nipSessionId } from '../../../providers/banking/index.ts';
import {
  ensureSystemAccounts,
  feeReference,
  type LineInput,
  move,
  type SystemAccounts,
  settle,
  walletCredit,
} from '../../ledger/index.ts';
import { assertWithinLimits, assertWithinLimitsEach, getWallet } from '../../wallets/index.ts';
import type { ResolvedAccount } from './destination.ts';
import { recordTransfersSettled } from './transfer-events.ts';
import { insertTransferSet, insertTransfers, type TransferRow, updateTransfer } from './transfers.queries.ts';

export { feeReference } from '../../ledger/index.ts';

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
  /** A payout of another module (see payout-registry.ts) and what it pays. */
  owner?: string | null;
  ownerRef?: string | null;
  /** The demo's history only (its seed's clock): when it was sent. Real transfers are posted now. */
  postedAt?: Date;
}

/** A transfer's history line on the sending wallet (its fee gets a line of its own, feeReference). */
function transferLine(order: TransferOrder, reference: string, status: 'pending' | 'successful'): LineInput {
  // Written out field by field (no spread): a bulk chunk builds thousands of these.
  return {
    type: 'transfer_out',
    amount: order.amount,
    reference,
    narration: order.narration,
    status,
    counterparty: {
      name: order.account.accountName,
      account: order.account.accountNumber,
      bank: order.account.bankName,
    },
    initiatedBy: order.memberId,
    channel: order.account.channel === 'wallet' ? 'wallet_transfer' : 'bank_transfer',
    metadata: { reversal: 'none' },
  };
}

function feeLine(order: TransferOrder, reference: string, status: 'pending' | 'successful'): LineInput {
  return {
    type: 'fee',
    amount: order.fee,
    reference: feeReference(reference),
    narration: `Transfer fee: ${reference}`,
    status,
    counterparty: {
      name: order.account.accountName,
      account: order.account.accountNumber,
      bank: order.account.bankName,
    },
    initiatedBy: order.memberId,
    channel: order.account.channel === 'wallet' ? 'wallet_transfer' : 'bank_transfer',
    metadata: { reversal: 'none' },
  };
}

/** The sending wallet's lines of a transfer: the amount, and the fee when there is one. */
const linesOf = (order: TransferOrder, reference: string, status: 'pending' | 'successful') =>
  order.fee > 0
    ? [transferLine(order, reference, status), feeLine(order, reference, status)]
    : [transferLine(order, reference, status)];

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
    owner: order.owner ?? null,
    ownerRef: order.ownerRef ?? null,
  };
}

/** One transfer: limits, the debit and its lines, and for a Paydesk wallet the settlement at once. */
export async function postTransfer(
  tx: Tx,
  order: TransferOrder,
  options: { sessionInstitution: string },
): Promise<TransferRow> {
  await assertWithinLimits(tx, order.companyId, order.memberId, order.amount);
  const system = await ensureSystemAccounts(tx, order.companyId);
  const reference = newReference('TRF', 12);
  // A transfer to a Paydesk wallet settles in this transaction: its lines are written successful.
  const status = order.account.channel === 'wallet' ? 'successful' : 'pending';
  const posted = await move(tx, {
    companyId: order.companyId,
    kind: 'transfer_out',
    description: order.narration,
    reference,
    legs: [
      {
        account: order.sourceWalletId,
        amount: -(order.amount + order.fee),
        lines: linesOf(order, reference, status),
      },
      { account: system.transfers_out_clearing, amount: order.amount },
      ...(order.fee > 0 ? [{ account: system.fees, amount: order.fee }] : []),
    ],
    ...(order.postedAt ? { postedAt: order.postedAt } : {}),
  });
  const [inserted] = await insertTransfers(tx, [
    {
      ...transferRow(order, reference, posted.entryId),
      ...(order.postedAt ? { createdAt: order.postedAt, updatedAt: order.postedAt } : {}),
    },
  ]);
  let transfer = inserted!;
  if (order.account.channel === 'wallet')
    transfer = await settleInternally(tx, order, transfer, system, options);
  return transfer;
}

async function settleInternally(
  tx: Tx,
  order: TransferOrder,
  transfer: TransferRow,
  system: SystemAccounts,
  options: { sessionInstitution: string },
): Promise<TransferRow> {
  const receiving = order.account.wallet!;
  const sessionId = nipSessionId(options.sessionInstitution);
  const settlement = await settle(tx, {
    companyId: order.companyId,
    kind: 'transfer_out.settlement',
    description: `Settled: ${transfer.reference}`,
    reference: transfer.reference,
    from: system.transfers_out_clearing,
    to: system.bank_settlement,
    amount: order.amount,
    metadata: { transferId: transfer.id, sessionId },
  });
  const receiverSystem = await ensureSystemAccounts(tx, receiving.companyId);
  const sender = await getWallet(tx, order.companyId, order.sourceWalletId);
  await move(tx, {
    companyId: receiving.companyId,
    kind: 'bank_transfer_in',
    description: order.narration,
    reference: transfer.reference,
    legs: [
      { account: receiverSystem.funding_clearing, amount: -order.amount },
      walletCredit(receiving.id, order.amount, {
        type: 'bank_transfer_in',
        narration: order.narration,
        counterparty: { name: sender.name, account: sender.accountNumber, bank: order.account.bankName },
        channel: 'wallet_transfer',
      }),
    ],
  });
  const settled = await updateTransfer(tx, transfer, {
    status: 'settled',
    settlementEntryId: settlement,
    sessionId,
    settledAt: new Date(),
  });
  await recordTransfersSettled(tx, order.companyId, [{ row: settled, sessionId: settled.sessionId }]);
  return settled;
}

/**
 * A chunk of bank transfers of one wallet and member, all or none: limits for the set, one ledger entry for the
 * whole chunk (the wallet pays the chunk's amounts and fees at once; clearing and fees income receive their sums),
 * one insert of transfers and of history lines. Each transfer row and history line points at the chunk's entry; a
 * line that fails later gives back its own share (the ledger's reverse with a part). Throws (a DomainError or BatchRefused) when any
 * of it is refused; the caller then posts the lines one by one to learn which.
 */
export async function postTransferChunk(tx: Tx, orders: TransferOrder[]): Promise<TransferRow[]> {
  if (orders.length === 0) return [];
  const first = orders[0]!;
  if (orders.some((o) => o.account.channel !== 'bank' || o.sourceWalletId !== first.sourceWalletId))
    throw new Error('a transfer chunk holds bank transfers of one wallet');
  const postedAt = first.postedAt;
  if (orders.some((o) => o.postedAt?.getTime() !== postedAt?.getTime()))
    throw new Error('a transfer chunk is sent at one time');
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
  // One entry for the chunk; its wallet leg carries every transfer's lines (each with the balance after it).
  const entryId = newId();
  await move(tx, {
    id: entryId,
    companyId: first.companyId,
    kind: 'transfer_out',
    description: `${orders.length} transfers: ${references[0]} to ${references[references.length - 1]}`,
    reference: newReference('TRB', 12),
    legs: [
      {
        account: first.sourceWalletId,
        amount: -(amount + fee),
        lines: orders.flatMap((order, i) => linesOf(order, references[i]!, 'pending')),
      },
      { account: system.transfers_out_clearing, amount },
      ...(fee > 0 ? [{ account: system.fees, amount: fee }] : []),
    ],
    ...(postedAt ? { postedAt } : {}),
  });
  return insertTransferSet(
    tx,
    orders.map((o, i) => ({
      ...transferRow(o, references[i]!, entryId),
      ...(postedAt ? { createdAt: postedAt } : {}),
    })),
  );
}
