// GET /wallet/employer/dashboard: balances, this month's money in and out, the last 12 Lagos months as a chart,
// recent transactions, counts and yield. Moves between the business's own wallets are neither in nor out. Months
// and counts come from the monthly rollup, so the dashboard costs the same at a million lines as at ten.
import type { WalletDashboard } from '@paydesk/contracts';
import { type Executor, yieldAccruals, yieldEnrolments } from '@paydesk/db';
import { eq, sql } from 'drizzle-orm';
import { formatMonthLabel, lagosDay } from '../../lib/lagos-time.ts';
import { findWallets } from './accounts/accounts.queries.ts';
import { bankOf, ensureMainWallet } from './accounts/accounts.service.ts';
import { rollupMonthlyFlows } from './transactions/rollups.queries.ts';
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
  const byMonth = new Map((await rollupMonthlyFlows(db, companyId, months[0]!)).map((r) => [r.month, r]));
  return months.map((m) => ({
    month: m,
    label: formatMonthLabel(m),
    moneyIn: byMonth.get(m)?.moneyIn ?? 0,
    moneyOut: byMonth.get(m)?.moneyOut ?? 0,
  }));
}

export async function walletDashboard(
  deps: Pick<WalletDeps, 'db' | 'config'>,
  companyId: string,
): Promise<WalletDashboard> {
  const { db } = deps;
  let wallets = await findWallets(db, companyId);
  // The main wallet is opened on first sight (once the business is verified); afterwards this is one read.
  if (
    !wallets.some((w) => w.wallet.purpose === 'main') &&
    (await ensureMainWallet(db, deps.config, companyId))
  )
    wallets = await findWallets(db, companyId);
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
