// What webhook endpoints hear about a transfer (docs/webhooks.md): 'transfer.settled' and 'transfer.failed'.
import type { Tx } from '@paydesk/db';
import { recordWebhookEvents } from '../../webhooks/index.ts';
import type { TransferRow } from './transfers.queries.ts';

export const transferEventData = (row: TransferRow) => ({
  id: row.id,
  reference: row.reference,
  amount: row.amount,
  fee: row.fee,
  currency: 'NGN',
  accountName: row.accountName,
  accountNumber: row.accountNumber,
  bankCode: row.bankCode,
  narration: row.narration,
});

/** Settled transfers of one business, in the transaction that settled them. */
export function recordTransfersSettled(
  tx: Tx,
  companyId: string,
  rows: { row: TransferRow; sessionId: string | null }[],
) {
  return recordWebhookEvents(
    tx,
    companyId,
    'transfer.settled',
    rows.map(({ row, sessionId }) => ({ ...transferEventData(row), status: 'settled', sessionId })),
  );
}
