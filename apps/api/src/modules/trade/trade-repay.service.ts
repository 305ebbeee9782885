// Repaying an advance, all or part, from a wallet of the business: after the transaction PIN, under the request's
// Idempotency-Key, one balanced entry (wallet −x, trade advances +x) guarded by the wallet's balance. The advance
// is locked so repayments take turns; more than is owed is refused; nothing left owing makes it repaid.
import {
  ErrorCode,
  TRADE_MESSAGES,
  TRADE_PATHS,
  type TradeAdvance,
  type TradeRepayRequest,
} from '@paydesk/contracts';
import { formatKobo } from '@paydesk/money';
import type { Caller } from '../../http/route-kit.ts';
import { Conflict, DomainError, NotFound } from '../../lib/errors.ts';
import { once, requestFingerprint } from '../../lib/idempotency.ts';
import { newReference } from '../../lib/references.ts';
import { recordCallerAudit } from '../../platform/audit/audit-actor.ts';
import { notify } from '../../platform/notifications/notifications.service.ts';
import { ensureSystemAccounts, move, walletDebit } from '../ledger/index.ts';
import { ensureMainWallet, getWallet, verifyTransactionPin } from '../wallets/index.ts';
import * as q from './trade.queries.ts';
import { assertTradeAllowed } from './trade.service.ts';
import type { TradeDeps } from './trade-deps.ts';
import { advanceView, owedOn } from './trade-view.ts';

export class MoreThanOwed extends DomainError {
  constructor(owed: number) {
    const message = `${TRADE_MESSAGES.moreThanOwed} You owe ${formatKobo(owed)}.`;
    super(422, ErrorCode.validation, message, { amount: [message] });
  }
}

export async function repayAdvance(
  deps: Pick<TradeDeps, 'db' | 'config' | 'onEffectError'>,
  caller: Caller,
  id: string,
  body: TradeRepayRequest,
  idempotencyKey: string,
) {
  const { companyId, memberId } = caller.auth;
  await assertTradeAllowed(deps.db, companyId);
  const { pin, ...request } = body;
  const fingerprint = requestFingerprint('POST', TRADE_PATHS.repay(id), request);
  // Not found before the PIN, so a wrong id never costs an attempt.
  if (!(await q.findAdvance(deps.db, companyId, id))) throw new NotFound('Trade advance');
  await verifyTransactionPin(deps, caller, pin);
  const main = request.walletId ? undefined : await ensureMainWallet(deps.db, deps.config, companyId);
  return once<{ message: string; data: TradeAdvance }>(
    deps.db,
    { companyId, key: idempotencyKey, fingerprint },
    async (tx) => {
      const advance = await q.lockAdvance(tx, companyId, id);
      if (!advance) throw new NotFound('Trade advance');
      if (advance.status !== 'disbursed' && advance.status !== 'overdue')
        throw new Conflict(`This advance is ${advance.status.replace('_', ' ')}; there is nothing to repay.`);
      const owed = owedOn(advance);
      if (request.amount > owed) throw new MoreThanOwed(owed);
      const wallet = await getWallet(tx, companyId, request.walletId ?? main?.id ?? '');
      const system = await ensureSystemAccounts(tx, companyId);
      const reference = newReference('TRP');
      const narration = `Repayment of trade advance ${advance.reference}`;
      const { entryId } = await move(tx, {
        companyId,
        kind: 'trade.repayment',
        reference,
        description: narration,
        legs: [
          walletDebit(wallet.id, request.amount, {
            type: 'trade_repayment',
            narration,
            counterparty: { name: 'Paydesk trade finance' },
            initiatedBy: memberId,
            channel: 'system',
            metadata: { idempotencyKey },
          }),
          { account: system.trade_advances, amount: request.amount },
        ],
      });
      const now = new Date();
      await q.insertRepayment(tx, {
        companyId,
        advanceId: id,
        reference,
        amount: request.amount,
        walletId: wallet.id,
        entryId,
        paidBy: memberId,
      });
      const repaidAmount = advance.repaidAmount + request.amount;
      const settled = request.amount === owed;
      await q.updateAdvance(tx, companyId, id, {
        repaidAmount,
        ...(settled ? { status: 'repaid' as const, repaidAt: now } : {}),
      });
      await recordCallerAudit(tx, caller, {
        action: 'trade.advance.repay',
        target: { type: 'trade-advance', id },
        outcome: 'success',
        metadata: { amount: request.amount, reference, walletId: wallet.id, fullyRepaid: settled },
      });
      if (settled)
        await notify(tx, {
          companyId,
          recipients: 'all-members',
          kind: 'trade.repaid',
          message: `Your trade advance on invoice ${advance.invoiceNumber} is fully repaid.`,
          link: `/trade?advance=${id}`,
        });
      const row = await q.findAdvance(tx, companyId, id);
      return {
        status: 200,
        body: {
          message: settled ? TRADE_MESSAGES.fullyRepaid : TRADE_MESSAGES.repaid,
          data: advanceView(row!, await q.repaymentsOf(tx, companyId, id)),
        },
      };
    },
    deps.onEffectError,
  );
}
