// Sweep rules: set one up (Idempotency-Key, PIN; gateable 'settlement.sweep'), list them, pause, resume, delete, and
// read a rule's sweeps. A rule sweeps a wallet of the business to one of its confirmed settlement accounts.
import {
  type createSweepRuleRequest,
  PAYMENTS_MESSAGES,
  SETTLEMENT_MESSAGES,
  SETTLEMENT_PATHS,
  type SweepRule,
} from '@paydesk/contracts';
import type { Executor, Tx } from '@paydesk/db';
import type { z } from 'zod';
import type { Caller } from '../../http/route-kit.ts';
import { BadRequest, Conflict, NotFound, ValidationFailed } from '../../lib/errors.ts';
import { once, requestFingerprint } from '../../lib/idempotency.ts';
import { lagosDay } from '../../lib/lagos-time.ts';
import { recordCallerAudit } from '../../platform/audit/audit-actor.ts';
import { gateOrRun, pendingRequest } from '../approvals/index.ts';
import { nextRunOnOrAfter } from '../payments/index.ts';
import { getWallet, verifyTransactionPin } from '../wallets/index.ts';
import * as q from './settlements.queries.ts';
import type { SettlementsDeps } from './settlements-deps.ts';
import type { SweepSetupPayload } from './sweep-payload.ts';

type CreateBody = z.output<typeof createSweepRuleRequest>;

export async function ruleView(db: Executor, row: q.SweepRuleRow): Promise<SweepRule> {
  const [wallet, account] = await Promise.all([
    getWallet(db, row.companyId, row.walletId),
    q.findAccountEvenRemoved(db, row.companyId, row.settlementAccountId),
  ]);
  return q.toRule(row, wallet.name, account!);
}

export const nextSweepOnOrAfter = (
  row: Pick<q.SweepRuleRow, 'frequency' | 'day' | 'startDate'>,
  from: string,
) => nextRunOnOrAfter({ ...row, endDate: null, count: null }, from, 0);

/** The rule of a payload, made once per idempotency key: the ungated path and the approval executor come here. */
export async function saveRule(
  tx: Tx,
  companyId: string,
  payload: SweepSetupPayload,
  approvalRequestId: string | null,
): Promise<q.SweepRuleRow> {
  const existing = await q.findRuleByKey(tx, companyId, payload.idempotencyKey);
  if (existing) return existing;
  const account = await q.findAccount(tx, companyId, payload.settlementAccountId);
  // Removed while the request waited: nothing to sweep to.
  if (account?.status !== 'active') throw new BadRequest(SETTLEMENT_MESSAGES.accountNotActive);
  const { memberId, idempotencyKey, accountName: _n, accountNumber: _a, ...fields } = payload;
  return q.insertRule(tx, {
    companyId,
    ...fields,
    status: 'active',
    nextRunDate: nextSweepOnOrAfter(fields, lagosDay()),
    createdBy: memberId,
    approvalRequestId,
    idempotencyKey,
  });
}

