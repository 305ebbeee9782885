// Paying a remittance (/payroll/{id}/pay-remittance/{remittanceId}): with the PIN, once per Idempotency-Key, the
// party's amount goes out as one bank transfer through the payments batch machinery. When an approval workflow
// covers 'payroll.remittance.payment', the request waits with nothing sent; the last stage's approval pays it as
// the member who asked, exactly once (a remittance already pending or paid refuses a second execution). The
// payroll sweep reads pending remittances back, so an approved one settles without a job of its own.
import { PAYROLL_RUN_MESSAGES, PAYROLL_RUN_PATHS, type Remittance } from '@paydesk/contracts';
import type { Tx } from '@paydesk/db';
import { formatKobo } from '@paydesk/money';
import type { Caller } from '../../../http/route-kit.ts';
import { Conflict, InsufficientFunds } from '../../../lib/errors.ts';
import { once, requestFingerprint } from '../../../lib/idempotency.ts';
import type { AfterCommit } from '../../../lib/transaction.ts';
import { recordAudit } from '../../../platform/audit/audit.service.ts';
import { recordCallerAudit } from '../../../platform/audit/audit-actor.ts';
import { type ApprovalRegistry, gateOrRun, pendingRequest } from '../../approvals/index.ts';
import { startPayoutBatch } from '../../payments/index.ts';
import { getWallet, verifyTransactionPin } from '../../wallets/index.ts';
import type { PayrollDeps } from '../payroll-deps.ts';
import * as mq from './remittances.queries.ts';
import {
  mustFindRemittance,
  partyFor,
  remittanceCost,
  unpayableReason,
  view,
} from './remittances.service.ts';

export interface RemittancePaymentPayload {
  runId: string;
  remittanceId: string;
  name: string;
  kind: string;
  memberId: string;
  userId: string;
  sourceWalletId: string;
  amountKobo: number;
}

declare module '../../approvals/index.ts' {
  interface GateableActions {
    'payroll.remittance.payment': RemittancePaymentPayload;
  }
}

/** Sends the (locked, unpaid) remittance to its party in the caller's transaction; answers it, pending. */
async function startRemittancePayment(
  tx: Tx,
  deps: Pick<PayrollDeps, 'config' | 'jobs' | 'payouts'>,
  found: Awaited<ReturnType<typeof mustFindRemittance>>,
  memberId: string,
  sourceWalletId: string,
  approvalRequestId: string | null,
  afterCommit: AfterCommit,
) {
  const [one] = await startRemittancePayments(
    tx,
    deps,
    found.run,
    [found.row],
    { memberId, sourceWalletId, approvalRequestId, label: `Remittance: ${found.row.name}` },
    afterCommit,
  );
  return one!;
}

/**
 * Sends (locked, unpaid) remittances of a run to their parties as one payout batch, a line each, in the caller's
 * transaction (a member paying one remittance sends a batch of one); answers them, pending.
 */
export async function startRemittancePayments(
  tx: Tx,
  deps: Pick<PayrollDeps, 'config' | 'jobs' | 'payouts'>,
  run: Awaited<ReturnType<typeof mustFindRemittance>>['run'],
  rows: Awaited<ReturnType<typeof mustFindRemittance>>['row'][],
  sending: { memberId: string; sourceWalletId: string; approvalRequestId: string | null; label: string },
  afterCommit: AfterCommit,
) {
  const parties = await mq.partiesOf(tx, run.companyId);
  const lines = rows.map((row, i) => {
    if (row.status === 'paid' || row.status === 'pending')
      throw new Conflict(PAYROLL_RUN_MESSAGES.remittanceAlreadyPaid);
    const unpayable = unpayableReason(row);
    if (unpayable) throw new Conflict(unpayable);
    const party = partyFor(row, parties);
    if (!party) throw new Conflict(PAYROLL_RUN_MESSAGES.remittanceNoParty);
    return {
      row,
      party,
      line: {
        lineNo: i + 1,
        ownerRef: row.id,
        bankCode: party.bankCode,
        bankName: party.bankName,
        accountNumber: party.accountNumber,
        accountName: party.accountName,
        amount: row.amount,
        narration: `${row.kind.toUpperCase()} ${run.periodEnd.slice(0, 7)} ${row.name}`.slice(0, 100),
      },
    };
  });
  const batch = await startPayoutBatch(
    tx,
    deps,
    {
      owner: 'payroll.remittance',
      companyId: run.companyId,
      memberId: sending.memberId,
      sourceWalletId: sending.sourceWalletId,
      label: sending.label,
      approvalRequestId: sending.approvalRequestId,
      lines: lines.map((l) => l.line),
    },
    afterCommit,
  );
  const sent = [];
  for (const { row, party } of lines) {
    const pending = await mq.updateRemittance(tx, row, {
      status: 'pending',
      remittancePartyId: party.id,
      paymentBatchId: batch.batchId,
      sourceWalletId: sending.sourceWalletId,
      failureReason: null,
    });
    sent.push({ remittance: view(pending, parties), partyId: party.id, batchId: batch.batchId });
  }
  return sent;
}

