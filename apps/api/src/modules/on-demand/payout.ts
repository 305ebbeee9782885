// Moving the money of a request, through the ledger face, and paying withdrawals out through the payout pipeline.
// A withdrawal commits one balanced movement: the funding source (the business's main wallet when prefunded, with
// its history lines; the Paydesk-advances payable when advanced) pays amount + fee; the amount waits in
// transfers-out clearing, the fee goes to fees; on-demand receivable gains what payday deducts, against employee
// payable. Payments writes the payout's transfer in the same transaction, hands it to the rail after the commit,
// and tells onDemandPayouts what the bank made of it in the transaction that settles it (the request settled) or
// reverses the whole movement (the request reversed; availability comes back with it).
// A saving moves nothing out: on-demand receivable gains the saving, against employee savings.
import { randomUUID } from 'node:crypto';
import type { Tx } from '@paydesk/db';
import type { SQL } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { type Leg, move, type SystemAccounts, systemAccountsOf, walletDebit } from '../ledger/index.ts';
import {
  insertPostedPayout,
  type PayoutHandler,
  type PayoutRegistry,
  type PostedPayout,
  postedPayoutInsert,
  type RailTransfer,
} from '../payments/index.ts';
import { findWallets } from '../wallets/index.ts';
import * as q from './on-demand.queries.ts';
import { refreshNote } from './payment-notes/payment-notes.service.ts';

export class NoFundingWallet extends Error {}

/** The status a request moves to when its money moves: a withdrawal waits for the rail, a saving is done. */
export const executedStatus = (kind: string) => (kind === 'saving' ? 'approved' : 'processing');

/**
 * Posts the request's movement and moves it on: a withdrawal to 'processing' with its payout's transfer written
 * (the caller hands it to the rail after the commit: answered here). The request row names the entry first and the
 * entry is posted last, so the business's busy ledger rows, locked by the posting, are held only until the commit.
 */
export async function executeRequest(
  tx: Tx,
  row: q.RequestRow,
  afterCommit: Parameters<typeof systemAccountsOf>[2],
  /** The demo's history only (its seed's clock): when it was executed. Real requests are executed now. */
  postedAt?: Date,
): Promise<{ row: q.RequestRow; payout: RailTransfer | null }> {
  const moved = await q.updateRequest(tx, row, {
    status: executedStatus(row.kind),
    entryId: randomUUID(),
    ...(row.kind === 'saving' ? {} : { submittedAt: postedAt ?? new Date() }),
  });
  const system = await systemAccountsOf(tx, row.companyId, afterCommit);
  const posted = await postRequestEntry(tx, moved, system, postedAt ? { postedAt } : {});
  return { row: moved, payout: posted ? await insertPostedPayout(tx, posted, postedAt) : null };
}

/**
 * Posts the movement a request row already names (its entryId); answers a withdrawal's payout, for the caller to
 * write (insertPostedPayout) unless `alongside` asks for its INSERT in the posting's statement. The employee's own
 * request posts one entry per transaction, so its system accounts can move at commit (`deferSystemBalances`), and
 * writes the request row and its payout in the posting's statement (`alongside`); approvals lock as they post.
 */
