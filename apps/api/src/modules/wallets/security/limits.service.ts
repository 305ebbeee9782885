// Transaction limits: the business's own single and daily limits, a default for members, and a member's own
// (which replaces the default). Every debit is checked inside its money transaction; daily totals count the
// Lagos day's debits, pending and successful, and checks of one business take turns so two debits at once
// cannot both fit under the same remaining amount.
import { randomUUID } from 'node:crypto';
import type { LimitPair, MyLimits, TransactionLimits, UpdateLimitsRequest } from '@paydesk/contracts';
import type { Executor } from '@paydesk/db';
import { formatKobo } from '@paydesk/money';
import type { Caller } from '../../../http/route-kit.ts';
import { NotFound } from '../../../lib/errors.ts';
import { transact } from '../../../lib/transaction.ts';
import { recordCallerAudit } from '../../../platform/audit/audit-actor.ts';
import { type ApprovalRegistry, type Gated, gateOrRun } from '../../approvals/index.ts';
import { executionCaller } from '../approval-caller.ts';
import type { WalletDeps } from '../wallet-deps.ts';
import { LimitExceeded } from '../wallet-errors.ts';
import * as limitsQ from './limits.queries.ts';
import { debitedToday } from './limits.queries.ts';

type Pair = { single: number | null; daily: number | null };
const NONE: Pair = { single: null, daily: null };

async function limitRows(db: Executor, companyId: string, memberId?: string) {
  const rows = await limitsQ.limitsOf(db, companyId, memberId);
  const pair = (r?: (typeof rows)[number]): Pair =>
    r ? { single: r.singleLimit, daily: r.dailyLimit } : NONE;
  return {
    business: pair(rows.find((r) => r.scope === 'business')),
    default: pair(rows.find((r) => r.scope === 'default')),
    members: new Map(rows.filter((r) => r.memberId).map((r) => [r.memberId!, pair(r)])),
  };
}

/** Refuses a debit of `amount` by this member that a limit does not allow, saying which and what remains. */
export async function assertWithinLimits(
  tx: Executor,
  companyId: string,
  memberId: string,
  amount: number,
): Promise<void> {
  const limits = await limitRows(tx, companyId, memberId);
  const mine = limits.members.get(memberId) ?? limits.default;
  const money = formatKobo;
  if (limits.business.single !== null && amount > limits.business.single) {
    throw new LimitExceeded(
      `${money(amount)} is above the business's single transaction limit of ${money(limits.business.single)}.`,
    );
  }
  if (mine.single !== null && amount > mine.single) {
    throw new LimitExceeded(
      `${money(amount)} is above your single transaction limit of ${money(mine.single)}.`,
    );
  }
  await assertDaily(tx, companyId, memberId, amount, limits, mine);
}

async function assertDaily(
  tx: Executor,
  companyId: string,
  memberId: string,
  amount: number,
  limits: Awaited<ReturnType<typeof limitRows>>,
  mine: Pair,
): Promise<void> {
  const money = formatKobo;
  if (limits.business.daily === null && mine.daily === null) return;
  // Daily limits are totals: this business's debits take turns from here until commit.
  await limitsQ.lockLimitChecks(tx, companyId);
  if (limits.business.daily !== null) {
    const used = await debitedToday(tx, companyId);
    if (used + amount > limits.business.daily) {
      const left = Math.max(0, limits.business.daily - used);
      throw new LimitExceeded(
        `${money(amount)} would take the business past its daily limit of ${money(limits.business.daily)}: ${money(left)} remains today.`,
      );
    }
  }
  if (mine.daily !== null) {
    const used = await debitedToday(tx, companyId, memberId);
    if (used + amount > mine.daily) {
      const left = Math.max(0, mine.daily - used);
      throw new LimitExceeded(
        `${money(amount)} would take you past your daily limit of ${money(mine.daily)}: ${money(left)} remains today.`,
      );
    }
  }
}

/**
 * Many debits by one member at once (a bulk transfer's chunk): each amount against the single limits, their total
 * against the daily ones. Refuses the whole set; the caller may then check line by line to learn which.
 */
export async function assertWithinLimitsEach(
  tx: Executor,
  companyId: string,
  memberId: string,
  amounts: number[],
): Promise<void> {
  if (amounts.length === 0) return;
  const limits = await limitRows(tx, companyId, memberId);
  const mine = limits.members.get(memberId) ?? limits.default;
  const largest = Math.max(...amounts);
  const singles = [limits.business.single, mine.single].filter((v): v is number => v !== null);
  if (singles.some((limit) => largest > limit)) {
    await assertWithinLimits(tx, companyId, memberId, largest);
  }
  const total = amounts.reduce((a, b) => a + b, 0);
  await assertDaily(tx, companyId, memberId, total, limits, mine);
}

