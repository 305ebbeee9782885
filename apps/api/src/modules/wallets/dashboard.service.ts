// GET /wallet/employer/dashboard: balances, this month's money in and out, the last 12 Lagos months as a chart,
// recent transactions, counts and yield. Moves between the business's own wallets are neither in nor out. Months
// and counts come from the monthly rollup, so the dashboard costs the same at a million lines as at ten.
import type { WalletDashboard } from '@paydesk/contracts';
import { formatMonthLabel, lagosDay } from '../../lib/lagos-time.ts';
import { freshness, type ReadMark } from '../../platform/read-cache.ts';
import { bankOf, ensureMainWallet } from './accounts/accounts.service.ts';
import { type DashboardFigures, dashboardFigures, dashboardStamp } from './dashboard.queries.ts';
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

/** The serialized answer of one business, with what it was read from and when. */
interface CachedAnswer {
  month: string;
  stamp: string;
  /** Bytes, not a string: a 4.5 kB string is encoded again on every send (~2-3 µs of CPU a call). */
  body: Buffer;
  /** While fresh, the answer is served without a read (see platform/read-cache.ts). */
  mark: ReadMark | undefined;
}

/**
 * The dashboard's answer, serialized once and kept per business (at most `entries` businesses, 0 = never kept).
 * While the process's write clock stands still (no write finished here, none announced by another process) and
 * for at most READ_CACHE_MS, the kept answer is served as it is (decision 0014). Otherwise the call reads the stamp
 * of the figures' inputs (one small statement, see dashboardStamp) and answers from memory only when it equals the
 * stamp the kept answer was read with, in the same snapshot as its figures. A posting, a settled or failed line, a
 * renamed wallet or business changes the stamp in its own transaction, and moves the clock of this process when
 * its statement ends and of every other process when its commit is announced.
 */
export function createDashboardReader(deps: Pick<WalletDeps, 'db' | 'config'>, entries: number) {
  const cache = new Map<string, CachedAnswer>();
  const { mark, fresh } = freshness(deps.db, deps.config.READ_CACHE_MS);
  // The Lagos day, worked out at most once a second rather than formatted on every call.
  let day = { today: '', until: 0 };
  const lagosToday = () => {
    const now = Date.now();
    if (now >= day.until) day = { today: lagosDay(new Date(now)), until: now + 1_000 };
    return day.today;
  };
  return async function dashboardAnswer(
    companyId: string,
    serialize: (answer: { message: string; data: WalletDashboard }) => string,
  ): Promise<Buffer> {
    const today = lagosToday();
    const month = today.slice(0, 7);
    const kept = cache.get(companyId);
    if (kept && kept.month === month) {
      if (fresh(kept.mark)) return kept.body;
      const started = mark();
      if (kept.stamp === (await dashboardStamp(deps.db, companyId))) {
        kept.mark = started;
        return kept.body;
      }
    }
    const started = mark();
    const { dashboard, stamp } = await readDashboard(deps, companyId, lastMonths(today, 12));
    const body = Buffer.from(serialize({ message: 'Dashboard', data: dashboard }));
    if (entries > 0 && stamp !== null) {
      // Newest last: the first key is the business least recently rebuilt.
      cache.delete(companyId);
      cache.set(companyId, { month, stamp, body, mark: started });
      if (cache.size > entries) cache.delete(cache.keys().next().value!);
    }
    return body;
  };
}

/** The dashboard and the stamp of what it was read from (null when the main wallet was opened on this read). */
async function readDashboard(
  deps: Pick<WalletDeps, 'db' | 'config'>,
  companyId: string,
  months: string[],
): Promise<{ dashboard: WalletDashboard; stamp: string | null }> {
  const { db } = deps;
  let figures = await dashboardFigures(db, companyId, months[0]!);
  let stamp: string | null = figures.stamp;
  // The main wallet is opened on first sight (once the business is verified); afterwards this is one read.
  if (
    !figures.wallets.some((w) => w.purpose === 'main') &&
    (await ensureMainWallet(db, deps.config, companyId))
  ) {
    figures = await dashboardFigures(db, companyId, months[0]!);
    stamp = null;
  }
  return { dashboard: shapeDashboard(deps, figures, months), stamp };
}

function shapeDashboard(
  deps: Pick<WalletDeps, 'config'>,
  figures: DashboardFigures,
  months: string[],
): WalletDashboard {
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
