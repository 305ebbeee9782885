// Funding: a card checkout the business starts (initiate → payment link → the provider's signed callback), and
// bank transfers that arrive at a wallet's account number. Either way the wallet is credited exactly once per
// provider payment: the funding row is locked and only a pending one is settled. The wallet's history line is
// written by the credit's movement: a checkout not yet paid, or declined, moved no money and has none (the
// funding row keeps its status and reason).
import {
  CARD_CHECKOUT_LIFE_MINUTES,
  FUNDING_EXPIRED_REASON,
  FUNDING_PATHS,
  type FundInitiateRequest,
  type Funding,
  VERIFY_FUND_STATUS_ROUTE,
} from '@paydesk/contracts';
import type { Database, Executor, Tx } from '@paydesk/db';
import { formatKobo } from '@paydesk/money';
import type { Caller } from '../../../http/route-kit.ts';
import { NotFound, WalletUnavailable } from '../../../lib/errors.ts';
import { once, requestFingerprint } from '../../../lib/idempotency.ts';
import { newReference } from '../../../lib/references.ts';
import { returnOrigin } from '../../../lib/return-origin.ts';
import { transact } from '../../../lib/transaction.ts';
import { recordAudit } from '../../../platform/audit/audit.service.ts';
import { recordCallerAudit } from '../../../platform/audit/audit-actor.ts';
import { notify } from '../../../platform/notifications/notifications.service.ts';
import type { FundingEvent } from '../../../providers/funding/index.ts';
import { ensureSystemAccounts, move, walletCredit } from '../../ledger/index.ts';
import { recordWebhookEvent } from '../../webhooks/index.ts';
import { companyNameRow, getWallet } from '../accounts/accounts.queries.ts';
import { ensureMainWallet } from '../accounts/accounts.service.ts';
import type { WalletDeps } from '../wallet-deps.ts';
import type { FundingRow } from './funding.queries.ts';
import * as fundingQ from './funding.queries.ts';