export async function getLimits(db: Executor, companyId: string): Promise<TransactionLimits> {
  const limits = await limitRows(db, companyId);
  const members = await limitsQ.activeMembersWithUsage(db, companyId);
  return {
    business: limits.business,
    default: limits.default,
    businessUsedToday: await debitedToday(db, companyId),
    members: members.map((m) => ({
      memberId: m.memberId,
      name: `${m.firstName} ${m.lastName}`,
      email: m.email,
      role: m.role,
      own: limits.members.get(m.memberId) ?? null,
      usedToday: Number(m.usedToday),
    })),
  };
}

export async function myLimits(db: Executor, companyId: string, memberId: string): Promise<MyLimits> {
  const limits = await limitRows(db, companyId, memberId);
  const mine = limits.members.get(memberId) ?? limits.default;
  const usedToday = await debitedToday(db, companyId, memberId);
  const businessUsed = await debitedToday(db, companyId);
  const remaining = [
    mine.daily === null ? null : mine.daily - usedToday,
    limits.business.daily === null ? null : limits.business.daily - businessUsed,
  ].filter((v): v is number => v !== null);
  return {
    single: mine.single,
    daily: mine.daily,
    usedToday,
    remainingToday: remaining.length ? Math.max(0, Math.min(...remaining)) : null,
    business: limits.business,
  };
}

async function upsertLimit(
  tx: Executor,
  companyId: string,
  scope: 'business' | 'default' | 'member',
  memberId: string | null,
  pair: LimitPair,
  updatedBy: string,
) {
  const values = { singleLimit: pair.single, dailyLimit: pair.daily, updatedBy, updatedAt: new Date() };
  const existing = await limitsQ.lockLimit(tx, companyId, scope, memberId);
  if (existing) {
    await limitsQ.updateLimit(tx, companyId, existing.id, values);
  } else {
    await limitsQ.insertLimit(tx, { companyId, scope, memberId, ...values });
  }
}

async function assertMember(tx: Executor, companyId: string, memberId: string) {
  const member = await limitsQ.findMemberId(tx, companyId, memberId);
  if (!member) throw new NotFound('Member');
}

/** A change of transaction limits: the business's and default pair, or one member's own (null: back to default). */
export type LimitChange =
  | { op: 'business'; body: UpdateLimitsRequest }
  | { op: 'member'; memberId: string; pair: LimitPair | null };

declare module '../../approvals/index.ts' {
  interface GateableActions {
    'wallet.limit.change': LimitChange;
  }
}

export type LimitChangeResult = Gated<TransactionLimits>;

/** Applies a limit change in the caller's transaction (ungated): the same code for a route and an approval. */
async function applyLimitChange(tx: Executor, caller: Caller, change: LimitChange) {
  const { companyId, memberId } = caller.auth;
  if (change.op === 'business') {
    const { body } = change;
    await upsertLimit(tx, companyId, 'business', null, body.business, memberId);
    await upsertLimit(tx, companyId, 'default', null, body.default, memberId);
    await recordCallerAudit(tx, caller, {
      action: 'settings.limits.update',
      target: { type: 'business', id: companyId },
      outcome: 'success',
      metadata: { business: body.business, default: body.default },
    });
    return;
  }
  const { pair } = change;
  await assertMember(tx, companyId, change.memberId);
  if (pair) await upsertLimit(tx, companyId, 'member', change.memberId, pair, memberId);
  else await limitsQ.deleteMemberLimit(tx, companyId, change.memberId);
  await recordCallerAudit(tx, caller, {
    action: pair ? 'settings.limits.member-update' : 'settings.limits.member-reset',
    target: { type: 'member', id: change.memberId },
    outcome: 'success',
    metadata: pair ? { single: pair.single, daily: pair.daily } : {},
  });
}

/**
 * Changes transaction limits; when a workflow covers 'wallet.limit.change' the change becomes an approval request
 * (two-admin control) and applies when its last stage approves.
 */
export async function changeLimits(
  deps: Pick<WalletDeps, 'db' | 'approvals'>,
  caller: Caller,
  change: LimitChange,
  idempotencyKey: string | undefined,
): Promise<LimitChangeResult> {
  const { companyId } = caller.auth;
  return transact(deps.db, async (tx, afterCommit) => {
    if (change.op === 'member') await assertMember(tx, companyId, change.memberId);
    return gateOrRun(
      tx,
      {
        gate: deps.approvals?.gate,
        caller,
        action: 'wallet.limit.change',
        idempotencyKey: idempotencyKey ?? `limit-change:${randomUUID()}`,
        payload: change,
        afterCommit,
        // The change is audited when it applies: at once, or at the last approval.
        requested: null,
      },
      async () => {
        await applyLimitChange(tx, caller, change);
        return getLimits(tx, companyId);
      },
    );
  });
}

export function registerLimitExecutor(registry: ApprovalRegistry) {
  registry.register('wallet.limit.change', {
    describe: (change) =>
      change.op === 'business'
        ? 'Change the business and default transaction limits'
        : "Change a member's transaction limits",
    execute: async (ctx, change) => {
      await applyLimitChange(ctx.tx, executionCaller(ctx), change);
      return { applied: change.op };
    },
  });
}
