// Wallet benches (issues 5 and 9). Prints figures; never asserts. Each figure comes with a baseline from the same run.
//  1. Ledger postings per second with a pool of 10 connections: every movement (entry, postings and the wallets'
//     history lines) on one hot wallet, then movements spread across 100 wallets; afterwards every invariant is
//     checked and the violations are printed (0 expected).
//     Baseline: plain single-row INSERTs a second on the same cluster and pool.
//  2. The header chip's wallet-balance, GET /wallet/employer/dashboard and the first transaction-history page
//     under autocannon, at each business size of BENCH_SIZES (wallet-history lines, seeded with set-based SQL).
//     Baseline: a bare Fastify hello world with the same autocannon settings.
//
//   node --import tsx bench/wallets.ts
//   BENCH_SIZES=10,10000,100000,1000000 BENCH_ENTRIES=5000 BENCH_DURATION=10 BENCH_CONNECTIONS=10 \
//     node --import tsx bench/wallets.ts
import { rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import {
  ensureSystemAccounts,
  move,
  reconcileLedger,
  unbalancedEntryCount,
  walletCredit,
  walletDebit,
} from '../apps/api/src/modules/ledger/index.ts';
import {
  companies,
  createDb,
  ensureDatabase,
  ledgerAccounts,
  runMigrations,
  startEmbeddedPostgres,
} from '../packages/db/src/index.ts';
import { ApiClient, demoToken } from './lib/api.ts';
import {
  cpuShare,
  formatHttpTable,
  type HttpFigure,
  helloWorldBaseline,
  measureHttp,
  plainInsertRate,
  ratio,
} from './lib/baseline.ts';
import { demoCompanyId, LIMITS_LIFTED, serverDatabaseUrl } from './lib/demo-database.ts';
import { seedTransactions } from './lib/seed-transactions.ts';
import { freshDataDir, startServer } from './lib/server.ts';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const POOL = 10;

export interface LedgerRow {
  name: string;
  entries: number;
  postings: number;
  seconds: number;
  postingsPerSecond: number;
  refused: number;
  violations: number;
  /** Entries a second as a share of plain single-row inserts a second on the same cluster. */
  ofPlainInserts: string;
}

async function runWorkers(workers: number, total: number, work: (i: number) => Promise<void>) {
  let next = 0;
  let refused = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < total) {
        const i = next++;
        try {
          await work(i);
        } catch {
          refused += 1;
        }
      }
    }),
  );
  return refused;
}

