// One sweep of a rule on its date (a pg-boss job per sweep; a minute cron sends the due ones). The rule and the wallet
// are locked, so sweeps never overlap and the balance read is the balance debited; a sweep happens only while the
// rule is active and the date is its next one; the sweep row is unique per (rule, date) and the transfer carries the
// idempotency key `sweep:<rule>:<date>`, so a doubled, retried or restarted job moves money once. The balance above
// the floor moves less the transfer fee (the wallet never ends under its floor); at or under the floor nothing moves.
// The transfer is posted by the payments face (postTransfer: limits, guarded debit, clearing, history) in a
// savepoint: a refusal is recorded with its reason and the rule moves on to its next date.
import type { Database, Tx } from '@paydesk/db';
import { formatKobo } from '@paydesk/money';
import type { AppConfig } from '../../config.ts';
import { BadRequest, DomainError } from '../../lib/errors.ts';
import { addDays } from '../../lib/lagos-time.ts';
import { transact } from '../../lib/transaction.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { notify } from '../../platform/notifications/notifications.service.ts';
import { feeBandsOf, postTransfer, type RailTransfer, transferFee } from '../payments/index.ts';
import { getWallet } from '../wallets/index.ts';
import * as q from './settlements.queries.ts';
import { nextSweepOnOrAfter } from './sweep-rules.service.ts';

export interface SweepTarget {
  companyId: string;
  sweepRuleId: string;
  runDate: string;
}

export type SweepResult = 'moved' | 'nothing' | 'failed' | 'skipped';

export const sweepKey = (target: Pick<SweepTarget, 'sweepRuleId' | 'runDate'>) =>
  `sweep:${target.sweepRuleId}:${target.runDate}`;

/** The most that can move out of `excess` with its fee paid from the same excess. */
export function sweepAmount(
  excess: number,
  feeOf: (amount: number) => number,
): { amount: number; fee: number } {
  if (excess <= 0) return { amount: 0, fee: 0 };
  const first = excess - feeOf(excess);
  // A smaller amount may fall in a cheaper fee band: take the larger amount that still fits.
  const second = excess - feeOf(first);
  const amount = second > first && second + feeOf(second) <= excess ? second : first;
  return amount > 0 ? { amount, fee: feeOf(amount) } : { amount: 0, fee: 0 };
}

export async function runSweep(
  deps: {
    db: Database;
    config: AppConfig;
    handOff: (transfers: RailTransfer[]) => void;
    onEffectError?: (error: unknown) => void;
  },
  target: SweepTarget,
): Promise<SweepResult> {
  return transact(
    deps.db,
    async (tx, afterCommit) => {
      const rule = await q.findRule(tx, target.companyId, target.sweepRuleId, true);
      if (rule?.status !== 'active' || rule.nextRunDate !== target.runDate) return 'skipped';
      if (await q.findSweep(tx, rule.companyId, rule.id, target.runDate)) return 'skipped';
      const account = await q.findAccountEvenRemoved(tx, rule.companyId, rule.settlementAccountId);
      const wallet = await getWallet(tx, rule.companyId, rule.walletId, { lock: true });
      const bands = await feeBandsOf(tx, rule.companyId);
      const { amount, fee } = sweepAmount(wallet.balance - rule.floor, (a) => transferFee(bands, 'bank', a));
      let transfer: Awaited<ReturnType<typeof postTransfer>> | null = null;
      let failureReason: string | null = null;
      if (amount > 0) {
        try {
          if (account?.status !== 'active') throw new BadRequest('The settlement account was removed');
          transfer = await tx.transaction((sp) =>
            postTransfer(
              sp as Tx,
              {
                companyId: rule.companyId,
                memberId: rule.createdBy,
                sourceWalletId: rule.walletId,
                account: {
                  channel: 'bank',
                  bankCode: account.bankCode,
                  bankName: account.bankName,
                  accountNumber: account.accountNumber,
                  accountName: account.accountName,
                },
                amount,
                fee,
                narration: `Settlement sweep ${target.runDate}`,
                idempotencyKey: sweepKey(target),
                approvalRequestId: rule.approvalRequestId,
              },
              { sessionInstitution: deps.config.WALLET_BANK_CODE },
            ),
          );
        } catch (error) {
          // Limits, a frozen wallet, a removed account: recorded; anything else retries the job.
          if (!(error instanceof DomainError) || error.statusCode >= 500) throw error;
          failureReason = error.message;
        }
      }
      const status = transfer ? 'moved' : failureReason ? 'failed' : 'nothing';
      await q.insertSweep(tx, {
        companyId: rule.companyId,
        sweepRuleId: rule.id,
        runDate: target.runDate,
        status,
        balanceBefore: wallet.balance,
        amount: transfer ? amount : 0,
        fee: transfer ? fee : 0,
        transferId: transfer?.id ?? null,
        reference: transfer?.reference ?? null,
        failureReason,
      });
      await q.updateRule(tx, rule, {
        lastRunDate: target.runDate,
        nextRunDate: nextSweepOnOrAfter(rule, addDays(target.runDate, 1)),
      });
      await recordAudit(tx, {
        companyId: rule.companyId,
        actor: { type: 'system', label: 'Settlement sweeps' },
        action: 'settings.sweep.run',
        target: { type: 'sweep-rule', id: rule.id },
        outcome: status === 'failed' ? 'failure' : 'success',
        metadata: {
          runDate: target.runDate,
          status,
          balanceBefore: wallet.balance,
          amount: transfer ? amount : 0,
          ...(transfer ? { reference: transfer.reference } : {}),
          ...(failureReason ? { reason: failureReason } : {}),
        },
      });
      if (failureReason) {
        await notify(tx, {
          companyId: rule.companyId,
          recipients: 'all-members',
          kind: 'payments.settlement-sweep.failed',
          message: `Settlement sweep of ${formatKobo(amount)} to ${account?.accountName ?? 'the settlement account'} for ${target.runDate} failed: ${failureReason}`,
          link: '/settings/settlements',
        });
        return 'failed';
      }
      if (!transfer) return 'nothing';
      const made = transfer;
      afterCommit(() => deps.handOff([made]));
      return 'moved';
    },
    deps.onEffectError,
  );
}
