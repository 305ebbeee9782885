// One run of a recurring transfer on its date (a pg-boss job per run; a minute cron sends the due ones). The row is
// locked, so runs of one schedule never overlap; a run happens only while the schedule is active and the date is
// its next run; the run row is unique per (schedule, date) and the transfer carries the idempotency key
// `recurring:<id>:<date>`, so a doubled, retried or restarted job pays once. The transfer is posted by the same
// code as a single transfer (postTransfer: limits, guarded debit, clearing, history) in a savepoint: when the
// wallet, its limits or the account refuse it, the run is tried again by the retry policy (recurring-retry.ts:
// up to 3 more times within its day, under the same key); once none is left it is recorded as failed with the
// reason, the members are notified, and the schedule moves on to its next date.
import type { Database, Tx } from '@paydesk/db';
import { formatKobo } from '@paydesk/money';
import type { AppConfig } from '../../../config.ts';
import { DomainError, WalletUnavailable } from '../../../lib/errors.ts';
import { transact } from '../../../lib/transaction.ts';
import { recordAudit } from '../../../platform/audit/audit.service.ts';
import { notify } from '../../../platform/notifications/notifications.service.ts';
import type { TransferRail } from '../../../providers/banking/index.ts';
import { findWalletByAccountNumber } from '../../wallets/index.ts';
import type { PayoutRegistry } from '../rail/payout-registry.ts';
import { submitToRail } from '../rail/transfer-outcome.ts';
import { feeBandsOf, transferFee } from '../transfers/fees.ts';
import { postTransfer } from '../transfers/transfer-posting.ts';
import type { TransferRow } from '../transfers/transfers.queries.ts';
import {
  findRecurring,
  findRun,
  insertRun,
  type RecurringRow,
  updateRecurring,
} from './recurring.queries.ts';
import { nextRetryAt } from './recurring-retry.ts';
import { nextRunAfter } from './recurring-schedule.ts';

export interface RunTarget {
  companyId: string;
  recurringTransferId: string;
  runDate: string;
}

export type RunResult = 'paid' | 'failed' | 'retrying' | 'skipped';

export const runKey = (target: Pick<RunTarget, 'recurringTransferId' | 'runDate'>) =>
  `recurring:${target.recurringTransferId}:${target.runDate}`;

async function pay(tx: Tx, config: AppConfig, row: RecurringRow, target: RunTarget, fee: number) {
  const receiving = row.channel === 'wallet' ? await findWalletByAccountNumber(tx, row.accountNumber) : null;
  if (row.channel === 'wallet' && !receiving)
    throw new WalletUnavailable('The receiving wallet no longer exists');
  return postTransfer(
    tx,
    {
      companyId: row.companyId,
      memberId: row.createdBy,
      sourceWalletId: row.sourceWalletId,
      account: {
        channel: row.channel,
        bankCode: row.bankCode,
        bankName: row.bankName,
        accountNumber: row.accountNumber,
        accountName: row.accountName,
        ...(receiving ? { wallet: receiving.wallet } : {}),
      },
      amount: row.amount,
      fee,
      narration: row.narration,
      beneficiaryId: row.beneficiaryId,
      idempotencyKey: runKey(target),
      approvalRequestId: row.approvalRequestId,
    },
    { sessionInstitution: config.WALLET_BANK_CODE },
  );
}

export async function runRecurringTransfer(
  deps: {
    db: Database;
    config: AppConfig;
    rail: TransferRail;
    payouts: PayoutRegistry;
    onEffectError?: (error: unknown) => void;
  },
  target: RunTarget,
  now = new Date(),
): Promise<RunResult> {
  return transact(
    deps.db,
    async (tx, afterCommit) => {
      const row = await findRecurring(tx, target.companyId, target.recurringTransferId, true);
      if (row?.status !== 'active' || row.nextRunDate !== target.runDate) return 'skipped';
      if (row.retryAt && row.retryAt > now) return 'skipped';
      if (await findRun(tx, row.companyId, row.id, target.runDate)) return 'skipped';
      const fee = transferFee(await feeBandsOf(tx, row.companyId), row.channel, row.amount);
      let transfer: TransferRow | null = null;
      let failureReason: string | null = null;
      try {
        transfer = await tx.transaction((sp) => pay(sp as Tx, deps.config, row, target, fee));
      } catch (error) {
        // Funds, limits, a frozen wallet, a vanished account: recorded; anything else retries the job.
        if (!(error instanceof DomainError) || error.statusCode >= 500) throw error;
        failureReason = error.message;
      }
      const retryAt = transfer ? null : nextRetryAt(row.retryAttempts, target.runDate, now);
      if (retryAt) {
        await updateRecurring(tx, row, { retryAttempts: row.retryAttempts + 1, retryAt });
        await recordAudit(tx, {
          companyId: row.companyId,
          actor: { type: 'system', label: 'Recurring transfers' },
          action: 'payments.recurring.run',
          target: { type: 'recurring-transfer', id: row.id },
          outcome: 'failure',
          metadata: {
            runDate: target.runDate,
            amount: row.amount,
            reason: failureReason,
            attempt: row.retryAttempts + 1,
            retryAt: retryAt.toISOString(),
          },
        });
        return 'retrying';
      }
      const attempts = row.retryAttempts + 1;
      await insertRun(tx, {
        companyId: row.companyId,
        recurringTransferId: row.id,
        runDate: target.runDate,
        status: transfer ? 'paid' : 'failed',
        amount: row.amount,
        fee: transfer ? fee : 0,
        transferId: transfer?.id ?? null,
        failureReason,
      });
      const runs = row.runsMade + row.runsFailed + 1;
      const next = nextRunAfter(row, target.runDate, runs);
      await updateRecurring(tx, row, {
        ...(transfer ? { runsMade: row.runsMade + 1 } : { runsFailed: row.runsFailed + 1 }),
        lastRunDate: target.runDate,
        nextRunDate: next,
        retryAttempts: 0,
        retryAt: null,
        ...(next ? {} : { status: 'completed' as const }),
      });
      await recordAudit(tx, {
        companyId: row.companyId,
        actor: { type: 'system', label: 'Recurring transfers' },
        action: 'payments.recurring.run',
        target: { type: 'recurring-transfer', id: row.id },
        outcome: transfer ? 'success' : 'failure',
        metadata: {
          runDate: target.runDate,
          amount: row.amount,
          attempt: attempts,
          ...(transfer ? { reference: transfer.reference } : { reason: failureReason }),
        },
      });
      if (!transfer) {
        await notify(tx, {
          companyId: row.companyId,
          recipients: 'all-members',
          kind: 'payments.recurring.failed',
          message: `Recurring transfer of ${formatKobo(row.amount)} to ${row.accountName} for ${target.runDate} failed${attempts > 1 ? ` after ${attempts} attempts` : ''}: ${failureReason}`,
          link: `/payments/transfers/recurring-transfers/${row.id}/history`,
        });
        return 'failed';
      }
      const made = transfer;
      afterCommit(() => submitToRail(deps, [made]));
      return 'paid';
    },
    deps.onEffectError,
  );
}
