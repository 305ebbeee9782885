// Yield on wallet balances: a business opts in (accepting the terms), and a daily job accrues the configured
// annual rate on each wallet whose closing balance for the Lagos day is at or above the minimum, posting it
// through the ledger. One accrual per wallet and day: running the job again for a day posts nothing new.
import {
  YIELD_TERMS_VERSION,
  type YieldDisplayType,
  type YieldOptInOutRequest,
  type YieldSettings,
} from '@paydesk/contracts';
import {
  companies,
  type Database,
  type Executor,
  ledgerAccounts,
  walletTransactions,
  yieldAccruals,
  yieldEnrolments,
} from '@paydesk/db';
import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type { AppConfig } from '../../../config.ts';
import type { Caller } from '../../../http/route-kit.ts';
import { formatDayLabel, formatMonthLabel, lagosDay } from '../../../lib/lagos-time.ts';
import { newReference } from '../../../lib/references.ts';
import { recordCallerAudit } from '../../../platform/audit/audit-actor.ts';
import { closingBalance, ensureSystemAccounts, postEntryDetailed } from '../../ledger/index.ts';

type YieldConfig = Pick<AppConfig, 'YIELD_ANNUAL_RATE_BPS' | 'YIELD_MINIMUM_BALANCE_KOBO'>;

/** One day's yield on a balance: balance × rate ÷ 365, rounded half up to the kobo (integer arithmetic only). */
export function dailyYield(balance: number, annualRateBps: number): number {
  const numerator = BigInt(balance) * BigInt(annualRateBps) * 2n;
  const denominator = 10_000n * 365n * 2n;
  return Number((numerator + denominator / 2n) / denominator);
}

async function enrolmentOf(db: Executor, companyId: string) {
  const [row] = await db.select().from(yieldEnrolments).where(eq(yieldEnrolments.companyId, companyId));
  return row;
}

export async function yieldSettings(
  db: Executor,
  config: YieldConfig,
  companyId: string,
): Promise<YieldSettings> {
  const enrolment = await enrolmentOf(db, companyId);
  return {
    optedIn: enrolment?.optedIn ?? false,
    annualRateBps: config.YIELD_ANNUAL_RATE_BPS,
    minimumBalance: config.YIELD_MINIMUM_BALANCE_KOBO,
    termsVersion: YIELD_TERMS_VERSION,
    acceptedTermsAt: enrolment?.acceptedTermsAt?.toISOString() ?? null,
    accrualSchedule: 'Daily at 00:15 Africa/Lagos, for the previous day',
  };
}

export async function optInOut(
  db: Database,
  config: YieldConfig,
  caller: Caller,
  body: YieldOptInOutRequest,
): Promise<YieldSettings> {
  const { companyId, userId } = caller.auth;
  return db.transaction(async (tx) => {
    const now = new Date();
    const accepted = body.optIn
      ? { termsVersion: YIELD_TERMS_VERSION, acceptedTermsAt: now, acceptedBy: userId }
      : {};
    await tx
      .insert(yieldEnrolments)
      .values({ companyId, optedIn: body.optIn, ...accepted, updatedAt: now })
      .onConflictDoUpdate({
        target: yieldEnrolments.companyId,
        set: { optedIn: body.optIn, ...accepted, updatedAt: now },
      });
    await tx
      .update(companies)
      .set({ shouldEarnYield: body.optIn, updatedAt: now })
      .where(eq(companies.id, companyId));
    await recordCallerAudit(tx, caller, {
      action: body.optIn ? 'wallet.yield.opt-in' : 'wallet.yield.opt-out',
      target: { type: 'business', id: companyId },
      outcome: 'success',
      metadata: body.optIn ? { termsVersion: YIELD_TERMS_VERSION } : {},
    });
    return yieldSettings(tx, config, companyId);
  });
}

export async function yieldBalance(db: Executor, config: YieldConfig, companyId: string) {
  const monthStart = `${lagosDay().slice(0, 7)}-01`;
  const [totals] = await db
    .select({
      total: sql<number>`coalesce(sum(${yieldAccruals.amount}), 0)::bigint`,
      thisMonth: sql<number>`coalesce(sum(${yieldAccruals.amount}) filter (where ${yieldAccruals.accrualDate} >= ${monthStart}), 0)::bigint`,
      last: sql<string | null>`max(${yieldAccruals.accrualDate})::text`,
    })
    .from(yieldAccruals)
    .where(eq(yieldAccruals.companyId, companyId));
  const [eligible] = await db
    .select({ total: sql<number>`coalesce(sum(${ledgerAccounts.balance}), 0)::bigint` })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.companyId, companyId),
        eq(ledgerAccounts.kind, 'wallet'),
        ne(ledgerAccounts.status, 'closed'),
        gte(ledgerAccounts.balance, config.YIELD_MINIMUM_BALANCE_KOBO),
      ),
    );
  return {
    totalEarned: Number(totals?.total ?? 0),
    earnedThisMonth: Number(totals?.thisMonth ?? 0),
    lastAccrualDate: totals?.last ?? null,
    eligibleBalance: Number(eligible?.total ?? 0),
  };
}