async function assertCovers(
  deps: PayrollDeps,
  companyId: string,
  id: string,
  remittanceId: string,
  walletId: string,
) {
  const { row } = await mustFindRemittance(deps.db, companyId, id, remittanceId);
  if (row.status === 'paid' || row.status === 'pending') return; // refused with its own reason below
  const unpayable = unpayableReason(row);
  if (unpayable) throw new Conflict(unpayable);
  const wallet = await getWallet(deps.db, companyId, walletId);
  const { totalKobo } = await remittanceCost(deps.db, companyId, row.amount);
  if (wallet.balance < totalKobo)
    throw new InsufficientFunds(
      `Not enough money in ${wallet.name}: ${formatKobo(wallet.balance)} available, ${formatKobo(totalKobo)} needed (the remittance and its transfer fee)`,
    );
}

type Answer = { message: string; data: Remittance | { requestId: string; status: 'pending' } };

export async function payRemittance(
  deps: PayrollDeps,
  caller: Caller,
  id: string,
  remittanceId: string,
  body: { sourceWalletId: string; pin: string },
  idempotencyKey: string,
) {
  const { companyId, memberId, userId } = caller.auth;
  const fingerprint = requestFingerprint('POST', PAYROLL_RUN_PATHS.payRemittance, {
    id,
    remittanceId,
    ...body,
    pin: null,
  });
  // The money is checked before the PIN: a wallet short of the remittance and its fee is refused at once, not
  // after the PIN (nor in the bank batch).
  await assertCovers(deps, companyId, id, remittanceId, body.sourceWalletId);
  await verifyTransactionPin(deps, caller, body.pin);
  return once<Answer>(
    deps.db,
    { companyId, key: idempotencyKey, fingerprint },
    async (tx, afterCommit) => {
      const found = await mustFindRemittance(tx, companyId, id, remittanceId, true);
      const { row } = found;
      if (row.status === 'paid' || row.status === 'pending')
        throw new Conflict(PAYROLL_RUN_MESSAGES.remittanceAlreadyPaid);
      if (!partyFor(row, await mq.partiesOf(tx, companyId)))
        throw new Conflict(PAYROLL_RUN_MESSAGES.remittanceNoParty);
      await getWallet(tx, companyId, body.sourceWalletId);
      const outcome = await gateOrRun(
        tx,
        {
          gate: deps.gate,
          caller,
          action: 'payroll.remittance.payment',
          idempotencyKey,
          amountKobo: row.amount,
          sourceWalletId: body.sourceWalletId,
          payload: {
            runId: id,
            remittanceId,
            name: row.name,
            kind: row.kind,
            memberId,
            userId,
            sourceWalletId: body.sourceWalletId,
            amountKobo: row.amount,
          },
          afterCommit,
          requested: {
            action: 'payroll.remittance.requested',
            metadata: { runId: id, remittanceId, kind: row.kind, amount: row.amount },
          },
        },
        async () => {
          const paid = await startRemittancePayment(
            tx,
            deps,
            found,
            memberId,
            body.sourceWalletId,
            null,
            afterCommit,
          );
          await recordCallerAudit(tx, caller, {
            action: 'payroll.remittance.pay',
            target: { type: 'payroll-remittance', id: remittanceId },
            outcome: 'success',
            metadata: {
              runId: id,
              kind: row.kind,
              amount: row.amount,
              partyId: paid.partyId,
              batchId: paid.batchId,
            },
          });
          return paid.remittance;
        },
      );
      return {
        status: 202,
        body: outcome.gated
          ? { message: PAYROLL_RUN_MESSAGES.sentForApproval, data: pendingRequest(outcome.requestId) }
          : { message: PAYROLL_RUN_MESSAGES.remittancePaid, data: outcome.result },
      };
    },
    deps.onEffectError,
  );
}

/** The executor of 'payroll.remittance.payment': the last stage's approval pays the remittance once. */
export function registerRemittancePayment(
  registry: ApprovalRegistry,
  deps: Pick<PayrollDeps, 'config' | 'jobs' | 'payouts' | 'mailer' | 'recoveries' | 'onEffectError'>,
) {
  registry.register('payroll.remittance.payment', {
    execute: async (context, payload) => {
      const found = await mustFindRemittance(
        context.tx,
        context.companyId,
        payload.runId,
        payload.remittanceId,
        true,
      );
      const paid = await startRemittancePayment(
        context.tx,
        deps,
        found,
        payload.memberId,
        payload.sourceWalletId,
        context.requestId,
        context.afterCommit,
      );
      await recordAudit(context.tx, {
        companyId: context.companyId,
        actor: { type: 'system', id: null, label: 'Approval workflow' },
        action: 'payroll.remittance.pay',
        target: { type: 'payroll-remittance', id: payload.remittanceId },
        outcome: 'success',
        ip: null,
        userAgent: null,
        metadata: { approvalRequestId: context.requestId, runId: payload.runId, batchId: paid.batchId },
      });
      return { remittanceId: payload.remittanceId, status: 'pending' };
    },
    describe: (p) => `Pay the ${p.name} remittance: ${formatKobo(p.amountKobo)}`,
  });
}
