// Settlement → salary line paid (issue 25). Prints figures; never asserts. One business with BENCH_PAYOUT_EMPLOYEES
// (1,000) employees in a computed, approved payroll run, through the app built in this process (app.inject) on an
// embedded PostgreSQL started with track_commit_timestamp on:
//  1. Pay: the pay-salary request, then the batch job's code (processBatch) posts every salary and hands the
//     transfers to the sandbox rail.
//  2. The bank decides: the sandbox's settleDue (one statement per 1,000 transfers, each stamping decided_at with
//     its now()), then deliverDueCallbacks, as the product's sandbox job runs them: two workers, each delivering up
//     to 500 outcomes in one signed body to the app's grouped callback route through app.inject; the route settles
//     them and payroll's payout handler marks the lines paid in the same transaction.
//  3. For every line: from the bank's decision (sandbox_bank_transfers.decided_at, the callback's occurredAt) to the
//     commit of the transaction that made it paid (pg_xact_commit_timestamp of the line's row version: nothing
//     writes a paid line afterwards in this process), both on the database's clock. Split into decision → callback
//     arrival (the moment the rail's delivery calls app.inject, seen by wrapping it) and arrival → commit. A second
//     connection polls the run's paid count every BENCH_PAYOUT_POLL_MS (20; 0 = off) and records when each line
//     was first seen paid from outside: a check that the commit is when it became visible.
//  4. The first callback's arrival → the commit that completed the run (payroll_runs row, same clock).
// Baseline: plain single-row INSERTs on the same cluster, one connection (the time of one insert is its inverse,
// the unit the p99 is given in) and ten (the rate the other database benches quote).
//
//   node --import tsx bench/payout-latency.ts
//   BENCH_PAYOUT_EMPLOYEES=1000,10000 node --import tsx bench/payout-latency.ts   (each size on its own cluster)
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { processBatch } from '../apps/api/src/modules/payments/index.ts';
import { runCompute } from '../apps/api/src/modules/payroll/compute/compute-job.ts';
import { noRecoveries } from '../apps/api/src/modules/payroll/index.ts';
import { isSandboxTransfers } from '../apps/api/src/providers/banking/index.ts';
import { BULK_PIN, insertPayrollCompany } from '../apps/api/test/helpers/payroll-bulk.ts';
import { plainInsertRate } from './lib/baseline.ts';
import { PAYMENTS_PATHS } from './lib/contracts.ts';
import { withInProcessApp } from './lib/in-process-app.ts';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const POOL = 10;
const CALLBACK_URL = `/api${PAYMENTS_PATHS.bankCallbackBatch}`;

export interface Spread {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface PayoutLatencyFigures {
  employees: number;
  paid: number;
  /** Bank's decision → the commit that made the line paid, ms. */
  decidedToPaid: Spread;
  /** Bank's decision → the callback carrying it reached the app, ms. */
  decidedToArrival: Spread;
  /** The callback's arrival → the commit that made the line paid, ms. */
  arrivalToPaid: Spread;
  /** Bank's decision → first seen paid by the polling connection, ms (undefined when not polled). */
  decidedToSeen?: Spread;
  /** First callback's arrival → the commit that completed the run, ms. */
  arrivalToRunCompleted: number;
  callbacks: number;
  settleDueMs: number;
  deliverMs: number;
  plainInsertMs: number;
  plainInsertsPerSecond: number;
  plainInsertsPerSecondPool: number;
  load: number[];
}

/** Nearest-rank percentiles of `values` (ms). */
export function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted.length === 0
      ? Number.NaN
      : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
  return { count: sorted.length, p50: at(50), p95: at(95), p99: at(99), max: at(100) };
}

const fmt = (s: Spread) =>
  `p50 ${s.p50.toFixed(0)} / p95 ${s.p95.toFixed(0)} / p99 ${s.p99.toFixed(0)} / max ${s.max.toFixed(0)} ms (${s.count} lines)`;

