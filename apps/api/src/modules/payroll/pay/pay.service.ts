// Paying salaries (/payroll/{id}/pay-salary): the quote (total with fees), then — with the PIN, once per
// Idempotency-Key — every unpaid line goes out as a bank transfer through the payout pipeline (its line numbers are
// the run's, so a line's transfer is unique per batch and line; payroll's handler marks it paid when it settles). A line is 'pending' from the
// transaction that puts it in a batch, so a second click, a retry or a restart cannot send it again; only a
// failed or reversed line can be retried, as a new batch. The run completes when every line is paid or skipped.
import {
  formatPeriod,
  PAYROLL_RUN_MESSAGES,
  PAYROLL_RUN_PATHS,
  type PayrollRun,
  type PaySalaryQuote,
} from '@paydesk/contracts';
import type { Tx } from '@paydesk/db';
import type { Caller } from '../../../http/route-kit.ts';
import { Conflict, NotFound } from '../../../lib/errors.ts';
import { once, requestFingerprint } from '../../../lib/idempotency.ts';
import type { AfterCommit } from '../../../lib/transaction.ts';
import { recordCallerAudit } from '../../../platform/audit/audit-actor.ts';
import { payoutFees, startPayoutBatch } from '../../payments/index.ts';
import { getWallet, verifyTransactionPin } from '../../wallets/index.ts';
import * as iq from '../compute/inputs.queries.ts';
import * as lq from '../compute/lines.queries.ts';
import { recordSettledRecoveries } from '../compute/on-demand-recovery.ts';
import type { PayrollDeps } from '../payroll-deps.ts';
import { completeIfSettled } from '../runs/run-completion.ts';
import { runView } from '../runs/run-views.ts';
import * as rq from '../runs/runs.queries.ts';
import { mustFindRun } from '../runs/runs.service.ts';
import * as pq from './line-payments.queries.ts';
import { gateSalaryPayment } from './salary-approval.ts';

const payable = (line: pq.PayLine) => line.netPay > 0 && !!line.bankCode && !!line.accountNumber;

export async function salaryQuote(
  deps: PayrollDeps,
  companyId: string,
  id: string,
  sourceWalletId: string | undefined,
): Promise<PaySalaryQuote> {
  await mustFindRun(deps.db, companyId, id);
  // A quote reads; it locks nothing.
  const lines = await pq.linesToPay(
    deps.db,
    companyId,
    id,
    ['unpaid', 'failed', 'reversed'],
    undefined,
    false,
  );
  const toPay = lines.filter(payable);
  const fees = await payoutFees(
    deps.db,
    companyId,
    toPay.map((l) => l.netPay),
  );
  const netPayKobo = toPay.reduce((s, l) => s + l.netPay, 0);
  const feesKobo = fees.reduce((s, f) => s + f, 0);
  let wallet: PaySalaryQuote['wallet'] = null;
  if (sourceWalletId) {
    const row = await getWallet(deps.db, companyId, sourceWalletId);
    wallet = {
      _id: row.id,
      name: row.name,
      availableKobo: row.balance,
      sufficient: row.balance >= netPayKobo + feesKobo,
    };
  }
  return {
    payableCount: toPay.length,
    netPayKobo,
    feesKobo,
    totalKobo: netPayKobo + feesKobo,
    skippedCount: lines.length - toPay.length,
    wallet,
  };
}

/** A line goes again to the employee's bank account as it is now (corrected since the failure), when confirmed. */
async function withCurrentBanks(tx: Tx, companyId: string, lines: pq.PayLine[]) {
  const banks = new Map(
    (
      await iq.currentBanks(
        tx,
        companyId,
        lines.map((l) => l.employeeId),
      )
    ).map((b) => [b.id, b]),
  );
  const out: pq.PayLine[] = [];
  for (const line of lines) {
    const bank = banks.get(line.employeeId);
    if (bank && bank.nameCheck === 'matched' && bank.accountNumber !== line.accountNumber) {
      const patch = {
        bankCode: bank.bankCode,
        bankName: bank.bankName,
        accountNumber: bank.accountNumber,
        accountName: bank.accountName || null,
      };
      await lq.updateLine(tx, line, patch);
      out.push({ ...line, ...patch });
    } else out.push(line);
  }
  return out;
}