async function toFunding(db: Executor, row: FundingRow): Promise<Funding> {
  const wallet = await fundingQ.accountName(db, row.companyId, row.walletId);
  return {
    reference: row.reference,
    walletId: row.walletId,
    walletName: wallet?.name ?? '',
    channel: row.channel,
    amount: row.amount,
    status: row.status,
    paymentLink: row.checkoutUrl,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

export async function initiateFunding(
  deps: Pick<WalletDeps, 'db' | 'config' | 'funding' | 'onEffectError'>,
  caller: Caller,
  body: FundInitiateRequest,
  idempotencyKey: string,
  /** The browser's Origin: the checkout returns there when it is one the app is served on. */
  origin?: string,
) {
  const { companyId, memberId } = caller.auth;
  await ensureMainWallet(deps.db, deps.config, companyId);
  const fingerprint = requestFingerprint('POST', FUNDING_PATHS.initiate, body);
  return once(deps.db, { companyId, key: idempotencyKey, fingerprint }, async (tx) => {
    const wallet = await getWallet(tx, companyId, body.walletId);
    if (wallet.status === 'closed')
      throw new WalletUnavailable(`${wallet.name} is closed and cannot be funded`);
    const company = await companyNameRow(tx, companyId);
    const reference = newReference('FND', 16);
    const returnUrl = `${returnOrigin(origin, deps.config)}${VERIFY_FUND_STATUS_ROUTE}?reference=${reference}`;
    // A checkout the provider opens for a request that then rolls back is never paid: harmless.
    const checkout = await deps.funding.createCheckout({
      reference,
      amount: body.amount,
      payee: `${company!.name} · ${wallet.name}`,
      returnUrl,
    });
    const row = await fundingQ.insertFunding(tx, {
      companyId,
      walletId: wallet.id,
      reference,
      channel: 'card',
      amount: body.amount,
      provider: deps.funding.name,
      providerReference: checkout.providerReference,
      checkoutUrl: checkout.checkoutUrl,
      initiatedBy: memberId,
    });
    await recordCallerAudit(tx, caller, {
      action: 'wallet.fund.initiate',
      target: { type: 'wallet', id: wallet.id },
      outcome: 'success',
      metadata: { amount: body.amount, reference },
    });
    return { status: 201, body: { message: 'Payment link created', data: await toFunding(tx, row!) } };
  });
}

/** Settles a pending funding row: credits the wallet (with its history line), or marks it failed. */
async function settle(tx: Tx, row: FundingRow, event: FundingEvent): Promise<'credited' | 'failed'> {
  const failed = event.status === 'failed' || event.amount !== row.amount;
  const reason = event.status === 'failed' ? 'The payment was declined' : failed ? 'Amount mismatch' : null;
  const wallet = await fundingQ.accountName(tx, row.companyId, row.walletId);
  const now = new Date();
  if (failed) {
    await fundingQ.updateFunding(tx, row.companyId, row.id, {
      status: 'failed',
      failureReason: reason,
      completedAt: now,
    });
  } else {
    const system = await ensureSystemAccounts(tx, row.companyId);
    const card = row.channel === 'card';
    const { entryId } = await move(tx, {
      companyId: row.companyId,
      kind: card ? 'funding' : 'bank_transfer_in',
      reference: row.reference,
      description: row.narration ?? `Funding ${row.reference}`,
      legs: [
        { account: system.funding_clearing, amount: -row.amount },
        walletCredit(row.walletId, row.amount, {
          type: card ? 'funding' : 'bank_transfer_in',
          narration: card ? `Card funding of ${wallet?.name ?? 'wallet'}` : (row.narration ?? row.reference),
          counterparty: { name: row.senderName, bank: row.senderBank, account: row.senderAccount },
          initiatedBy: row.initiatedBy,
          channel: row.channel,
        }),
      ],
    });
    await fundingQ.updateFunding(tx, row.companyId, row.id, {
      status: 'successful',
      entryId,
      completedAt: now,
    });
  }
  if (!failed)
    await recordWebhookEvent(tx, row.companyId, 'wallet.funded', {
      walletId: row.walletId,
      reference: row.reference,
      amount: row.amount,
      currency: 'NGN',
      channel: row.channel,
      senderName: row.senderName ?? null,
    });
  await recordAudit(tx, {
    companyId: row.companyId,
    actor: { type: 'system', label: 'Funding provider' },
    action: failed ? 'wallet.fund.failed' : 'wallet.fund.credited',
    target: { type: 'wallet', id: row.walletId },
    outcome: failed ? 'failure' : 'success',
    metadata: { reference: row.reference, amount: row.amount, providerReference: event.providerReference },
  });
  await notify(tx, {
    companyId: row.companyId,
    recipients: 'all-members',
    kind: failed ? 'wallet.fund.failed' : 'wallet.fund.credited',
    message: failed
      ? `Funding of ${formatKobo(row.amount)} to ${wallet?.name} failed: ${reason}.`
      : `${formatKobo(row.amount)} was added to ${wallet?.name}${row.senderName ? ` from ${row.senderName}` : ''}.`,
  });
  return failed ? 'failed' : 'credited';
}

export type CallbackOutcome = 'credited' | 'failed' | 'duplicate' | 'unknown';

const CHECKOUT_LIFE_MS = CARD_CHECKOUT_LIFE_MINUTES * 60_000;
/** A payment the provider reports for a checkout that had already expired: not credited, refunded to the card. */
export const FUNDING_LATE_PAYMENT_REASON =
  'The checkout expired before the payment arrived: it is refunded to the card';

/** Whether a card checkout has outlived its life (the provider's page no longer takes a payment). */
export const checkoutExpired = (row: FundingRow, now = new Date()) =>
  row.channel === 'card' && now.getTime() - row.createdAt.getTime() >= CHECKOUT_LIFE_MS;

/** Fails a pending card checkout past its life, locked: no money moved, and none ever will be credited for it. */
async function expire(tx: Tx, row: FundingRow, now: Date) {
  await fundingQ.updateFunding(tx, row.companyId, row.id, {
    status: 'failed',
    failureReason: FUNDING_EXPIRED_REASON,
    completedAt: now,
  });
  await recordAudit(tx, {
    companyId: row.companyId,
    actor: { type: 'system', label: 'Funding checkout expiry' },
    action: 'wallet.fund.failed',
    target: { type: 'wallet', id: row.walletId },
    outcome: 'failure',
    metadata: { reference: row.reference, amount: row.amount, reason: FUNDING_EXPIRED_REASON },
  });
}

/** The sweep (a pg-boss cron): every pending card checkout past its life is failed as expired. */
export async function expireStaleCheckouts(db: Database, now = new Date()) {
  return transact(db, async (tx) => {
    const rows = await fundingQ.lockExpiredCheckouts(tx, new Date(now.getTime() - CHECKOUT_LIFE_MS));
    for (const row of rows) await expire(tx, row, now);
    return rows.length;
  });
}

/**
 * A successful payment the provider reports for a checkout that had already expired (decision 0005): the wallet is
 * not credited; the funding stays failed, says the payment is refunded to the card, and the refund is recorded for
 * the operators (the audit line with `refundDue`) and told to the business.
 */
async function latePayment(tx: Tx, row: FundingRow, event: FundingEvent) {
  await fundingQ.updateFunding(tx, row.companyId, row.id, { failureReason: FUNDING_LATE_PAYMENT_REASON });
  await recordAudit(tx, {
    companyId: row.companyId,
    actor: { type: 'system', label: 'Funding provider' },
    action: 'wallet.fund.failed',
    target: { type: 'wallet', id: row.walletId },
    outcome: 'failure',
    metadata: {
      reference: row.reference,
      amount: event.amount,
      providerReference: event.providerReference,
      refundDue: true,
      reason: FUNDING_LATE_PAYMENT_REASON,
    },
  });
  await notify(tx, {
    companyId: row.companyId,
    recipients: 'all-members',
    kind: 'wallet.fund.failed',
    message: `A card payment of ${formatKobo(event.amount)} arrived after its checkout expired: it is refunded to the card, not added to the wallet.`,
  });
}

/** Applies a verified provider event exactly once. */
export async function applyFundingEvent(
  deps: Pick<WalletDeps, 'db' | 'funding'>,
  event: FundingEvent,
): Promise<CallbackOutcome> {
  return transact(deps.db, async (tx) => {
    if (event.type === 'checkout') {
      const row = await fundingQ.lockFundingOfProvider(tx, deps.funding.name, event.providerReference);
      if (!row) return 'unknown';
      const now = new Date();
      // Past its life a checkout is expired whether or not the sweep has run: never credited.
      if (row.status === 'pending' && checkoutExpired(row, now)) {
        await expire(tx, row, now);
        row.status = 'failed';
        row.failureReason = FUNDING_EXPIRED_REASON;
      }
      if (
        row.status === 'failed' &&
        row.failureReason === FUNDING_EXPIRED_REASON &&
        event.status === 'successful'
      ) {
        await latePayment(tx, row, event);
        return 'failed';
      }
      if (row.status !== 'pending') return 'duplicate';
      return settle(tx, row, event);
    }
    const wallet = await fundingQ.walletAccountByNumber(tx, event.accountNumber ?? '');
    if (!wallet) return 'unknown';
    const reference = newReference('TRF', 16);
    const narration = event.narration?.trim() || `Transfer from ${event.sender.name ?? 'a bank account'}`;
    const row = await fundingQ.insertFundingOnce(tx, {
      companyId: wallet.companyId,
      walletId: wallet.id,
      reference,
      channel: 'bank_transfer',
      amount: event.amount,
      provider: deps.funding.name,
      providerReference: event.providerReference,
      senderName: event.sender.name,
      senderBank: event.sender.bank,
      senderAccount: event.sender.account,
      narration,
    });
    if (!row) return 'duplicate';
    if (wallet.status === 'closed') {
      // A real bank would return the money to the sender; the wallet is not credited.
      return settle(tx, row, { ...event, status: 'failed' });
    }
    return settle(tx, row, event);
  });
}

/** The funding's status; a pending checkout is checked with the provider (and settled if it has finished). */
export async function verifyFunding(
  deps: Pick<WalletDeps, 'db' | 'funding'>,
  companyId: string,
  reference: string,
): Promise<Funding> {
  const read = async () => {
    const row = await fundingQ.findFunding(deps.db, companyId, reference);
    if (!row) throw new NotFound('Funding');
    return row;
  };
  let row = await read();
  if (row.status === 'pending' && checkoutExpired(row)) {
    // Read time does what the sweep would: an expired checkout says so at once.
    await transact(deps.db, async (tx) => {
      const locked = await fundingQ.lockFunding(tx, companyId, row.id);
      if (locked?.status === 'pending' && checkoutExpired(locked)) await expire(tx, locked, new Date());
    });
    row = await read();
  }
  if (row.status === 'pending' && row.channel === 'card') {
    const event = await deps.funding.fetchPayment(row.providerReference);
    if (event) {
      await applyFundingEvent(deps, event);
      row = await read();
    }
  }
  return toFunding(deps.db, row);
}

/** The business and wallet behind an account number, for the operator console. */
export async function findAccountName(db: Executor, accountNumber: string) {
  const row = await fundingQ.accountNameOf(db, accountNumber);
  if (!row) throw new NotFound('Account number');
  return row;
}
