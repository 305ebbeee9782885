// Moving the money of a request, through the ledger face, and paying withdrawals out on the bank rail.
// A withdrawal commits one balanced entry: the funding source (the business's main wallet when prefunded, the
// Paydesk-advances payable when advanced) pays amount + fee; the amount waits in transfers-out clearing, the fee
// goes to fees; on-demand receivable gains what payday deducts, against employee payable. Settlement moves the
// clearing to bank settlement; a failed transfer reverses the whole entry (availability comes back with it).
// A saving moves nothing out: on-demand receivable gains the saving, against employee savings.
import { randomUUID } from 'node:crypto';
import type { Database, Tx } from '@paydesk/db';
import type { SQL } from 'drizzle-orm';
import { transact } from '../../lib/transaction.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { TransferOutcome, TransferRail } from '../../providers/banking/index.ts';
import {
  ensureSystemAccounts,
  type Leg,
  move,
  reverse,
  type SystemAccounts,
  settle,
  systemAccountsOf,
  walletDebit,
} from '../ledger/index.ts';
import { findWallets } from '../wallets/index.ts';
import * as q from './on-demand.queries.ts';
import type { OnDemandDeps } from './on-demand-deps.ts';
import { refreshNote } from './payment-notes.service.ts';

export class NoFundingWallet extends Error {}

/** The status a request moves to when its money moves: a withdrawal waits for the rail, a saving is done. */
export const executedStatus = (kind: string) => (kind === 'saving' ? 'approved' : 'processing');

/**
 * Posts the request's entry and moves it on: a withdrawal to 'processing' (the rail takes it after commit). The
 * request row names the entry first and the entry is posted last, so the business's busy ledger rows, locked by the
 * posting, are held only until the commit right after.
 */
export async function executeRequest(tx: Tx, row: q.RequestRow): Promise<q.RequestRow> {
  const moved = await q.updateRequest(tx, row, {
    status: executedStatus(row.kind),
    entryId: randomUUID(),
    ...(row.kind === 'saving' ? {} : { submittedAt: new Date() }),
  });
  await postRequestEntry(tx, moved, await ensureSystemAccounts(tx, row.companyId));
  return moved;
}

/**
 * Posts the entry a request row already names (its entryId). The employee's own request posts one entry per
 * transaction, so its system accounts can move at commit (`deferSystemBalances`), and writes the row itself in the
 * posting's statement (`alongside`: its INSERT); approvals may post several in one and lock those rows as they post.
 */
export async function postRequestEntry(
  tx: Tx,
  row: q.RequestRow,
  system: SystemAccounts,
  options: { deferSystemBalances?: boolean; alongside?: SQL } = {},
): Promise<void> {
  const entryId = row.entryId!;
  const alongside = options.alongside ? { alongside: options.alongside } : {};
  if (row.kind === 'saving') {
    await move(tx, {
      id: entryId,
      companyId: row.companyId,
      kind: 'on_demand.saving',
      description: `On-demand saving ${row.reference}`,
      reference: row.reference,
      ...alongside,
      legs: [
        { account: system.on_demand_receivable, amount: row.toDeduct },
        { account: system.employee_savings, amount: -row.toDeduct },
      ],
    });
    return;
  }
  const employee = {
    name: row.accountName,
    account: row.accountNumber,
    bank: row.bankName,
  };
  const line = {
    type: 'on_demand_payout' as const,
    narration: `On-demand withdrawal to ${row.accountName ?? 'employee'}`,
    status: 'pending' as const,
    counterparty: employee,
    channel: 'bank_transfer',
    metadata: { requestId: row.id },
  };
  const fee = { amount: row.fee, narration: `On-demand withdrawal fee: ${row.reference}` };
  let source: Leg = {
    account: system.paydesk_advances,
    amount: -(row.amount + row.fee),
  };
  if (row.fundingMode === 'prefunded') {
    const main = (await findWallets(tx, row.companyId)).find((w) => w.wallet.purpose === 'main');
    if (!main) throw new NoFundingWallet();
    source = walletDebit(main.wallet.id, row.amount, line, fee);
  }
  await move(tx, {
    id: entryId,
    companyId: row.companyId,
    kind: 'on_demand.withdrawal',
    deferSystemBalances: options.deferSystemBalances === true,
    description: `On-demand withdrawal ${row.reference}`,
    reference: row.reference,
    ...alongside,
    legs: [
      source,
      { account: system.transfers_out_clearing, amount: row.amount },
      ...(row.fee > 0 ? [{ account: system.fees, amount: row.fee }] : []),
      { account: system.on_demand_receivable, amount: row.toDeduct },
      { account: system.employee_payable, amount: -row.toDeduct },
    ],
  });
}