type Answer = {
  status: number;
  body: { message: string; data: PayrollRun | { requestId: string; status: 'pending' } };
};

/**
 * Puts lines into a new payout batch (marking them pending in the same transaction). `every`: the lines are all
 * the run's unpaid lines, locked by the caller, so they are marked by state in one statement (an id list of
 * 100,000 lines took 20 statements and 15 s).
 */
async function sendLines(
  tx: Tx,
  deps: Pick<PayrollDeps, 'config' | 'jobs' | 'payouts'>,
  run: rq.RunRow,
  memberId: string,
  lines: pq.PayLine[],
  sourceWalletId: string,
  afterCommit: AfterCommit,
  every = false,
) {
  const batch = await startPayoutBatch(
    tx,
    deps,
    {
      owner: 'payroll.salary',
      companyId: run.companyId,
      memberId,
      sourceWalletId,
      label: `Salaries: ${run.name}`,
      lines: lines.map((l) => ({
        lineNo: l.lineNo,
        ownerRef: l.id,
        bankCode: l.bankCode!,
        bankName: l.bankName,
        accountNumber: l.accountNumber!,
        accountName: l.accountName ?? '',
        amount: l.netPay,
        // The period as people read it (issue 29: 'Nov 2026', never '2026-11'); the narration shows on statements.
        narration: `Salary ${formatPeriod(run.periodEnd.slice(0, 7))} ${run.name}`.slice(0, 100),
      })),
    },
    afterCommit,
  );
  if (every) await pq.markUnpaidPending(tx, run.companyId, run.id, batch.batchId);
  else
    for (const attempt of new Set(lines.map((l) => l.paymentAttempts))) {
      const ids = lines.filter((l) => l.paymentAttempts === attempt).map((l) => l.id);
      await pq.markPaymentState(tx, run.companyId, run.id, ids, {
        paymentState: 'pending',
        paymentBatchId: batch.batchId,
        paymentAttempts: attempt + 1,
        transferId: null,
        transferReference: null,
        failureReason: null,
      });
    }
  return batch;
}

/**
 * Every unpaid line into one payout batch (skipped: nothing to pay or no account); the run is then paying. The caller
 * holds the run's row lock (the pay request and the approval's executor both lock it), so no other writer changes
 * these lines' states meanwhile: they are read without row locks. A line left with nothing to pay once its
 * on-demand recovery was taken is settled here: its recovery is recorded now.
 */
export async function startSalaryPayment(
  tx: Tx,
  deps: Pick<PayrollDeps, 'config' | 'jobs' | 'payouts' | 'mailer' | 'recoveries' | 'onEffectError'>,
  run: rq.RunRow,
  memberId: string,
  sourceWalletId: string,
  afterCommit: AfterCommit,
) {
  const lines = await pq.linesToPay(tx, run.companyId, run.id, ['unpaid'], undefined, false);
  const toPay = lines.filter(payable);
  const skipped = lines.filter((l) => !payable(l)).map((l) => l.id);
  await pq.markPaymentState(tx, run.companyId, run.id, skipped, { paymentState: 'skipped' });
  await recordSettledRecoveries(
    tx,
    deps.recoveries,
    run,
    lines.filter((l) => l.netPay === 0).map((l) => l.id),
  );
  const batch = toPay.length
    ? await sendLines(tx, deps, run, memberId, toPay, sourceWalletId, afterCommit, true)
    : null;
  const paying = await rq.updateRun(tx, run, {
    status: 'processing',
    // Every line is now paid, skipped or in the batch: those in it are what is left to settle.
    openLines: toPay.length,
    sourceWalletId,
    paymentBatchId: batch?.batchId ?? null,
    payStartedAt: new Date(),
  });
  // Nothing to send (every line skipped): no payout will complete the run, so it completes now.
  if (!batch && (await completeIfSettled(tx, deps, run.companyId, run.id, afterCommit)))
    return { paying: await mustFindRun(tx, run.companyId, run.id), toPay: 0, skipped: skipped.length, batch };
  return { paying, toPay: toPay.length, skipped: skipped.length, batch };
}