export async function postRequestEntry(
  tx: Tx,
  row: q.RequestRow,
  system: SystemAccounts,
  options: {
    deferSystemBalances?: boolean;
    alongside?: SQL;
    payoutAlongside?: boolean;
    postedAt?: Date;
  } = {},
): Promise<PostedPayout | null> {
  const entryId = row.entryId!;
  if (row.kind === 'saving') {
    await move(tx, {
      id: entryId,
      companyId: row.companyId,
      kind: 'on_demand.saving',
      description: `On-demand saving ${row.reference}`,
      reference: row.reference,
      ...(options.alongside ? { alongside: options.alongside } : {}),
      ...(options.postedAt ? { postedAt: options.postedAt } : {}),
      legs: [
        { account: system.on_demand_receivable, amount: row.toDeduct },
        { account: system.employee_savings, amount: -row.toDeduct },
      ],
    });
    return null;
  }
  let source: Leg = { account: system.paydesk_advances, amount: -(row.amount + row.fee) };
  if (row.fundingMode === 'prefunded') {
    const main = (await findWallets(tx, row.companyId)).find((w) => w.wallet.purpose === 'main');
    if (!main) throw new NoFundingWallet();
    source = walletDebit(
      main.wallet.id,
      row.amount,
      {
        type: 'on_demand_payout',
        narration: `On-demand withdrawal to ${row.accountName ?? 'employee'}`,
        status: 'pending',
        counterparty: { name: row.accountName, account: row.accountNumber, bank: row.bankName },
        channel: 'bank_transfer',
        metadata: { requestId: row.id },
      },
      { amount: row.fee, narration: `On-demand withdrawal fee: ${row.reference}` },
    );
  }
  const payout: PostedPayout = {
    owner: 'on-demand.withdrawal',
    ownerRef: row.id,
    companyId: row.companyId,
    reference: row.reference,
    entryId,
    sourceAccountId: source.account,
    amount: row.amount,
    fee: row.fee,
    bankCode: row.bankCode ?? '',
    bankName: row.bankName,
    accountNumber: row.accountNumber ?? '',
    accountName: row.accountName ?? '',
    narration: `On-demand pay ${row.reference}`,
  };
  const alongside = [
    ...(options.alongside ? [options.alongside] : []),
    ...(options.payoutAlongside ? [postedPayoutInsert(payout).sql] : []),
  ];
  await move(tx, {
    id: entryId,
    companyId: row.companyId,
    kind: 'on_demand.withdrawal',
    deferSystemBalances: options.deferSystemBalances === true,
    description: `On-demand withdrawal ${row.reference}`,
    reference: row.reference,
    ...(alongside.length ? { alongside } : {}),
    ...(options.postedAt ? { postedAt: options.postedAt } : {}),
    legs: [
      source,
      { account: system.transfers_out_clearing, amount: row.amount },
      ...(row.fee > 0 ? [{ account: system.fees, amount: row.fee }] : []),
      { account: system.on_demand_receivable, amount: row.toDeduct },
      { account: system.employee_payable, amount: -row.toDeduct },
    ],
  });
  return payout;
}

/** The rail's view of a payout written in the posting's statement (for the hand-off after commit). */
export const railTransferOf = (payout: PostedPayout) => postedPayoutInsert(payout).transfer;

/**
 * What the bank made of withdrawals, told by the payout pipeline in the transaction that decided them: a settled
 * one is settled (in the advanced mode its period's payment note counts it from now on); a failed one was reversed
 * whole by payments (the receivable too), so the request is reversed and its amount is available again.
 */
const onDemandPayouts: PayoutHandler = {
  async settled(tx, results, { companyId }) {
    const open = (
      await q.lockRequestsById(
        tx,
        companyId,
        results.map((r) => r.ownerRef),
      )
    ).filter((row) => row.status === 'processing');
    const byId = new Map(results.map((r) => [r.ownerRef, r]));
    await q.markRequestsSettled(
      tx,
      open.map((row) => {
        const result = byId.get(row.id)!;
        return {
          companyId,
          id: row.id,
          entryId: result.entryId!,
          sessionId: result.sessionId,
          providerReference: null,
        };
      }),
    );
    const periods = new Set(open.filter((r) => r.fundingMode === 'advanced').map((r) => r.period));
    for (const period of [...periods].sort()) await refreshNote(tx, companyId, period);
  },
  async failed(tx, results, { companyId }) {
    const rows = await q.lockRequestsById(
      tx,
      companyId,
      results.map((r) => r.ownerRef),
    );
    const byId = new Map(results.map((r) => [r.ownerRef, r]));
    for (const row of rows) {
      if (row.status !== 'processing') continue;
      const result = byId.get(row.id)!;
      const reason = result.reason ?? 'The bank could not complete the transfer';
      await q.updateRequest(tx, row, {
        status: 'reversed',
        reversalEntryId: result.entryId,
        failureReason: reason,
      });
      await recordAudit(tx, {
        companyId,
        actor: { type: 'system', label: 'Banking rail' },
        action: 'on-demand.withdrawal.reversed',
        target: { type: 'on-demand-request', id: row.id },
        outcome: 'failure',
        metadata: { reference: row.reference, amount: row.amount, fee: row.fee, reason },
      });
    }
  },
};

/** Registers on-demand's handler in the payout pipeline (the composition root calls this once). */
export function registerOnDemandPayouts(payouts: PayoutRegistry) {
  payouts.register('on-demand.withdrawal', onDemandPayouts);
}
