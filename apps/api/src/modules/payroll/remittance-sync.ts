// Reading remittance transfers back: a pending remittance is paid when its transfer settles, failed (payable
// again) when the ledger refused it or the bank failed it.
import type { Database } from '@paydesk/db';
import { payoutOutcomes } from '../payments/index.ts';
import * as mq from './remittances.queries.ts';

/** Reads pending remittance transfers back: paid when settled, failed (payable again) when refused or reversed. */
export async function syncRemittances(db: Database, companyId: string, runId: string) {
  for (const r of await mq.remittancesOf(db, companyId, runId)) {
    if (r.status !== 'pending' || !r.paymentBatchId) continue;
    const [o] = await payoutOutcomes(db, companyId, r.paymentBatchId);
    if (!o || o.lineState === 'waiting' || o.status === 'accepted' || o.status === 'pending') continue;
    await db.transaction(async (tx) => {
      const row = await mq.findRemittance(tx, companyId, runId, r.id, true);
      if (row?.status !== 'pending') return;
      if (o.status === 'settled')
        await mq.updateRemittance(tx, row, {
          status: 'paid',
          transferId: o.transferId,
          transferReference: o.reference,
          paidAt: o.settledAt ?? new Date(),
        });
      else
        await mq.updateRemittance(tx, row, {
          status: 'failed',
          transferId: o.transferId,
          transferReference: o.reference,
          failureReason: o.failureReason ?? o.error ?? 'The transfer failed',
        });
    });
  }
}

/** Whether a remittance of the run is still waiting for its transfer. */
export async function remittancesPending(db: Database, companyId: string, runId: string) {
  return (await mq.remittancesOf(db, companyId, runId)).some((r) => r.status === 'pending');
}
