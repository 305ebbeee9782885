// Transaction limits: the business's own single and daily limits, a default for members, and a member's own
// (which replaces the default). Every debit is checked inside its money transaction; daily totals count the
// Lagos day's debits, pending and successful, and checks of one business take turns so two debits at once
// cannot both fit under the same remaining amount.
import type { LimitPair, MyLimits, TransactionLimits, UpdateLimitsRequest } from '@paydesk/contracts';
import { companyMembers, type Executor, transactionLimits, users, walletTransactions } from '@paydesk/db';
import { formatKobo } from '@paydesk/money';
import { and, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Caller } from '../../../http/route-kit.ts';
import { NotFound } from '../../../lib/errors.ts';
import { lagosDay, startOfLagosDay } from '../../../lib/lagos-time.ts';
import { recordCallerAudit } from '../../../platform/audit/audit-actor.ts';
import type { WalletDeps } from '../wallet-deps.ts';
import { LimitExceeded } from '../wallet-errors.ts';

type Pair = { single: number | null; daily: number | null };
const NONE: Pair = { single: null, daily: null };

async function limitRows(db: Executor, companyId: string, memberId?: string) {
  const rows = await db
    .select()
    .from(transactionLimits)
    .where(
      and(
        eq(transactionLimits.companyId, companyId),
        memberId
          ? or(isNull(transactionLimits.memberId), eq(transactionLimits.memberId, memberId))
          : undefined,
      ),
    );
  const pair = (r?: (typeof rows)[number]): Pair =>
    r ? { single: r.singleLimit, daily: r.dailyLimit } : NONE;
  return {
    business: pair(rows.find((r) => r.scope === 'business')),
    default: pair(rows.find((r) => r.scope === 'default')),
    members: new Map(rows.filter((r) => r.memberId).map((r) => [r.memberId!, pair(r)])),
  };
}

async function debitedToday(db: Executor, companyId: string, memberId?: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${walletTransactions.amount}), 0)::bigint` })
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.companyId, companyId),
        eq(walletTransactions.direction, 'debit'),
        inArray(walletTransactions.status, ['pending', 'successful']),
        gte(walletTransactions.createdAt, startOfLagosDay(lagosDay())),
        memberId ? eq(walletTransactions.initiatedBy, memberId) : undefined,
      ),
    );
  return Number(row?.total ?? 0);
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
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`limits:${companyId}`}))`);
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
  const members = await db
    .select({
      memberId: companyMembers.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: companyMembers.role,
      usedToday: sql<number>`coalesce((select sum(${walletTransactions.amount}) from ${walletTransactions}
        where ${walletTransactions.companyId} = ${companyMembers.companyId}
          and ${walletTransactions.initiatedBy} = ${companyMembers.id}
          and ${walletTransactions.direction} = 'debit'
          and ${walletTransactions.status} in ('pending', 'successful')
          and ${walletTransactions.createdAt} >= ${startOfLagosDay(lagosDay())}), 0)::bigint`,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.status, 'active')))
    .orderBy(users.firstName, users.lastName);
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
  const [existing] = await tx
    .select({ id: transactionLimits.id })
    .from(transactionLimits)
    .where(
      and(
        eq(transactionLimits.companyId, companyId),
        eq(transactionLimits.scope, scope),
        memberId ? eq(transactionLimits.memberId, memberId) : isNull(transactionLimits.memberId),
      ),
    )
    .for('update');
  if (existing) {
    await tx
      .update(transactionLimits)
      .set(values)
      .where(and(eq(transactionLimits.companyId, companyId), eq(transactionLimits.id, existing.id)));
  } else {
    await tx.insert(transactionLimits).values({ companyId, scope, memberId, ...values });
  }
}

export async function updateLimits(
  deps: Pick<WalletDeps, 'db'>,
  caller: Caller,
  body: UpdateLimitsRequest,
): Promise<TransactionLimits> {
  const { companyId, memberId } = caller.auth;
  return deps.db.transaction(async (tx) => {
    await upsertLimit(tx, companyId, 'business', null, body.business, memberId);
    await upsertLimit(tx, companyId, 'default', null, body.default, memberId);
    await recordCallerAudit(tx, caller, {
      action: 'settings.limits.update',
      target: { type: 'business', id: companyId },
      outcome: 'success',
      metadata: { business: body.business, default: body.default },
    });
    return getLimits(tx, companyId);
  });
}

async function assertMember(tx: Executor, companyId: string, memberId: string) {
  const [member] = await tx
    .select({ id: companyMembers.id })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.id, memberId)));
  if (!member) throw new NotFound('Member');
}

export async function setMemberLimit(
  deps: Pick<WalletDeps, 'db'>,
  caller: Caller,
  memberId: string,
  pair: LimitPair | null,
): Promise<TransactionLimits> {
  const { companyId } = caller.auth;
  return deps.db.transaction(async (tx) => {
    await assertMember(tx, companyId, memberId);
    if (pair) await upsertLimit(tx, companyId, 'member', memberId, pair, caller.auth.memberId);
    else
      await tx
        .delete(transactionLimits)
        .where(and(eq(transactionLimits.companyId, companyId), eq(transactionLimits.memberId, memberId)));
    await recordCallerAudit(tx, caller, {
      action: pair ? 'settings.limits.member-update' : 'settings.limits.member-reset',
      target: { type: 'member', id: memberId },
      outcome: 'success',
      metadata: pair ? { single: pair.single, daily: pair.daily } : {},
    });
    return getLimits(tx, companyId);
  });
}
