// The operators' side of trade finance: the queue (oldest first), one advance with its document, starting the
// review, and the decision. Approving disburses in the same transaction, through the ledger face: trade advances
// −(advance + fee), the main wallet +advance, fees +fee. The row is locked for the decision, so two approvals at
// once (or a retry) disburse once; the other answers 409.
import {
  formatDate,
  maxTradeAdvance,
  TRADE_ADVANCE_MAX_SHARE_BPS,
  type TradeAdvance,
  type TradeStatus,
  tradeFee,
} from '@paydesk/contracts';
import type { Database, Executor, Tx } from '@paydesk/db';
import { formatKobo } from '@paydesk/money';
import type { DownloadFile } from '../../http/route-kit.ts';
import { Conflict, NotFound, ValidationFailed } from '../../lib/errors.ts';
import { type AuditContext, recordAudit } from '../../platform/audit/audit.service.ts';
import { notify } from '../../platform/notifications/notifications.service.ts';
import { ensureSystemAccounts, move, walletCredit } from '../ledger/index.ts';
import { type OperatorContext, operatorName } from '../ops/index.ts';
import { ensureMainWallet } from '../wallets/index.ts';
import * as q from './trade.queries.ts';
import { fileOf } from './trade.service.ts';
import type { TradeDeps } from './trade-deps.ts';
import { advanceView } from './trade-view.ts';

const OPEN: readonly TradeStatus[] = ['submitted', 'under_review'];

const operatorActor = (o: OperatorContext) => ({
  type: 'operator' as const,
  id: o.operatorId,
  label: `${operatorName(o)} (Paydesk operations)`,
});

export async function listQueue(
  db: Executor,
  query: { status?: TradeStatus | undefined; page: number; limit: number },
) {
  const { rows, total: totalDocs } = await q.advancesPage(
    db,
    null,
    query.status ? [query.status] : OPEN,
    { limit: query.limit, offset: (query.page - 1) * query.limit },
    'oldest',
  );
  return {
    docs: rows.map((r) => ({ ...advanceView(r), companyId: r.advance.companyId })),
    totalDocs,
    page: query.page,
    limit: query.limit,
    totalPages: Math.ceil(totalDocs / query.limit),
  };
}

async function viewForOps(db: Executor, id: string): Promise<TradeAdvance> {
  const row = await q.findAdvanceForOps(db, id);
  if (!row) throw new NotFound('Trade advance');
  return advanceView(row, await q.repaymentsOf(db, row.advance.companyId, id));
}

export const getForOps = viewForOps;

export async function openForOps(deps: Pick<TradeDeps, 'db' | 'files'>, id: string): Promise<DownloadFile> {
  const row = await q.findAdvanceForOps(deps.db, id);
  if (!row) throw new NotFound('Trade advance');
  return fileOf(deps, row);
}

async function lockOpen(tx: Tx, id: string) {
  const row = await q.lockAdvanceForReview(tx, id);
  if (!row) throw new NotFound('Trade advance');
  if (!OPEN.includes(row.status))
    throw new Conflict(`This advance is already ${row.status.replace('_', ' ')}.`);
  return row;
}

export async function startReview(db: Database, operator: OperatorContext, meta: AuditContext, id: string) {
  await db.transaction(async (tx) => {
    const row = await lockOpen(tx, id);
    if (row.status === 'under_review') return;
    await q.updateAdvance(tx, row.companyId, id, {
      status: 'under_review',
      reviewStartedAt: new Date(),
      reviewedBy: operator.operatorId,
    });
    await recordAudit(tx, {
      ...meta,
      companyId: row.companyId,
      actor: operatorActor(operator),
      action: 'trade.review.start',
      target: { type: 'trade-advance', id },
      outcome: 'success',
    });
  });
  return viewForOps(db, id);
}

/**
 * Pays an approved advance into the main wallet, in the caller's transaction: trade advances −(advance + fee), the
 * wallet +advance (with its history line), fees +fee, and the advance disbursed. The caller holds the advance's lock.
 */
