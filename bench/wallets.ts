// Wallet benches (issue 5). Prints figures; never asserts.
//  1. Ledger postings per second with a pool of 10 connections: every entry on one hot wallet, then entries
//     spread across 100 wallets; afterwards every invariant is checked and the violations are printed (0 expected).
//  2. GET /wallet/employer/dashboard (and the header chip's wallet-balance) under autocannon: rps and p99.
//
//   node --import tsx bench/wallets.ts
//   BENCH_ENTRIES=5000 BENCH_DURATION=10 BENCH_CONNECTIONS=10 node --import tsx bench/wallets.ts
import { rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import {
  ensureSystemAccounts,
  postEntry,
  reconcileLedger,
  unbalancedEntryCount,
} from '../apps/api/src/modules/ledger/index.ts';
import {
  companies,
  createDb,
  ensureDatabase,
  ledgerAccounts,
  runMigrations,
  startEmbeddedPostgres,
} from '../packages/db/src/index.ts';
import { ApiClient, sixDigits } from './lib/api.ts';
import { AUTH_PATHS, CHANNEL } from './lib/contracts.ts';
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

export async function benchLedger(log = (l: string) => process.stdout.write(`${l}\n`)): Promise<LedgerRow[]> {
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
        postEntry(tx, {
          companyId,
          kind: 'funding',
          description: 'bench funding',
          postings: [
            { accountId: system.funding_clearing!, amount: -START },
            { accountId: w, amount: START },
          ],
        }),
      );
    }

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
      };
      rows.push(row);
      log(
        `${name}: ${posted} entries (${row.postings} postings) in ${seconds.toFixed(2)} s → ${row.postingsPerSecond.toFixed(0)} postings/s, ${refused} refused, ${row.violations} invariant violations`,
      );
      return row;
    };

    await measure('one hot wallet (debits to transfers-out clearing)', (i) =>
      db
        .transaction((tx) =>
          postEntry(tx, {
            companyId,
            kind: 'transfer',
            description: `hot ${i}`,
            postings: [
              { accountId: hot, amount: -(1 + (i % 97)) },
              { accountId: system.transfers_out_clearing!, amount: 1 + (i % 97) },
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
          postEntry(tx, {
            companyId,
            kind: 'move',
            description: `move ${i}`,
            postings: [
              { accountId: accounts[0]!, amount: -(1 + (i % 89)) },
              { accountId: accounts[1]!, amount: 1 + (i % 89) },
            ],
          }),
        )
        .then(() => undefined);
    });
    await handle.close();
    return rows;
  } finally {
    await pg.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export interface HttpRow {
  name: string;
  connections: number;
  requests: number;
  non2xx: number;
  rps: number;
  p50: number;
  p99: number;
}

async function demoToken(api: ApiClient): Promise<string> {
  const credentials = { email: 'demo@paydesk.ng', password: 'Paydesk-Demo-2026!', channel: CHANNEL };
  const seen = new Set((await api.mail(credentials.email)).map((m) => m.id));
  const stage1 = await api.post<{ challengeId: string }>(AUTH_PATHS.login, { stage: 1, ...credentials });
  const mail = await api.waitForMail(credentials.email, /^Your login code/, seen);
  const stage2 = await api.post<{ token: string }>(AUTH_PATHS.login, {
    stage: 2,
    ...credentials,
    otp: sixDigits(mail.textBody),
    challengeId: stage1.body.data.challengeId,
  });
  if (stage2.status !== 200) throw new Error(`login stage 2 answered ${stage2.status}`);
  return stage2.body.data.token;
}

export async function benchDashboard(
  log = (l: string) => process.stdout.write(`${l}\n`),
): Promise<HttpRow[]> {
  const connections = env('BENCH_CONNECTIONS', 10);
  const duration = env('BENCH_DURATION', 10);
  const server = await startServer({
    probes: ['/health'],
    env: { GLOBAL_RATE_LIMIT_PER_MINUTE: '10000000', AUTH_RATE_LIMIT_PER_MINUTE: '1000', SEED_DEMO: 'true' },
  });
  try {
    const api = await ApiClient.connect(server.url);
    const token = await demoToken(api);
    const rows: HttpRow[] = [];
    for (const [name, path] of [
      ['GET /wallet/employer/dashboard', '/api/wallet/employer/dashboard'],
      ['GET /b2b/employer/dashboard/wallet-balance', '/api/b2b/employer/dashboard/wallet-balance'],
    ] as const) {
      const result = await autocannon({
        url: `${server.url}${path}`,
        connections,
        duration,
        headers: { authorization: `Bearer ${token}` },
      });
      const row = {
        name,
        connections,
        requests: result.requests.total,
        non2xx: result.non2xx,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
      };
      rows.push(row);
      log(
        `${name}: ${row.rps.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms (${connections} connections, ${row.requests} requests, ${row.non2xx} non-2xx)`,
      );
    }
    return rows;
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.stdout.write(`Ledger postings (pool of ${POOL} connections)\n`);
  await benchLedger();
  process.stdout.write('\nDashboard under autocannon\n');
  await benchDashboard();
}