const PERIOD_SQL: Record<YieldDisplayType, string> = { days: 'day', weeks: 'week', months: 'month' };

export async function yieldReport(
  db: Executor,
  companyId: string,
  query: { displayByType: YieldDisplayType; page: number; limit: number },
) {
  const unit = PERIOD_SQL[query.displayByType];
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
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ n: sql<number>`count(distinct ${period})::int` })
      .from(yieldAccruals)
      .where(where),
  ]);
  const label = (p: string) =>
    query.displayByType === 'months'
      ? formatMonthLabel(p.slice(0, 7))
      : query.displayByType === 'weeks'
        ? `Week of ${formatDayLabel(p)}`
        : formatDayLabel(p);
  const totalDocs = count?.n ?? 0;
  return {
    displayByType: query.displayByType,
    docs: rows.map((r) => ({
      period: r.period,
      label: label(r.period),
      amount: Number(r.amount),
      days: r.days,
    })),
    totalDocs,
    page: query.page,
    limit: query.limit,
    totalPages: Math.ceil(totalDocs / query.limit),
  };
}

export interface AccrualRun {
  day: string;
  businesses: number;
  posted: number;
  amount: number;
}

/** Accrues one Lagos day's yield for every opted-in business; already accrued wallets are left alone. */
export async function accrueYield(db: Database, config: YieldConfig, day: string): Promise<AccrualRun> {
  const enrolled = await db
    .select({ companyId: yieldEnrolments.companyId })
    .from(yieldEnrolments)
    .where(eq(yieldEnrolments.optedIn, true));
  const run: AccrualRun = { day, businesses: enrolled.length, posted: 0, amount: 0 };
  for (const { companyId } of enrolled) {
    const wallets = await db
      .select({ id: ledgerAccounts.id, name: ledgerAccounts.name })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.companyId, companyId),
          eq(ledgerAccounts.kind, 'wallet'),
          ne(ledgerAccounts.status, 'closed'),
        ),
      );
    for (const wallet of wallets) {
      const posted = await db.transaction(async (tx) => {
        const balance = await closingBalance(tx, companyId, wallet.id, day);
        if (balance < config.YIELD_MINIMUM_BALANCE_KOBO) return 0;
        const amount = dailyYield(balance, config.YIELD_ANNUAL_RATE_BPS);
        if (amount <= 0) return 0;
        const [accrual] = await tx
          .insert(yieldAccruals)
          .values({
            companyId,
            walletId: wallet.id,
            accrualDate: day,
            closingBalance: balance,
            rateBps: config.YIELD_ANNUAL_RATE_BPS,
            amount,
          })
          .onConflictDoNothing()
          .returning({ id: yieldAccruals.id });
        if (!accrual) return 0;
        const system = await ensureSystemAccounts(tx, companyId);
        const reference = newReference('YLD');
        const narration = `Yield for ${formatDayLabel(day)}`;
        const entry = await postEntryDetailed(tx, {
          companyId,
          kind: 'yield',
          description: narration,
          reference,
          postings: [
            { accountId: system.yield_expense!, amount: -amount },
            { accountId: wallet.id, amount },
          ],
        });
        await tx
          .update(yieldAccruals)
          .set({ entryId: entry.entryId })
          .where(and(eq(yieldAccruals.companyId, companyId), eq(yieldAccruals.id, accrual.id)));
        await tx.insert(walletTransactions).values({
          companyId,
          walletId: wallet.id,
          entryId: entry.entryId,
          type: 'yield',
          direction: 'credit',
          amount,
          status: 'successful',
          reference,
          narration,
          counterpartyName: 'Paydesk yield',
          balanceAfter: entry.balances.get(wallet.id) ?? null,
          channel: 'system',
          completedAt: new Date(),
          metadata: { accrualDate: day, closingBalance: balance, rateBps: config.YIELD_ANNUAL_RATE_BPS },
        });
        return amount;
      });
      if (posted > 0) {
        run.posted += 1;
        run.amount += posted;
      }
    }
  }
  return run;
}