export async function disburse(
  tx: Tx,
  row: q.AdvanceRow,
  mainWalletId: string,
  amount: number,
  review: { reviewComment: string | null; reviewedBy: string | null },
) {
  const fee = tradeFee(amount);
  const system = await ensureSystemAccounts(tx, row.companyId);
  const narration = `Trade advance ${row.reference} on invoice ${row.invoiceNumber}`;
  const { entryId } = await move(tx, {
    companyId: row.companyId,
    kind: 'trade.advance',
    reference: row.reference,
    description: narration,
    legs: [
      { account: system.trade_advances, amount: -(amount + fee) },
      walletCredit(mainWalletId, amount, {
        type: 'trade_advance',
        narration,
        counterparty: { name: 'Paydesk trade finance' },
        channel: 'system',
      }),
      ...(fee > 0 ? [{ account: system.fees, amount: fee }] : []),
    ],
  });
  const now = new Date();
  await q.updateAdvance(tx, row.companyId, row.id, {
    ...review,
    status: 'disbursed',
    approvedAmount: amount,
    fee,
    walletId: mainWalletId,
    disbursementEntryId: entryId,
    reviewStartedAt: row.reviewStartedAt ?? now,
    approvedAt: now,
    disbursedAt: now,
  });
  return { fee, entryId };
}

export async function approve(
  deps: Pick<TradeDeps, 'db' | 'config'>,
  operator: OperatorContext,
  meta: AuditContext,
  id: string,
  input: { approvedAmount: number; comment?: string | undefined },
): Promise<TradeAdvance> {
  const peek = await q.findAdvanceForOps(deps.db, id);
  if (!peek) throw new NotFound('Trade advance');
  // Opened before the decision's transaction (it may create the wallet); the decision then locks the advance.
  const main = await ensureMainWallet(deps.db, deps.config, peek.advance.companyId);
  if (!main) throw new Conflict('This business has no main wallet to receive the advance.');
  await deps.db.transaction(async (tx) => {
    const row = await lockOpen(tx, id);
    const max = maxTradeAdvance(row.invoiceAmount);
    if (input.approvedAmount > max) {
      throw new ValidationFailed({
        approvedAmount: [
          `The advance can be at most ${formatKobo(max)} (${TRADE_ADVANCE_MAX_SHARE_BPS / 100}% of the invoice).`,
        ],
      });
    }
    const amount = input.approvedAmount;
    const { fee } = await disburse(tx, row, main.id, amount, {
      reviewComment: input.comment ?? null,
      reviewedBy: operator.operatorId,
    });
    await recordAudit(tx, {
      ...meta,
      companyId: row.companyId,
      actor: operatorActor(operator),
      action: 'trade.advance.disburse',
      target: { type: 'trade-advance', id },
      outcome: 'success',
      metadata: { amount, fee, invoiceNumber: row.invoiceNumber },
    });
    await notify(tx, {
      companyId: row.companyId,
      recipients: 'all-members',
      kind: 'trade.disbursed',
      message: `Your trade advance on invoice ${row.invoiceNumber} was approved: ${formatKobo(amount)} is in your main wallet. Repay ${formatKobo(amount + fee)} by ${formatDate(row.dueDate)}.`,
      link: `/trade?advance=${id}`,
    });
  });
  return viewForOps(deps.db, id);
}

export async function reject(
  db: Database,
  operator: OperatorContext,
  meta: AuditContext,
  id: string,
  reason: string,
): Promise<TradeAdvance> {
  await db.transaction(async (tx) => {
    const row = await lockOpen(tx, id);
    await q.updateAdvance(tx, row.companyId, id, {
      status: 'rejected',
      rejectionReason: reason,
      reviewedBy: operator.operatorId,
      rejectedAt: new Date(),
    });
    await recordAudit(tx, {
      ...meta,
      companyId: row.companyId,
      actor: operatorActor(operator),
      action: 'trade.advance.reject',
      target: { type: 'trade-advance', id },
      outcome: 'success',
      metadata: { reason },
    });
    await notify(tx, {
      companyId: row.companyId,
      recipients: 'all-members',
      kind: 'trade.rejected',
      message: `Your trade advance on invoice ${row.invoiceNumber} was not approved: ${reason}`,
      link: `/trade?advance=${id}`,
    });
  });
  return viewForOps(db, id);
}