export async function createRule(
  deps: SettlementsDeps,
  caller: Caller,
  body: CreateBody,
  idempotencyKey: string,
) {
  const { companyId, memberId } = caller.auth;
  const { pin, ...request } = body;
  const fingerprint = requestFingerprint('POST', SETTLEMENT_PATHS.rules, request);
  if (request.startDate < lagosDay())
    throw new ValidationFailed({ startDate: ['The start date cannot be in the past'] });
  await getWallet(deps.db, companyId, request.walletId).catch(() => {
    throw new ValidationFailed({ walletId: ['Wallet not found'] });
  });
  const account = await q.findAccount(deps.db, companyId, request.settlementAccountId);
  if (account?.status !== 'active')
    throw new ValidationFailed({ settlementAccountId: [SETTLEMENT_MESSAGES.accountNotActive] });
  await verifyTransactionPin(deps, caller, pin);
  const payload: SweepSetupPayload = {
    memberId,
    walletId: request.walletId,
    settlementAccountId: account.id,
    floor: request.floor,
    frequency: request.frequency,
    day: request.frequency === 'daily' ? null : (request.day ?? null),
    startDate: request.startDate,
    idempotencyKey,
    accountName: account.accountName,
    accountNumber: account.accountNumber,
  };
  return once<{ message: string; data: SweepRule | { requestId: string; status: 'pending' } }>(
    deps.db,
    { companyId, key: idempotencyKey, fingerprint },
    async (tx, afterCommit) => {
      const outcome = await gateOrRun(
        tx,
        {
          gate: deps.gate,
          caller,
          action: 'settlement.sweep',
          idempotencyKey,
          sourceWalletId: request.walletId,
          payload,
          afterCommit,
          requested: {
            action: 'settings.sweep-rule.requested',
            metadata: { walletId: request.walletId, floor: request.floor, frequency: request.frequency },
          },
        },
        async () => {
          const row = await saveRule(tx, companyId, payload, null);
          await recordCallerAudit(tx, caller, {
            action: 'settings.sweep-rule.create',
            target: { type: 'sweep-rule', id: row.id },
            outcome: 'success',
            metadata: {
              walletId: row.walletId,
              settlementAccountId: row.settlementAccountId,
              floor: row.floor,
              frequency: row.frequency,
            },
          });
          return ruleView(tx, row);
        },
      );
      return outcome.gated
        ? {
            status: 202,
            body: { message: PAYMENTS_MESSAGES.approvalPending, data: pendingRequest(outcome.requestId) },
          }
        : { status: 201, body: { message: SETTLEMENT_MESSAGES.ruleCreated, data: outcome.result } };
    },
    deps.onEffectError,
  );
}

export async function listRules(deps: Pick<SettlementsDeps, 'db'>, companyId: string) {
  const rows = await q.listRules(deps.db, companyId);
  return Promise.all(rows.map((row) => ruleView(deps.db, row)));
}

const CHANGE_ACTIONS = {
  pause: 'settings.sweep-rule.pause',
  resume: 'settings.sweep-rule.resume',
  delete: 'settings.sweep-rule.delete',
} as const;
type Change = keyof typeof CHANGE_ACTIONS;

/** Pause keeps the rule; resume takes it up from today; delete ends it (its sweeps stay in the history). */
export async function changeRule(deps: SettlementsDeps, caller: Caller, id: string, change: Change) {
  return deps.db.transaction(async (tx) => {
    const row = await q.findRule(tx, caller.auth.companyId, id, true);
    if (!row) throw new NotFound('Sweep rule');
    if (change === 'pause' && row.status !== 'active') throw new Conflict('This rule is not running.');
    if (change === 'resume' && row.status !== 'paused') throw new Conflict('This rule is not paused.');
    const values =
      change === 'pause'
        ? { status: 'paused' as const }
        : change === 'resume'
          ? { status: 'active' as const, nextRunDate: nextSweepOnOrAfter(row, lagosDay()) }
          : { status: 'deleted' as const, deletedAt: new Date(), nextRunDate: null };
    const updated = await q.updateRule(tx, row, values);
    await recordCallerAudit(tx, caller, {
      action: CHANGE_ACTIONS[change],
      target: { type: 'sweep-rule', id: row.id },
      outcome: 'success',
    });
    return change === 'delete' ? null : ruleView(tx, updated);
  });
}

export async function sweepHistory(
  deps: Pick<SettlementsDeps, 'db'>,
  companyId: string,
  id: string,
  query: { page: number; limit: number },
) {
  const rule = await q.findRule(deps.db, companyId, id);
  if (!rule) throw new NotFound('Sweep rule');
  const { rows, total } = await q.sweepPage(deps.db, { companyId, ruleId: id, ...query });
  return {
    docs: rows.map(q.toSweep),
    totalDocs: total,
    page: query.page,
    limit: query.limit,
    totalPages: Math.ceil(total / query.limit),
  };
}
