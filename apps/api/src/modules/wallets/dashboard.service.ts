// GET /wallet/employer/dashboard: balances, this month's money in and out, the last 12 Lagos months as a chart,
// recent transactions, counts and yield. Moves between the business's own wallets are neither in nor out.
import type { WalletDashboard } from '@paydesk/contracts';
import { type Executor, walletTransactions, yieldAccruals, yieldEnrolments } from '@paydesk/db';
import { and, eq, gte, notInArray, sql } from 'drizzle-orm';
import { formatMonthLabel, LAGOS, LAGOS_SQL, lagosDay } from '../../lib/lagos-time.ts';
import { findWallets } from './accounts/accounts.queries.ts';
import { bankOf, ensureMainWallet } from './accounts/accounts.service.ts';
import { countTransactions, listTransactions } from './transactions/transactions.queries.ts';
import type { WalletDeps } from './wallet-deps.ts';

/** The last `count` Lagos months as YYYY-MM, oldest first. */
export function lastMonths(today: string, count: number): string[] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const months: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(y, m - 1 - i, 1));
    months.push(d.toISOString().slice(0, 7));
  }
  return months;
}

async function monthlyFlows(db: Executor, companyId: string, months: string[]) {
  const month = sql<string>`to_char(${walletTransactions.createdAt} at time zone ${LAGOS_SQL}, 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      moneyIn: sql<number>`coalesce(sum(${walletTransactions.amount}) filter (where ${walletTransactions.direction} = 'credit'), 0)::bigint`,
      moneyOut: sql<number>`coalesce(sum(${walletTransactions.amount}) filter (where ${walletTransactions.direction} = 'debit'), 0)::bigint`,
    })
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.companyId, companyId),
        eq(walletTransactions.status, 'successful'),
        notInArray(walletTransactions.type, ['move_in', 'move_out']),
        gte(walletTransactions.createdAt, sql`(${`${months[0]}-01`}::date)::timestamp at time zone ${LAGOS}`),
      ),
    )
    .groupBy(month);
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  return months.map((m) => ({
    month: m,
    label: formatMonthLabel(m),
    moneyIn: Number(byMonth.get(m)?.moneyIn ?? 0),
    moneyOut: Number(byMonth.get(m)?.moneyOut ?? 0),
  }));
}

export async function walletDashboard(
  deps: Pick<WalletDeps, 'db' | 'config'>,
  companyId: string,
): Promise<WalletDashboard> {
  const { db } = deps;
  await ensureMainWallet(db, deps.config, companyId);
  const wallets = await findWallets(db, companyId);
  const open = wallets.filter((w) => w.wallet.status !== 'closed');
  const main = wallets.find((w) => w.wallet.purpose === 'main');
  const months = lastMonths(lagosDay(), 12);
  const [monthly, recent, counts, [enrolment], [earned]] = await Promise.all([
    monthlyFlows(db, companyId, months),
    listTransactions(db, companyId, {}, { page: 1, limit: 5 }),
    countTransactions(db, companyId, {}),
    db.select().from(yieldEnrolments).where(eq(yieldEnrolments.companyId, companyId)),
    db
      .select({ total: sql<number>`coalesce(sum(${yieldAccruals.amount}), 0)::bigint` })
      .from(yieldAccruals)
      .where(eq(yieldAccruals.companyId, companyId)),
  ]);
  const current = monthly[monthly.length - 1]!;
  return {
    totalWalletBalance: open.reduce((sum, w) => sum + w.wallet.balance, 0),
    currency: 'NGN',
    walletCount: open.length,
    mainAccount: main
      ? {
          walletId: main.wallet.id,
          accountNumber: main.wallet.accountNumber ?? '',
          accountName: main.companyName,
          bankName: bankOf(deps.config).bankName,
        }
      : null,
    thisMonth: { moneyIn: current.moneyIn, moneyOut: current.moneyOut },
    monthly,
    recentTransactions: recent.docs,
    counts,
    yield: { optedIn: enrolment?.optedIn ?? false, totalEarned: Number(earned?.total ?? 0) },
  };
}