/** Hands processing withdrawals to the rail; a refusal reverses at once. Runs after the request's commit. */
export async function submitPayouts(db: Database, rail: TransferRail, rows: q.RequestRow[]) {
  const open = rows.filter((r) => r.kind === 'withdrawal' && r.status === 'processing');
  if (open.length === 0) return;
  const results = await rail.submitTransfers(
    open.map((r) => ({
      reference: r.reference,
      bankCode: r.bankCode ?? '',
      accountNumber: r.accountNumber ?? '',
      accountName: r.accountName ?? '',
      amount: r.amount,
      narration: `On-demand pay ${r.reference}`,
    })),
  );
  for (const result of results) {
    if (result.accepted) continue;
    await applyPayoutOutcome(db, {
      reference: result.reference,
      providerReference: '',
      status: 'failed',
      sessionId: null,
      failureReason: result.failureReason,
      occurredAt: new Date().toISOString(),
    });
  }
}

const handOffs = new WeakMap<TransferRail, (row: q.RequestRow) => void>();

/**
 * Hands a committed withdrawal to the rail (after commit), gathering those that commit while a hand-off is under way
 * into the next one: a busy moment makes one rail call for many requests, not one each. A process that stops with
 * withdrawals gathered leaves them processing, and the payout sweep hands them over (the rail does not know them).
 */
export function handOffPayout(deps: Pick<OnDemandDeps, 'db' | 'rail' | 'onEffectError'>, row: q.RequestRow) {
  let handOff = handOffs.get(deps.rail);
  if (!handOff) {
    let waiting: q.RequestRow[] = [];
    let running = false;
    const drain = async () => {
      running = true;
      while (waiting.length > 0) {
        const rows = waiting;
        waiting = [];
        await submitPayouts(deps.db, deps.rail, rows).catch(deps.onEffectError ?? (() => {}));
      }
      running = false;
    };
    handOff = (next) => {
      waiting.push(next);
      if (!running) void drain();
    };
    handOffs.set(deps.rail, handOff);
  }
  handOff(row);
}

export type PayoutResult = 'pending' | 'settled' | 'reversed' | 'duplicate' | 'unknown';

/** Applies what the rail says of a payout exactly once: the request row is locked and only an open one changes. */
export async function applyPayoutOutcome(db: Database, outcome: TransferOutcome): Promise<PayoutResult> {
  return transact(db, async (tx, afterCommit) => {
    const row = await q.lockRequestByReference(tx, outcome.reference);
    if (!row) return 'unknown';
    if (row.status !== 'processing') return 'duplicate';
    if (outcome.status === 'pending') {
      if (!row.providerReference)
        await q.updateRequest(tx, row, { providerReference: outcome.providerReference });
      return 'pending';
    }
    const system = await systemAccountsOf(tx, row.companyId, afterCommit);
    if (outcome.status === 'settled') {
      // One entry in this transaction, between system accounts only: they move at commit, so the business's
      // clearing row is not held while the payment note is recounted (every withdrawal's commit moves it too).
      const settlementEntryId = await settle(tx, {
        companyId: row.companyId,
        kind: 'on_demand.withdrawal.settlement',
        deferSystemBalances: true,
        description: `Settled: ${row.reference}`,
        reference: row.reference,
        from: system.transfers_out_clearing,
        to: system.bank_settlement,
        amount: row.amount,
        metadata: { sessionId: outcome.sessionId },
      });
      await q.updateRequest(tx, row, {
        status: 'settled',
        settlementEntryId,
        sessionId: outcome.sessionId,
        providerReference: outcome.providerReference || row.providerReference,
        settledAt: new Date(),
      });
      // Advanced mode: the period's payment note counts this withdrawal from now on.
      if (row.fundingMode === 'advanced') await refreshNote(tx, row.companyId, row.period);
      return 'settled';
    }
    const reason = outcome.failureReason ?? 'The bank could not complete the transfer';
    const reversalEntryId = await reverse(tx, {
      companyId: row.companyId,
      entryId: row.entryId!,
      description: `Reversal: ${row.reference}`,
      narration: `Reversal of on-demand withdrawal to ${row.accountName ?? 'employee'}: ${reason}`,
      reason,
    });
    await q.updateRequest(tx, row, { status: 'reversed', reversalEntryId, failureReason: reason });
    await recordAudit(tx, {
      companyId: row.companyId,
      actor: { type: 'system', label: 'Banking rail' },
      action: 'on-demand.withdrawal.reversed',
      target: { type: 'on-demand-request', id: row.id },
      outcome: 'failure',
      metadata: { reference: row.reference, amount: row.amount, fee: row.fee, reason },
    });
    return 'reversed';
  });
}

/** Asks the rail about every processing payout: the sweep job, a fallback for callbacks that never came. */
export async function requeryPayouts(db: Database, rail: TransferRail, limit = 200): Promise<number> {
  let decided = 0;
  for (const row of await q.processingRequests(db, limit)) {
    const outcome = await rail.queryTransfer(row.reference);
    if (!outcome) {
      await submitPayouts(db, rail, [row]);
      continue;
    }
    const result = await applyPayoutOutcome(db, outcome);
    if (result === 'settled' || result === 'reversed') decided++;
  }
  return decided;
}
