// Moving money between two of the business's own wallets: one movement (a move_out and a move_in line), under the
// request's Idempotency-Key, after the transaction PIN and within the limits. Either all of it happens or none.
// Gated as 'wallet.move' (architecture rule 11).
import type { MoveMoneyRequest } from '@paydesk/contracts';
import { WALLET_PATHS } from '@paydesk/contracts';
import type { Tx } from '@paydesk/db';
import type { Caller } from '../../../http/route-kit.ts';
import { BadRequest, WalletUnavailable } from '../../../lib/errors.ts';
import { once, requestFingerprint } from '../../../lib/idempotency.ts';
import { newReference } from '../../../lib/references.ts';
import { recordCallerAudit } from '../../../platform/audit/audit-actor.ts';
import { type ApprovalRegistry, gateOrRun, pendingRequest } from '../../approvals/index.ts';
import { move, walletCredit, walletDebit } from '../../ledger/index.ts';
import { executionCaller } from '../approval-caller.ts';
import { verifyTransactionPin } from '../security/pin.service.ts';
import { getTransactionOfEntry } from '../transactions/transactions.queries.ts';
import type { WalletDeps } from '../wallet-deps.ts';
import { getWallet } from './accounts.queries.ts';

/** What a gated move stores as its request's payload (the PIN never is). */
export interface WalletMovePayload {
  kind: 'wallet.move';
  sourceWalletId: string;
  destinationWalletId: string;
  amount: number;
  narration?: string | undefined;
}

declare module '../../approvals/index.ts' {
  interface GateableActions {
    'wallet.move': WalletMovePayload;
  }
}

const formatNaira = (kobo: number) =>
  `₦${(kobo / 100).toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * Moves money between two wallets of the business, as a single transfer. When an enabled workflow covers it, the
 * move becomes an approval request (202) and nothing moves; the last approval runs `performMove` through the
 * registry, where the balance and the initiator's limits are checked at that moment.
 */
export async function moveMoney(
  deps: Pick<WalletDeps, 'db' | 'config' | 'onEffectError' | 'approvals'>,
  caller: Caller,
  body: MoveMoneyRequest,
  idempotencyKey: string,
) {
  const { companyId } = caller.auth;
  const { pin, ...request } = body;
  // The PIN is never part of the stored fingerprint.
  const fingerprint = requestFingerprint('PATCH', WALLET_PATHS.move, request);
  await verifyTransactionPin(deps, caller, pin);
  return once<{ message: string; data: unknown }>(
    deps.db,
    { companyId, key: idempotencyKey, fingerprint },
    async (tx, afterCommit) => {
      if (deps.approvals) {
        // Wallets of another business are refused before a request is stored.
        await getWallet(tx, companyId, request.sourceWalletId);
        await getWallet(tx, companyId, request.destinationWalletId);
      }
      const outcome = await gateOrRun(
        tx,
        {
          gate: deps.approvals?.gate,
          caller,
          action: 'wallet.move',
          idempotencyKey,
          amountKobo: request.amount,
          sourceWalletId: request.sourceWalletId,
          payload: { kind: 'wallet.move', ...request },
          afterCommit,
          requested: {
            action: 'wallet.move.requested',
            metadata: { amount: request.amount, sourceWalletId: request.sourceWalletId },
          },
        },
        () => performMove(tx, caller, request, idempotencyKey),
      );
      return outcome.gated
        ? {
            status: 202,
            body: {
              message: 'Sent for approval',
              data: { approvalRequest: pendingRequest(outcome.requestId) },
            },
          }
        : { status: 200, body: { message: 'Money moved', data: outcome.result } };
    },
    deps.onEffectError,
  );
}

/** The move itself, in the caller's transaction: the same code for an ungated move and an approved request. */
export async function performMove(
  tx: Tx,
  caller: Caller,
  request: Omit<WalletMovePayload, 'kind'>,
  idempotencyKey: string,
) {
  const { companyId, memberId } = caller.auth;
  const source = await getWallet(tx, companyId, request.sourceWalletId);
  const destination = await getWallet(tx, companyId, request.destinationWalletId);
  if (destination.status === 'closed') {
    throw new WalletUnavailable(`${destination.name} is closed and cannot receive money`);
  }
  const reference = newReference('MOV');
  const narration = request.narration ?? `Move from ${source.name} to ${destination.name}`;
  const line = { narration, initiatedBy: memberId, metadata: { idempotencyKey } };
  const { entryId } = await move(tx, {
    companyId,
    kind: 'move',
    reference,
    description: narration,
    legs: [
      walletDebit(source.id, request.amount, {
        ...line,
        type: 'move_out',
        counterparty: { name: destination.name, account: destination.accountNumber },
      }),
      walletCredit(destination.id, request.amount, {
        ...line,
        type: 'move_in',
        counterparty: { name: source.name, account: source.accountNumber },
      }),
    ],
  });
  await recordCallerAudit(tx, caller, {
    action: 'wallet.move',
    target: { type: 'wallet', id: source.id },
    outcome: 'success',
    metadata: { amount: request.amount, reference, destinationWalletId: destination.id },
  });
  return {
    reference,
    amount: request.amount,
    source: await getTransactionOfEntry(tx, companyId, entryId, source.id),
    destination: await getTransactionOfEntry(tx, companyId, entryId, destination.id),
  };
}

/** Registers the move's executor: the approved request runs `performMove` as its initiator. */
export function registerMoveExecutor(registry: ApprovalRegistry) {
  registry.register('wallet.move', {
    describe: (p) => `Move ${formatNaira(p.amount)} between own wallets`,
    revise: (payload, change) => {
      if (change.amount === undefined) throw new BadRequest('Change the amount of this move');
      return { payload: { ...payload, amount: change.amount }, amountKobo: change.amount };
    },
    execute: async (ctx, payload) => {
      const { kind: _kind, ...request } = payload;
      return performMove(ctx.tx, executionCaller(ctx), request, `approval:${ctx.requestId}`);
    },
  });
}