export async function benchPayoutLatency(
  log = (l: string) => process.stdout.write(`${l}\n`),
  count = env('BENCH_PAYOUT_EMPLOYEES', 1_000),
): Promise<PayoutLatencyFigures> {
  const pollMs = env('BENCH_PAYOUT_POLL_MS', 20);
  return withInProcessApp(
    'payout-latency',
    {
      DATABASE_POOL_SIZE: String(POOL),
      BANK_TRANSFER_SETTLE_SECONDS: '0',
      TRANSFER_BATCH_CHUNK: String(env('TRANSFER_BATCH_CHUNK', 2_000)),
    },
    async ({ server, config, appSecret }) => {
      const db = server.database.db;
      const pool = server.database.pool;
      const rail = server.rail;
      if (!isSandboxTransfers(rail)) throw new Error('the bench runs on the sandbox rail');
      let started = performance.now();
      const company = await insertPayrollCompany(db, { employees: count, balance: 10_000_000_000_000 });
      const { companyId } = company;
      log(`setup: ${count} employees written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      const token = await company.token(appSecret);
      const plainInsertsPerSecond = await plainInsertRate(pool, 2_000, 1);
      const plainInsertsPerSecondPool = await plainInsertRate(pool, 5_000, POOL);
      const plainInsertMs = 1000 / plainInsertsPerSecond;
      log(
        `baseline: plain single-row INSERTs, 1 connection → ${plainInsertsPerSecond.toFixed(0)} rows/s ` +
          `(${plainInsertMs.toFixed(3)} ms each); ${POOL} connections → ${plainInsertsPerSecondPool.toFixed(0)} rows/s`,
      );
      const call = async (method: 'GET' | 'POST', path: string, payload?: object) => {
        const res = await server.app.inject({
          method,
          url: `/api${path}`,
          headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomBytes(8).toString('hex') },
          ...(payload ? { payload } : {}),
        });
        if (res.statusCode >= 400)
          throw new Error(`${path} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
        return res.json() as { data: Record<string, unknown> };
      };

      // 1. A computed, approved run, paid: the pay-salary request and the batch job's posting and hand-off.
      const run = await call('POST', '/payroll/runs', {
        periodStart: '2026-03-01',
        periodEnd: '2026-03-31',
        pay_group_ids: [company.payGroupId],
      });
      const runId = run.data._id as string;
      const queued = await call('POST', `/payroll/runs/${runId}/run`);
      await runCompute(
        { db, recoveries: noRecoveries },
        { companyId, runId, generation: queued.data.generation as number },
      );
      await call('POST', `/payroll/runs/${runId}/submit`, {});
      await call('POST', `/payroll/runs/${runId}/approve`, { pin: BULK_PIN });
      started = performance.now();
      await call('POST', `/payroll/runs/${runId}/pay-salary`, {
        sourceWalletId: company.walletId,
        pin: BULK_PIN,
      });
      const batch = await db.execute<{ id: string }>(
        sql`select payment_batch_id as id from payroll_runs where id = ${runId}`,
      );
      await processBatch(
        { db, config, rail, payouts: server.payouts },
        { companyId, batchId: batch.rows[0]!.id },
      );
      const atBank = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from sandbox_bank_transfers where status = 'pending'`,
      );
      log(
        `pay: request and posting ${((performance.now() - started) / 1000).toFixed(2)} s; ` +
          `${atBank.rows[0]!.n} transfers waiting at the sandbox bank`,
      );

      // 2. The rail's callbacks as they reach the app: each grouped body's references and its arrival time.
      const arrivals = new Map<string, number>();
      let callbacks = 0;
      let firstArrival = Number.POSITIVE_INFINITY;
      const inject = server.app.inject.bind(server.app);
      const watched = ((options: unknown) => {
        const o = options as { url?: string; payload?: string } | undefined;
        if (o?.url === CALLBACK_URL && typeof o.payload === 'string') {
          const at = Date.now();
          firstArrival = Math.min(firstArrival, at);
          callbacks += 1;
          for (const outcome of (JSON.parse(o.payload) as { data: { reference: string }[] }).data)
            arrivals.set(outcome.reference, at);
        }
        return (inject as (o: unknown) => unknown)(options);
      }) as typeof server.app.inject;
      server.app.inject = watched;

      // The run's paid count as another connection sees it.
      const seen: { at: number; paid: number }[] = [];
      let polling = pollMs > 0;
      const poller = polling
        ? (async () => {
            const client = await pool.connect();
            try {
              while (polling) {
                const { rows } = await client.query(
                  `select count(*)::int as n from payroll_run_lines
                   where company_id = $1 and run_id = $2 and payment_state = 'paid'`,
                  [companyId, runId],
                );
                seen.push({ at: Date.now(), paid: rows[0].n as number });
                await new Promise((r) => setTimeout(r, pollMs));
              }
            } finally {
              client.release();
            }
          })()
        : Promise.resolve();

      // 3. The bank decides, then delivers, as the product's sandbox job does (back to back).
      let settleDueMs: number;
      let deliverMs: number;
      try {
        started = performance.now();
        const decided = await rail.settleDue();
        settleDueMs = performance.now() - started;
        started = performance.now();
        const delivered = await rail.deliverDueCallbacks();
        deliverMs = performance.now() - started;
        log(
          `bank: ${decided} transfers decided in ${settleDueMs.toFixed(0)} ms; ${delivered} outcomes delivered in ` +
            `${callbacks} grouped callbacks in ${deliverMs.toFixed(0)} ms`,
        );
      } finally {
        server.app.inject = inject;
        // One poll after the last commit, so every line has been seen.
        await new Promise((r) => setTimeout(r, pollMs * 2));
        polling = false;
        await poller;
      }

      // 4. Per line: the bank's decision and the commit that made the line paid, both on the database's clock.
      const lines = await db.execute<{
        reference: string;
        decided: number;
        committed: number;
        tx_started: number;
      }>(sql`
        select l.transfer_reference as reference,
               extract(epoch from s.decided_at)::float8 * 1000 as decided,
               extract(epoch from pg_xact_commit_timestamp(l.xmin))::float8 * 1000 as committed,
               extract(epoch from l.updated_at)::float8 * 1000 as tx_started
        from payroll_run_lines l
        join sandbox_bank_transfers s on s.merchant_reference = l.transfer_reference
        where l.company_id = ${companyId} and l.run_id = ${runId} and l.payment_state = 'paid'`);
      const rows = lines.rows;
      const runRow = await db.execute<{ status: string; committed: number }>(sql`
        select status, extract(epoch from pg_xact_commit_timestamp(xmin))::float8 * 1000 as committed
        from payroll_runs where id = ${runId}`);
      const decidedToPaid = spread(rows.map((r) => r.committed - r.decided));
      const decidedToArrival = spread(rows.map((r) => arrivals.get(r.reference)! - r.decided));
      const arrivalToPaid = spread(rows.map((r) => r.committed - arrivals.get(r.reference)!));
      const inTransaction = spread(rows.map((r) => r.committed - r.tx_started));
      // The k-th line to commit is visible once a poll counts k paid lines.
      let decidedToSeen: Spread | undefined;
      let seenLag: Spread | undefined;
      if (pollMs > 0) {
        const byCommit = [...rows].sort((a, b) => a.committed - b.committed);
        let poll = 0;
        const seenAt = byCommit.map((_, k) => {
          while (poll < seen.length && seen[poll]!.paid < k + 1) poll += 1;
          return seen[poll]?.at ?? Number.NaN;
        });
        decidedToSeen = spread(byCommit.map((r, k) => seenAt[k]! - r.decided));
        seenLag = spread(byCommit.map((r, k) => seenAt[k]! - r.committed));
      }
      const arrivalToRunCompleted = runRow.rows[0]!.committed - firstArrival;
      const load = loadavg();

      log(`lines paid: ${rows.length} of ${count}; run ${runRow.rows[0]!.status}`);
      log(`bank's decision → line paid (committed): ${fmt(decidedToPaid)}`);
      log(
        `  p99 = ${(decidedToPaid.p99 / plainInsertMs).toFixed(0)}× the time of one plain insert ` +
          `(${plainInsertMs.toFixed(3)} ms); goal p99 < 1,000 ms: ${decidedToPaid.p99 < 1000 ? 'met' : 'NOT met'}`,
      );
      log(`  decision → callback arrival: ${fmt(decidedToArrival)}`);
      log(`  callback arrival → line paid: ${fmt(arrivalToPaid)}`);
      log(`  of which the settling transaction itself (its start → its commit): ${fmt(inTransaction)}`);
      if (decidedToSeen && seenLag)
        log(
          `bank's decision → line seen paid from another connection (polling every ${pollMs} ms): ${fmt(decidedToSeen)}; ` +
            `commit → seen p50 ${seenLag.p50.toFixed(0)} / max ${seenLag.max.toFixed(0)} ms`,
        );
      log(
        `first callback's arrival → run completed (committed): ${arrivalToRunCompleted.toFixed(0)} ms ` +
          `(${callbacks} callbacks; load ${load.map((l) => l.toFixed(1)).join(' ')})`,
      );
      return {
        employees: count,
        paid: rows.length,
        decidedToPaid,
        decidedToArrival,
        arrivalToPaid,
        ...(decidedToSeen ? { decidedToSeen } : {}),
        arrivalToRunCompleted,
        callbacks,
        settleDueMs,
        deliverMs,
        plainInsertMs,
        plainInsertsPerSecond,
        plainInsertsPerSecondPool,
        load,
      };
    },
    { track_commit_timestamp: 'on' },
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const sizes = (process.env.BENCH_PAYOUT_EMPLOYEES ?? '1000').split(',').map(Number);
  for (const size of sizes) {
    process.stdout.write(
      `Settlement → salary line paid (${size} employees, pool of ${POOL}, load ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')})\n`,
    );
    await benchPayoutLatency(undefined, size);
  }
}
