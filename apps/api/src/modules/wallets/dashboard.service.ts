// GET /wallet/employer/dashboard: balances, this month's money in and out, the last 12 Lagos months as a chart,
// recent transactions, counts and yield. Moves between the business's own wallets are neither in nor out. Months
// and counts come from the monthly rollup, so the dashboard costs the same at a million lines as at ten.
import type { WalletDashboard } from '@paydesk/contracts';
import { formatMonthLabel, lagosDay } from '../../lib/lagos-time.ts';
import { bankOf, ensureMainWallet } from './accounts/accounts.service.ts';
import { dashboardFigures } from './dashboard.queries.ts';
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

export async function walletDashboard(
  deps: Pick<WalletDeps, 'db' | 'config'>,
  companyId: string,
): Promise<WalletDashboard> {
  const { db } = deps;
  const months = lastMonths(lagosDay(), 12);
  let figures = await dashboardFigures(db, companyId, months[0]!);
  // The main wallet is opened on first sight (once the business is verified); afterwards this is one read.
  if (
    !figures.wallets.some((w) => w.purpose === 'main') &&
    (await ensureMainWallet(db, deps.config, companyId))
  )
    figures = await dashboardFigures(db, companyId, months[0]!);
  const open = figures.wallets.filter((w) => w.status !== 'closed');
  const main = figures.wallets.find((w) => w.purpose === 'main');
  const byMonth = new Map(figures.monthly.map((m) => [m.month, m]));
  const monthly = months.map((m) => ({
    month: m,
    label: formatMonthLabel(m),
    moneyIn: Number(byMonth.get(m)?.moneyIn ?? 0),
    moneyOut: Number(byMonth.get(m)?.moneyOut ?? 0),
  }));
  const current = monthly[monthly.length - 1]!;
  return {
    totalWalletBalance: open.reduce((sum, w) => sum + Number(w.balance), 0),
    currency: 'NGN',
    walletCount: open.length,
    mainAccount: main
      ? {
          walletId: main.id,
          accountNumber: main.accountNumber ?? '',
          accountName: figures.companyName,
          bankName: bankOf(deps.config).bankName,
        }
      : null,
    thisMonth: { moneyIn: current.moneyIn, moneyOut: current.moneyOut },
    monthly,
    recentTransactions: figures.recent,
    counts: figures.counts,
    yield: { optedIn: figures.optedIn, totalEarned: figures.yieldEarned },
  };
}
