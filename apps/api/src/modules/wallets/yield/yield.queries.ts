// Data access of yield: enrolments, accruals (one per wallet and Lagos day) and the wallet balances that earn
// (decision 0006: the service decides, these run the SQL).
import type { YieldDisplayType } from '@paydesk/contracts';
import { type Executor, yieldAccruals, yieldEnrolments } from '@paydesk/db';
import { and, eq, type SQL, sql } from 'drizzle-orm';

// The wallet balances that earn and the open wallets an accrual is credited to, through the ledger's face (it owns
// wallet rows).
export { eligibleWalletBalance, openWallets } from '../../ledger/index.ts';

export async function enrolmentOf(db: Executor, companyId: string) {
  const [row] = await db.select().from(yieldEnrolments).where(eq(yieldEnrolments.companyId, companyId));
  return row;
}

export async function upsertEnrolment(
  tx: Executor,
  companyId: string,
  values: Omit<typeof yieldEnrolments.$inferInsert, 'companyId'>,
) {
  await tx
    .insert(yieldEnrolments)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: yieldEnrolments.companyId, set: values });
}

/**
 * Whether the business of this id earns yield, as a scalar subquery (false until it opts in): the login session's
 * shouldEarnYield, read by primary key in auth's one statement of the session's settings.
 */
export const earnsYieldOf = (companyId: string): SQL<boolean> =>
  sql<boolean>`coalesce((select ${yieldEnrolments.optedIn} from ${yieldEnrolments}
    where ${yieldEnrolments.companyId} = ${companyId}), false)`;

/** All the yield earned, earned since `monthStart`, and the last accrual day. */
export async function accrualTotals(db: Executor, companyId: string, monthStart: string) {
  const [totals] = await db
    .select({
      total: sql<number>`coalesce(sum(${yieldAccruals.amount}), 0)::bigint`,
      thisMonth: sql<number>`coalesce(sum(${yieldAccruals.amount}) filter (where ${yieldAccruals.accrualDate} >= ${monthStart}), 0)::bigint`,
      last: sql<string | null>`max(${yieldAccruals.accrualDate})::text`,
    })
    .from(yieldAccruals)
    .where(eq(yieldAccruals.companyId, companyId));
  return totals;
}

const PERIOD_SQL: Record<YieldDisplayType, string> = { days: 'day', weeks: 'week', months: 'month' };

/** One page of accruals summed by day, week or month, newest first, and how many periods there are. */
export async function accrualsByPeriod(
  db: Executor,
  companyId: string,
  displayByType: YieldDisplayType,
  page: { limit: number; offset: number },
) {
  const unit = PERIOD_SQL[displayByType];
  // The unit comes from a fixed map; inlined so the select and the group by are the same expression.
  const period = sql<string>`date_trunc(${sql.raw(`'${unit}'`)}, ${yieldAccruals.accrualDate}::timestamp)::date::text`;
  const where = eq(yieldAccruals.companyId, companyId);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        period,
        amount: sql<number>`sum(${yieldAccruals.amount})::bigint`,
        days: sql<number>`count(distinct ${yieldAccruals.accrualDate})::int`,
      })
      .from(yieldAccruals)
      .where(where)
      .groupBy(period)
      .orderBy(sql`1 desc`)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(distinct ${period})::int` })
      .from(yieldAccruals)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** The businesses opted in, for the daily accrual job (it runs across businesses). */
export async function enrolledBusinesses(db: Executor) {
  return db
    .select({ companyId: yieldEnrolments.companyId })
    .from(yieldEnrolments)
    .where(eq(yieldEnrolments.optedIn, true));
}

/** Records a day's accrual unless that wallet and day already have one (then answers undefined). */
export async function insertAccrualOnce(tx: Executor, values: typeof yieldAccruals.$inferInsert) {
  const [accrual] = await tx
    .insert(yieldAccruals)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: yieldAccruals.id });
  return accrual;
}

export async function setAccrualEntry(tx: Executor, companyId: string, id: string, entryId: string) {
  await tx
    .update(yieldAccruals)
    .set({ entryId })
    .where(and(eq(yieldAccruals.companyId, companyId), eq(yieldAccruals.id, id)));
}