export async function benchLedger(
  log = (l: string) => process.stdout.write(`${l}\n`),
): Promise<{ rows: LedgerRow[]; plainInsertsPerSecond: number }> {
  const entries = env('BENCH_ENTRIES', 5000);
  const dataDir = freshDataDir('ledger');
  const pg = await startEmbeddedPostgres({ dataDir });
  try {
    await ensureDatabase(pg.adminUrl, 'bench');
    const url = pg.urlFor('bench');
    await runMigrations(url);
    const handle = createDb(url, { max: POOL });
    const db = handle.db;
    const [company] = await db
      .insert(companies)
      .values({ name: 'Bench Ltd', businessType: 'registered business', adminVerify: true })
      .returning();
    const companyId = company!.id;
    const system = await ensureSystemAccounts(db, companyId);
    const wallets = await db
      .insert(ledgerAccounts)
      .values(
        Array.from({ length: 101 }, (_, i) => ({
          companyId,
          kind: 'wallet' as const,
          name: `W${i}`,
          purpose: i === 0 ? 'main' : 'expense',
        })),
      )
      .returning({ id: ledgerAccounts.id });
    const hot = wallets[0]!.id;
    const spread = wallets.slice(1).map((w) => w.id);
    const START = 1_000_000_000;
    for (const w of [hot, ...spread]) {
      await db.transaction((tx) =>
        move(tx, {
          companyId,
          kind: 'funding',
          reference: `FND-BENCH-${w}`,
          description: 'bench funding',
          legs: [
            { account: system.funding_clearing, amount: -START },
            walletCredit(w, START, { type: 'funding', narration: 'bench funding' }),
          ],
        }),
      );
    }

    const plainInsertsPerSecond = await plainInsertRate(handle.pool, entries, POOL);
    log(
      `baseline: plain single-row INSERTs, ${POOL} connections → ${plainInsertsPerSecond.toFixed(0)} rows/s`,
    );
    const rows: LedgerRow[] = [];
    const check = async () => {
      const mismatches = await reconcileLedger(db, [companyId]);
      const unbalanced = await unbalancedEntryCount(db);
      const negative = await db.execute(
        sql`select count(*)::int as n from ledger_accounts where company_id = ${companyId} and kind = 'wallet' and balance < 0`,
      );
      const total = await db.execute(
        sql`select coalesce(sum(amount), 0)::bigint as t from postings where company_id = ${companyId}`,
      );
      return (
        mismatches.length +
        unbalanced +
        (negative.rows[0] as { n: number }).n +
        (Number((total.rows[0] as { t: number }).t) === 0 ? 0 : 1)
      );
    };
    const measure = async (name: string, work: (i: number) => Promise<void>) => {
      const started = performance.now();
      const refused = await runWorkers(POOL, entries, work);
      const seconds = (performance.now() - started) / 1000;
      const posted = entries - refused;
      const row = {
        name,
        entries: posted,
        postings: posted * 2,
        seconds,
        postingsPerSecond: (posted * 2) / seconds,
        refused,
        violations: await check(),
        ofPlainInserts: ratio(posted / seconds, plainInsertsPerSecond),
      };
      rows.push(row);
      log(
        `${name}: ${posted} entries (${row.postings} postings) in ${seconds.toFixed(2)} s → ${row.postingsPerSecond.toFixed(0)} postings/s (${(posted / seconds).toFixed(0)} entries/s, ${row.ofPlainInserts} of plain inserts), ${refused} refused, ${row.violations} invariant violations`,
      );
      return row;
    };

    await measure('one hot wallet (debits to transfers-out clearing)', (i) =>
      db
        .transaction((tx) =>
          move(tx, {
            companyId,
            kind: 'transfer',
            reference: `TRF-BENCH-${i}`,
            description: `hot ${i}`,
            legs: [
              walletDebit(hot, 1 + (i % 97), { type: 'transfer_out', narration: `hot ${i}` }),
              { account: system.transfers_out_clearing, amount: 1 + (i % 97) },
            ],
          }),
        )
        .then(() => undefined),
    );
    await measure('moves across 100 wallets', (i) => {
      const from = spread[(i * 7919) % 100]!;
      const to = spread[(i * 104_729 + 13) % 100]!;
      const accounts = from === to ? [from, spread[(i + 1) % 100]!] : [from, to];
      return db
        .transaction((tx) =>
          move(tx, {
            companyId,
            kind: 'move',
            reference: `MOV-BENCH-${i}`,
            description: `move ${i}`,
            legs: [
              walletDebit(accounts[0]!, 1 + (i % 89), { type: 'move_out', narration: `move ${i}` }),
              walletCredit(accounts[1]!, 1 + (i % 89), { type: 'move_in', narration: `move ${i}` }),
            ],
          }),
        )
        .then(() => undefined);
    });
    await handle.close();
    return { rows, plainInsertsPerSecond };
  } finally {
    await pg.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export type HttpRow = HttpFigure;

const WALLET_BALANCE = 'GET /b2b/employer/dashboard/wallet-balance';
const DASHBOARD = 'GET /wallet/employer/dashboard';
const DASHBOARD_REBUILT = 'GET /wallet/employer/dashboard, rebuilt every call (DASHBOARD_CACHE_ENTRIES=0)';
const HISTORY = 'GET /wallet/employer/transactions (page 1)';

export interface DashboardBench {
  /** Each size measures hello world right before its reads (`baseline`). */
  sizes: Array<{ transactions: number; baseline: HttpFigure; rows: HttpFigure[] }>;
}

export async function benchDashboard(
  log = (l: string) => process.stdout.write(`${l}\n`),
): Promise<DashboardBench> {
  const connections = env('BENCH_CONNECTIONS', 10);
  const duration = env('BENCH_DURATION', 10);
  const sizes = (process.env.BENCH_SIZES ?? '10,10000')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0)
    .sort((a, b) => a - b);
  const settings = { connections, duration };
  const server = await startServer({ probes: ['/health'], env: { ...LIMITS_LIFTED, SEED_DEMO: 'true' } });
  // The dashboard before its answer was kept (DASHBOARD_CACHE_ENTRIES=0: rebuilt on every call), side by side in
  // the same run: a second API process on the same database and secrets (so the same token works).
  const rebuilding = await startServer({
    probes: ['/health'],
    dataDir: server.dataDir,
    env: {
      ...LIMITS_LIFTED,
      DATABASE_URL: serverDatabaseUrl(server.dataDir),
      DASHBOARD_CACHE_ENTRIES: '0',
      ROLE: 'api',
      SEED_DEMO: 'false',
    },
  });
  const database = createDb(serverDatabaseUrl(server.dataDir), { max: 2 });
  try {
    const api = await ApiClient.connect(server.url);
    let headers = { authorization: `Bearer ${await demoToken(api)}` };
    // Opening the dashboard once makes sure the main wallet and its clearing accounts exist.
    await fetch(`${server.url}/api/wallet/employer/dashboard`, { headers });
    const companyId = await demoCompanyId(database.pool);
    const result: DashboardBench = { sizes: [] };
    for (const size of sizes) {
      const started = performance.now();
      const transactions = await seedTransactions(database.pool, companyId, size);
      log(
        `business at ${transactions} transactions (seeded in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
      );
      // A token of its own for this size's reads: a million-line seed can outlast an access token (15 minutes), and
      // an expired token's 401s would be counted as fast answers.
      headers = { authorization: `Bearer ${await demoToken(api)}` };
      // Hello world again right before this size's reads: the machine's speed moves over minutes (a seed of a
      // million lines takes two), and the ratios are only as good as the two runs are close in time.
      const hello = await helloWorldBaseline(settings);
      log(
        `${hello.name} @ ${transactions}: ${hello.rps.toFixed(0)} req/s, p99 ${hello.p99} ms, CPU ${cpuShare(hello, hello)} µs a request`,
      );
      const rows: HttpFigure[] = [];
      for (const [name, answering, urlPath] of [
        [WALLET_BALANCE, server, '/api/b2b/employer/dashboard/wallet-balance'],
        [DASHBOARD, server, '/api/wallet/employer/dashboard'],
        [DASHBOARD_REBUILT, rebuilding, '/api/wallet/employer/dashboard'],
        [HISTORY, server, '/api/wallet/employer/transactions?page=1&limit=20'],
      ] as const) {
        const row = await measureHttp(`${name} @ ${transactions}`, `${answering.url}${urlPath}`, {
          ...settings,
          headers,
          ...(answering.child.pid ? { serverPid: answering.child.pid } : {}),
        });
        rows.push(row);
        log(
          `${row.name}: ${row.rps.toFixed(0)} req/s (${ratio(row.rps, hello.rps)} of hello world), p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.non2xx} non-2xx, CPU ${cpuShare(row, hello)} µs a request`,
        );
      }
      result.sizes.push({ transactions, baseline: hello, rows });
    }
    return result;
  } finally {
    await database.close();
    await rebuilding.stop();
    await server.stop();
  }
}

/** Each size's rates as shares of its own hello world run, each read as a share of wallet-balance; then the goals. */
export function formatDashboardTable(bench: DashboardBench): string {
  const tables = bench.sizes.map((size) =>
    formatHttpTable(size.rows, size.baseline, (row) =>
      row === size.baseline || row === size.rows[0]
        ? ''
        : `${ratio(row.rps, size.rows[0]!.rps)} of wallet-balance`,
    ),
  );
  return `${tables.join('\n\n')}\n${formatGoals(bench).join('\n')}`;
}

/** The issue 9 goals against the largest business size measured (they name 1,000,000 lines). */
function formatGoals(bench: DashboardBench): string[] {
  const largest = bench.sizes.at(-1);
  if (!largest) return [];
  const row = (name: string) => largest.rows.find((r) => r.name.startsWith(`${name} @`))!;
  const [balance, dashboard, history] = [row(WALLET_BALANCE), row(DASHBOARD), row(HISTORY)];
  const hello = largest.baseline;
  const at = `at ${largest.transactions} lines`;
  const mark = (met: boolean) => (met ? 'met' : 'NOT met');
  const share = (a: number, b: number) => a / b;
  return [
    `goals (issue 9, ${at}${largest.transactions < 1_000_000 ? '; the goals name 1000000' : ''}):`,
    `  wallet-balance >= 30% of hello world: ${ratio(balance.rps, hello.rps)} — ${mark(share(balance.rps, hello.rps) >= 0.3)}` +
      (balance.cpuUsPerRequest && hello.cpuUsPerRequest
        ? ` (by server CPU a request: ${ratio(hello.cpuUsPerRequest, balance.cpuUsPerRequest)})`
        : ''),
    `  dashboard >= 80% of wallet-balance: ${ratio(dashboard.rps, balance.rps)} — ${mark(share(dashboard.rps, balance.rps) >= 0.8)}`,
    `  dashboard p99 < 25 ms: ${dashboard.p99} ms — ${mark(dashboard.p99 < 25)}`,
    `  history first page p99 < 50 ms: ${history.p99} ms — ${mark(history.p99 < 50)}`,
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.stdout.write(`Ledger postings (pool of ${POOL} connections)\n`);
  await benchLedger();
  process.stdout.write('\nWallet reads under autocannon, by business size\n');
  process.stdout.write(`\n${formatDashboardTable(await benchDashboard())}\n`);
}