/** The payment no workflow covers: every unpaid line goes out now, audited as the caller. */
async function payNow(
  tx: Tx,
  deps: PayrollDeps,
  caller: Caller,
  run: rq.RunRow,
  sourceWalletId: string,
  afterCommit: AfterCommit,
): Promise<Answer> {
  const { paying, toPay, skipped, batch } = await startSalaryPayment(
    tx,
    deps,
    run,
    caller.auth.memberId,
    sourceWalletId,
    afterCommit,
  );
  await recordCallerAudit(tx, caller, {
    action: 'payroll.salaries.pay',
    target: { type: 'payroll-run', id: run.id },
    outcome: 'success',
    metadata: {
      sourceWalletId,
      lines: toPay,
      skipped,
      totalAmount: batch?.totalAmount ?? 0,
      totalFees: batch?.totalFees ?? 0,
      batchId: batch?.batchId ?? null,
    },
  });
  return {
    status: 202,
    body: { message: PAYROLL_RUN_MESSAGES.paymentStarted, data: await runView(tx, paying) },
  };
}

export async function paySalaries(
  deps: PayrollDeps,
  caller: Caller,
  id: string,
  body: { sourceWalletId: string; pin: string },
  idempotencyKey: string,
) {
  const { companyId } = caller.auth;
  const fingerprint = requestFingerprint('POST', PAYROLL_RUN_PATHS.paySalary, {
    id,
    sourceWalletId: body.sourceWalletId,
  });
  await verifyTransactionPin(deps, caller, body.pin);
  return once<Answer['body']>(
    deps.db,
    { companyId, key: idempotencyKey, fingerprint },
    async (tx, afterCommit) => {
      const run = await mustFindRun(tx, companyId, id, true);
      if (run.status === 'processing' || run.status === 'completed')
        throw new Conflict(PAYROLL_RUN_MESSAGES.alreadyPaying);
      if (run.status !== 'approved') throw new Conflict(PAYROLL_RUN_MESSAGES.notApproved);
      await getWallet(tx, companyId, body.sourceWalletId);
      return gateSalaryPayment(tx, deps, caller, run, body.sourceWalletId, idempotencyKey, afterCommit, () =>
        payNow(tx, deps, caller, run, body.sourceWalletId, afterCommit),
      );
    },
    deps.onEffectError,
  );
}

export async function retrySalaries(
  deps: PayrollDeps,
  caller: Caller,
  id: string,
  body: { pin: string; lineIds?: string[] | undefined },
  idempotencyKey: string,
) {
  const { companyId, memberId } = caller.auth;
  const fingerprint = requestFingerprint('POST', PAYROLL_RUN_PATHS.retrySalary, {
    id,
    lineIds: body.lineIds ?? null,
  });
  await verifyTransactionPin(deps, caller, body.pin);
  return once<Answer['body']>(
    deps.db,
    { companyId, key: idempotencyKey, fingerprint },
    async (tx, afterCommit) => {
      const run = await mustFindRun(tx, companyId, id, true);
      if (run.status !== 'processing' || !run.sourceWalletId)
        throw new Conflict(PAYROLL_RUN_MESSAGES.nothingToRetry);
      // Only lines whose money is back (refused at posting, or failed and reversed) go again.
      const failed = await pq.linesToPay(tx, companyId, id, ['failed', 'reversed'], body.lineIds);
      const lines = (await withCurrentBanks(tx, companyId, failed)).filter(payable);
      if (body.lineIds && lines.length !== body.lineIds.length) throw new NotFound('Failed payroll line');
      if (lines.length === 0) throw new Conflict(PAYROLL_RUN_MESSAGES.nothingToRetry);
      const batch = await sendLines(tx, deps, run, memberId, lines, run.sourceWalletId, afterCommit);
      await recordCallerAudit(tx, caller, {
        action: 'payroll.salaries.retry',
        target: { type: 'payroll-run', id },
        outcome: 'success',
        metadata: { lines: lines.length, batchId: batch.batchId, totalAmount: batch.totalAmount },
      });
      return {
        status: 202,
        body: { message: PAYROLL_RUN_MESSAGES.retryStarted, data: await runView(tx, run) },
      };
    },
    deps.onEffectError,
  );
}
