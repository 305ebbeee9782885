// Moving money between two of the business's own wallets: one journal entry, two history lines, under the
// request's Idempotency-Key, after the transaction PIN and within the limits. Either all of it happens or none.
import type { MoveMoneyRequest } from '@paydesk/contracts';
import { WALLET_PATHS } from '@paydesk/contracts';
import type { Caller } from '../../../http/route-kit.ts';
import { WalletUnavailable } from '../../../lib/errors.ts';
import { once, requestFingerprint } from '../../../lib/idempotency.ts';
import { newReference } from '../../../lib/references.ts';
import { recordCallerAudit } from '../../../platform/audit/audit-actor.ts';
import { postEntryDetailed } from '../../ledger/index.ts';
import { assertWithinLimits } from '../security/limits.service.ts';
import { verifyTransactionPin } from '../security/pin.service.ts';
import { getTransaction, insertLines } from '../transactions/transactions.queries.ts';
import type { WalletDeps } from '../wallet-deps.ts';
import { getWallet } from './accounts.queries.ts';

export async function moveMoney(
  deps: Pick<WalletDeps, 'db' | 'config' | 'onEffectError'>,
  caller: Caller,
  body: MoveMoneyRequest,
  idempotencyKey: string,
) {
  const { companyId, memberId } = caller.auth;
  const { pin, ...request } = body;
  // The PIN is never part of the stored fingerprint.
  const fingerprint = requestFingerprint('PATCH', WALLET_PATHS.move, request);
  await verifyTransactionPin(deps, caller, pin);
  return once(deps.db, { companyId, key: idempotencyKey, fingerprint }, async (tx) => {
    const source = await getWallet(tx, companyId, request.sourceWalletId);
    const destination = await getWallet(tx, companyId, request.destinationWalletId);
    if (destination.status === 'closed') {
      throw new WalletUnavailable(`${destination.name} is closed and cannot receive money`);
    }
    await assertWithinLimits(tx, companyId, memberId, request.amount);
    const reference = newReference('MOV');
    const narration = request.narration ?? `Move from ${source.name} to ${destination.name}`;
    const posted = await postEntryDetailed(tx, {
      companyId,
      kind: 'move',
      description: narration,
      reference,
      postings: [
        { accountId: source.id, amount: -request.amount },
        { accountId: destination.id, amount: request.amount },
      ],
    });
    const now = new Date();
    const common = {
      companyId,
      entryId: posted.entryId,
      amount: request.amount,
      status: 'successful' as const,
      reference,
      narration,
      initiatedBy: memberId,
      completedAt: now,
      metadata: { idempotencyKey },
    };
    const [out, into] = await insertLines(tx, [
      {
        ...common,
        walletId: source.id,
        type: 'move_out',
        direction: 'debit',
        counterpartyName: destination.name,
        counterpartyAccount: destination.accountNumber,
        balanceAfter: posted.balances.get(source.id) ?? null,
      },
      {
        ...common,
        walletId: destination.id,
        type: 'move_in',
        direction: 'credit',
        counterpartyName: source.name,
        counterpartyAccount: source.accountNumber,
        balanceAfter: posted.balances.get(destination.id) ?? null,
      },
    ]);
    await recordCallerAudit(tx, caller, {
      action: 'wallet.move',
      target: { type: 'wallet', id: source.id },
      outcome: 'success',
      metadata: { amount: request.amount, reference, destinationWalletId: destination.id },
    });
    return {
      status: 200,
      body: {
        message: 'Money moved',
        data: {
          reference,
          amount: request.amount,
          source: await getTransaction(tx, companyId, out!.id),
          destination: await getTransaction(tx, companyId, into!.id),
        },
      },
    };
  });
}
