// What the biller makes of a bill, applied exactly once: successful (bills clearing → bank settlement, the token
// and units kept, history lines successful) or failed (then reversed at once: one reversal entry back to the wallet,
// fee included, history lines 'reversed' plus a reversal line, an audit event and a notification). The bill row is
// locked and only a pending one changes, so an answer and a re-query reporting the same failure reverse it once.
import type { Database, Tx } from '@paydesk/db';
import { formatKobo } from '@paydesk/money';
import { transact } from '../../../lib/transaction.ts';
import { recordAudit } from '../../../platform/audit/audit.service.ts';
import { notify } from '../../../platform/notifications/notifications.service.ts';
import type {
  BillPurchaseInstruction,
  BillPurchaseOutcome,
  BillsProvider,
} from '../../../providers/bills/index.ts';
import { ensureSystemAccounts, reverse, settle } from '../../ledger/index.ts';
import { getWallet } from '../../wallets/index.ts';
import {
  type BillRow,
  claimSubmission,
  lockBillByReference,
  stalePendingBills,
  unsubmittedBills,
  updateBill,
} from './bills.queries.ts';

export type BillOutcomeResult = 'pending' | 'successful' | 'reversed' | 'duplicate' | 'unknown';

export const instructionOf = (row: BillRow): BillPurchaseInstruction => ({
  reference: row.reference,
  category: row.category as BillPurchaseInstruction['category'],
  billerCode: row.billerCode,
  productCode: row.productCode,
  addonCodes: row.addons.map((a) => a.code),
  customerNumber: row.customerNumber,
  amount: row.amount,
});

export async function applyBillOutcome(
  db: Database,
  outcome: BillPurchaseOutcome,
): Promise<BillOutcomeResult> {
  return transact(db, (tx) => applyBillOutcomeIn(tx, outcome));
}

/** The same inside the caller's transaction (the demo seed posts and settles in one). */
export async function applyBillOutcomeIn(
  tx: Tx,
  outcome: BillPurchaseOutcome,
  /** The demo's history only (its seed's clock): when the biller answered. Real outcomes are applied now. */
  answeredAt?: Date,
): Promise<BillOutcomeResult> {
  const row = await lockBillByReference(tx, outcome.reference);
  if (!row) return 'unknown';
  if (row.status !== 'pending') return 'duplicate';
  if (outcome.status === 'pending') {
    if (outcome.providerReference && !row.providerReference)
      await updateBill(tx, row, { providerReference: outcome.providerReference });
    return 'pending';
  }
  if (outcome.status === 'successful') {
    await succeed(tx, row, outcome, answeredAt);
    return 'successful';
  }
  await failAndReverse(
    tx,
    row,
    outcome.failureReason ?? 'The biller could not complete the payment',
    answeredAt,
  );
  return 'reversed';
}

async function succeed(tx: Tx, row: BillRow, outcome: BillPurchaseOutcome, postedAt?: Date) {
  const system = await ensureSystemAccounts(tx, row.companyId);
  const settlementEntryId = await settle(tx, {
    companyId: row.companyId,
    kind: 'bill_payment.settlement',
    description: `Paid: ${row.reference}`,
    reference: row.reference,
    from: system.bills_clearing,
    to: system.bank_settlement,
    amount: row.amount,
    metadata: { billId: row.id, token: outcome.token },
    ...(postedAt ? { postedAt } : {}),
  });
  await updateBill(tx, row, {
    status: 'successful',
    settlementEntryId,
    providerReference: outcome.providerReference,
    token: outcome.token,
    units: outcome.units,
    completedAt: postedAt ?? new Date(),
  });
}

async function failAndReverse(tx: Tx, row: BillRow, reason: string, postedAt?: Date) {
  const now = postedAt ?? new Date();
  const reversalEntryId = await reverse(tx, {
    companyId: row.companyId,
    entryId: row.entryId,
    description: `Reversal: ${row.reference}`,
    narration: `Reversal of ${row.productName ?? row.billerName} for ${row.customerNumber}: ${reason}`,
    reason,
    metadata: { billId: row.id },
    ...(postedAt ? { postedAt } : {}),
  });
  await updateBill(tx, row, {
    status: 'failed',
    failureReason: reason,
    reversalEntryId,
    completedAt: now,
    reversedAt: now,
  });
  const wallet = await getWallet(tx, row.companyId, row.sourceWalletId);
  await recordAudit(tx, {
    companyId: row.companyId,
    actor: { type: 'system', label: 'Bills provider' },
    action: 'payments.bill.reversed',
    target: { type: 'bill-payment', id: row.id },
    outcome: 'failure',
    metadata: { reference: row.reference, amount: row.amount, fee: row.fee, reason },
  });
  await notify(tx, {
    companyId: row.companyId,
    recipients: 'all-members',
    kind: 'payments.bill.reversed',
    message: `${row.billerName} payment of ${formatKobo(row.amount)} for ${row.customerNumber} failed: ${reason}. ${formatKobo(row.amount + row.fee)} was returned to ${wallet.name}.`,
  });
}

/**
 * Sends a committed bill to the provider once (the first claim wins) and applies its answer. A provider that
 * cannot be reached leaves the bill pending: the re-query asks again.
 */
export async function vendBill(
  db: Database,
  provider: BillsProvider,
  row: BillRow,
): Promise<BillOutcomeResult> {
  if (row.status !== 'pending' || !(await claimSubmission(db, row))) return 'duplicate';
  let outcome: BillPurchaseOutcome;
  try {
    outcome = await provider.purchase(instructionOf(row));
  } catch {
    return 'pending';
  }
  return applyBillOutcome(db, outcome);
}

/**
 * Bills the provider was never given (approved requests, crashes after commit) are sent; pending ones sent
 * `afterSeconds` ago are asked about: one the provider never received is purchased again under the same
 * reference (so at most once), one it decided is applied.
 */
export async function requeryPendingBills(
  db: Database,
  provider: BillsProvider,
  afterSeconds: number,
  unsentAfterSeconds = Math.min(afterSeconds, 5),
): Promise<{ sent: number; asked: number; resolved: number }> {
  const unsent = await unsubmittedBills(db, unsentAfterSeconds, 200);
  for (const row of unsent) await vendBill(db, provider, row);
  const stale = await stalePendingBills(db, afterSeconds, 200);
  let resolved = 0;
  for (const row of stale) {
    await db.transaction((tx) => updateBill(tx, row, { lastQueriedAt: new Date() }));
    let outcome: BillPurchaseOutcome | null;
    try {
      outcome =
        (await provider.queryPurchase(instructionOf(row))) ?? (await provider.purchase(instructionOf(row)));
    } catch {
      continue;
    }
    const result = await applyBillOutcome(db, outcome);
    if (result === 'successful' || result === 'reversed') resolved += 1;
  }
  return { sent: unsent.length, asked: stale.length, resolved };
}
