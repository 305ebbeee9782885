// Pooled platform accounts (issue 31, decision 0023). Prints figures; never asserts. Baseline from the same run:
// plain single-row PostgreSQL INSERTs a second on the same cluster and pool (10 connections), measured right before
// each scenario; entries/s and postings/s are printed as shares of it.
//
// Payouts — a wallet debited for amount + fee, transfers-out clearing and fees credited, the entry, its three
// postings and the wallet's two history lines in one transaction — from 10 connections, each scenario with the
// ledger's pools of 1 sub-account (as before pooling) and of BENCH_POOL (10) sub-accounts:
//  1. across 100 businesses at once, each its own wallet, each posting through its own clearing and fee accounts;
//  2. one business, 100 wallets, every payout through the business's clearing and fee accounts (the shared rows).
// After each run every invariant is checked (reconciliation with the pool as one account, unbalanced entries,
// negative wallets, each business's postings summing to zero) and the violations are printed (0 expected).
//
//   node --import tsx bench/pooled-ledger.ts
//   BENCH_ENTRIES=5000 BENCH_POOL=10 BENCH_DEFER=1 node --import tsx bench/pooled-ledger.ts
import { rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import {
  ensureSystemAccounts,
  move,
  reconcileLedger,
  type SystemAccounts,
  setLedgerPoolSize,
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
import { plainInsertRate, ratio } from './lib/baseline.ts';
import { freshDataDir } from './lib/server.ts';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const CONNECTIONS = 10;

export interface PooledRow {
  name: string;
  poolSize: number;
  entries: number;
  postings: number;
  seconds: number;
  entriesPerSecond: number;
  postingsPerSecond: number;
  refused: number;
  violations: number;
}

interface Payer {
  companyId: string;
  wallet: string;
  system: SystemAccounts;
}

export async function benchPooledLedger(log = (l: string) => process.stdout.write(`${l}\n`)) {
  const entries = env('BENCH_ENTRIES', 5000);
  const pooled = env('BENCH_POOL', 10);
  const defer = process.env.BENCH_DEFER === '1';
  const dataDir = freshDataDir('pooled-ledger');
  const pg = await startEmbeddedPostgres({ dataDir });
  try {
    await ensureDatabase(pg.adminUrl, 'bench');
    const url = pg.urlFor('bench');
    await runMigrations(url);
    const handle = createDb(url, { max: CONNECTIONS });
    const db = handle.db;
    const START = 1_000_000_000;

    /** `businesses` businesses with `wallets` funded wallets each, their system accounts in pools of `size`. */
    const setUp = async (label: string, businesses: number, wallets: number, size: number) => {
      setLedgerPoolSize(size);
      const payers: Payer[] = [];
      for (let b = 0; b < businesses; b++) {
        const [company] = await db
          .insert(companies)
          .values({ name: `${label} ${b}`, businessType: 'registered business', adminVerify: true })
          .returning();
        const companyId = company!.id;
        const system = await db.transaction((tx) => ensureSystemAccounts(tx, companyId));
        // Read again outside the transaction that made them: the ledger takes a pool as known once committed.
        await ensureSystemAccounts(db, companyId);
        const made = await db
          .insert(ledgerAccounts)
          .values(
            Array.from({ length: wallets }, (_, i) => ({
              companyId,
              kind: 'wallet' as const,
              name: `W${i}`,
              purpose: i === 0 ? 'main' : 'expense',
            })),
          )
          .returning({ id: ledgerAccounts.id });
        for (const { id: wallet } of made) {
          await db.transaction((tx) =>
            move(tx, {
              companyId,
              kind: 'funding',
              reference: `FND-${wallet}`,
              description: 'bench funding',
              legs: [
                { account: system.funding_clearing, amount: -START },
                walletCredit(wallet, START, { type: 'funding', narration: 'bench funding' }),
              ],
            }),
          );
          payers.push({ companyId, wallet, system });
        }
      }
      return payers;
    };

    const violations = async (companyIds: string[]) => {
      const mismatches = await reconcileLedger(db, companyIds);
      const unbalanced = await unbalancedEntryCount(db);
      const { rows } = await db.execute<{ negative: number; unsummed: number }>(sql`
        select (select count(*)::int from ledger_accounts where company_id = any(${sql.param(companyIds)}::uuid[])
                  and kind = 'wallet' and balance < 0) as negative,
               (select count(*)::int from (select company_id from postings
                  where company_id = any(${sql.param(companyIds)}::uuid[])
                  group by company_id having sum(amount) <> 0) t) as unsummed`);
      return mismatches.length + unbalanced + rows[0]!.negative + rows[0]!.unsummed;
    };

    const rows: PooledRow[] = [];
    const measure = async (name: string, size: number, payers: Payer[]) => {
      let next = 0;
      let refused = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async () => {
          while (next < entries) {
            const i = next++;
            const payer = payers[(i * 7919) % payers.length]!;
            const amount = 1_00 + (i % 97);
            const fee = 10_75;
            try {
              await db.transaction((tx) =>
                move(tx, {
                  companyId: payer.companyId,
                  kind: 'transfer_out',
                  reference: `TRF-${size}-${i}`,
                  description: `payout ${i}`,
                  legs: [
                    walletDebit(
                      payer.wallet,
                      amount,
                      { type: 'transfer_out', narration: `payout ${i}`, status: 'pending' },
                      { amount: fee, narration: 'Transfer fee' },
                    ),
                    { account: payer.system.transfers_out_clearing, amount },
                    { account: payer.system.fees, amount: fee },
                  ],
                  ...(defer ? { deferSystemBalances: true } : {}),
                }),
              );
            } catch {
              refused += 1;
            }
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      const posted = entries - refused;
      const row: PooledRow = {
        name,
        poolSize: size,
        entries: posted,
        postings: posted * 3,
        seconds,
        entriesPerSecond: posted / seconds,
        postingsPerSecond: (posted * 3) / seconds,
        refused,
        violations: await violations([...new Set(payers.map((p) => p.companyId))]),
      };
      rows.push(row);
      return row;
    };

    const scenarios = [
      { name: '100 businesses at once, a wallet each', businesses: 100, wallets: 1 },
      { name: 'one business, 100 wallets', businesses: 1, wallets: 100 },
    ];
    const payersOf = new Map<string, Payer[]>();
    for (const s of scenarios)
      for (const size of [1, pooled])
        payersOf.set(`${s.name}/${size}`, await setUp(`${s.name} (${size})`, s.businesses, s.wallets, size));

    // The machine's speed moves over a run: each scenario beside a baseline measured right before it.
    const baselines: number[] = [];
    for (const s of scenarios)
      for (const size of [1, pooled]) {
        const plain = await plainInsertRate(handle.pool, entries, CONNECTIONS);
        baselines.push(plain);
        log(`baseline: plain single-row INSERTs, ${CONNECTIONS} connections → ${plain.toFixed(0)} rows/s`);
        setLedgerPoolSize(size);
        const row = await measure(s.name, size, payersOf.get(`${s.name}/${size}`)!);
        log(
          `${row.name}, pool of ${size}${defer ? ' (system balances at commit)' : ''}: ${row.entries} payouts (${row.postings} postings) in ${row.seconds.toFixed(2)} s → ${row.entriesPerSecond.toFixed(0)} entries/s (${ratio(row.entriesPerSecond, plain)} of plain inserts), ${row.postingsPerSecond.toFixed(0)} postings/s (${ratio(row.postingsPerSecond, plain)}), ${row.refused} refused, ${row.violations} invariant violations`,
        );
      }
    await handle.close();
    return { rows, plainInsertsPerSecond: baselines };
  } finally {
    await pg.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.stdout.write(`Pooled system accounts: payouts from ${CONNECTIONS} connections\n`);
  await benchPooledLedger();
}
