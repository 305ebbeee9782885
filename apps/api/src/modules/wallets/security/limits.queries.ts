// Data access of transaction limits: the limit rows of a business, the Lagos day's debits, and the members the
// limits page lists (decision 0006: the service decides, these run the SQL).
import { walletDailyDebits as daily, type Executor, transactionLimits } from '@paydesk/db';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { lagosDay } from '../../../lib/lagos-time.ts';
import { activeMembersByName } from '../../team/index.ts';

type LimitScope = 'business' | 'default' | 'member';

/** The business's limit rows; with a member, only the business-wide ones and that member's own. */
export async function limitsOf(db: Executor, companyId: string, memberId?: string) {
  return db
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
}

/**
 * The Lagos day's money sent by the business (by one member when given), pending and successful, in kobo. What
 * counts (wallet_daily_debits, kept by triggers beside the history lines, migration 0072): debit lines but a move
 * between the business's own wallets (the money stays in the business) and a fee (not an amount anyone typed: single
 * limits compare the amount typed, decision 0005).
 */
export async function debitedToday(db: Executor, companyId: string, memberId?: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${daily.amount}), 0)::bigint` })
    .from(daily)
    .where(
      and(
        eq(daily.companyId, companyId),
        eq(daily.day, lagosDay()),
        memberId ? eq(daily.memberKey, memberId) : undefined,
      ),
    );
  return Number(row?.total ?? 0);
}

/** One business's limit checks take turns (held until the transaction ends). */
export async function lockLimitChecks(tx: Executor, companyId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`limits:${companyId}`}))`);
}

/** Active members (through the team face, by name) with what each sent today. */
export async function activeMembersWithUsage(db: Executor, companyId: string) {
  const members = await activeMembersByName(db, companyId);
  if (members.length === 0) return [];
  const used = await db
    .select({ memberId: daily.memberKey, usedToday: sql<number>`sum(${daily.amount})::bigint` })
    .from(daily)
    .where(
      and(
        eq(daily.companyId, companyId),
        eq(daily.day, lagosDay()),
        inArray(
          daily.memberKey,
          members.map((m) => m.memberId),
        ),
      ),
    )
    .groupBy(daily.memberKey);
  const byMember = new Map(used.map((u) => [u.memberId, u.usedToday]));
  return members.map((m) => ({ ...m, usedToday: byMember.get(m.memberId) ?? 0 }));
}

/** The limit row of this scope (and member), locked for its change. */
export async function lockLimit(tx: Executor, companyId: string, scope: LimitScope, memberId: string | null) {
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
  return existing;
}

export async function updateLimit(
  tx: Executor,
  companyId: string,
  id: string,
  values: Partial<typeof transactionLimits.$inferInsert>,
) {
  await tx
    .update(transactionLimits)
    .set(values)
    .where(and(eq(transactionLimits.companyId, companyId), eq(transactionLimits.id, id)));
}

export async function insertLimit(tx: Executor, values: typeof transactionLimits.$inferInsert) {
  await tx.insert(transactionLimits).values(values);
}

export async function deleteMemberLimit(tx: Executor, companyId: string, memberId: string) {
  await tx
    .delete(transactionLimits)
    .where(and(eq(transactionLimits.companyId, companyId), eq(transactionLimits.memberId, memberId)));
}

/** The member of the business, by id (any status), through the team face. */
export { memberIdOf as findMemberId } from '../../team/index.ts';
