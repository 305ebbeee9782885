// Payroll runs bench (issue 15). Prints figures; never asserts. One business with BENCH_PAYROLL_EMPLOYEES (100,000)
// employees in one pay group, through the app built in this process (app.inject) on an embedded PostgreSQL. The
// business has daily transaction limits (its own and its members' default, far above the month's pay), as a business
// that sets them, so every chunk of the post checks them:
//  1. Run: the computation job's code (runCompute: chunk by chunk, every payslip with its breakdown stored). Wall
//     time and payslips a second.
//  2. Pay: the pay-salary request (every line batched, in one transaction) and the posting of every salary to the
//     ledger by the batch job's code (processBatch, chunks of TRANSFER_BATCH_CHUNK) on a pool of POOL (10) connections.
//  3. The bank's answers: the first and the last BENCH_ANSWERS (1,000) salaries' transfers settled by their own
//     callbacks (one transaction an answer, as the rail's webhooks arrive), the ones between by grouped callbacks; the
//     last answer completes the run. Ms an answer at the start and at the end (each asks whether a line is left
//     open: the same cost at any point of a run, not one that grows with its size), grouped answers a second.
//  4. Invariants after posting: clearing equals the open transfers, cached balances equal postings, every entry
//     balances, no wallet below zero; every line in the batch once.
// Peak memory: the process's RSS sampled every 100 ms. Baseline: plain single-row INSERTs a second on the same
// cluster and pool. Goal: run + post < 30 s on the 2-core machine, peak RSS < 1 GB, zero violations.
//
//   node --import tsx bench/payroll-runs.ts
//   BENCH_PAYROLL_EMPLOYEES=10000 node --import tsx bench/payroll-runs.ts
//   BENCH_SIZES=10000,100000 node --import tsx bench/payroll-runs.ts
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { transactionLimits } from '@paydesk/db';
import { sql } from 'drizzle-orm';
import { configSchema } from '../apps/api/src/config.ts';
import { reconcileLedger, unbalancedEntryCount } from '../apps/api/src/modules/ledger/index.ts';
import {
  applyTransferOutcome,
  applyTransferOutcomes,
  demoBankAnswer,
  payoutOutcomes,
  processBatch,
} from '../apps/api/src/modules/payments/index.ts';
import { runCompute } from '../apps/api/src/modules/payroll/compute/compute-job.ts';
import { noRecoveries } from '../apps/api/src/modules/payroll/index.ts';
import { BULK_PIN, insertPayrollCompany } from '../apps/api/test/helpers/payroll-bulk.ts';
import { copySeconds, cpuLine, cpuOf, median, plainInsertRate, ratio } from './lib/baseline.ts';
import { withInProcessApp } from './lib/in-process-app.ts';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const POOL = 10;
/** Salaries posted a transaction (the product's default is less: the bench's figure is printed with both). */
const POST_CHUNK = env('TRANSFER_BATCH_CHUNK', 2_000);
/**
 * The cluster's settings (BENCH_PG_SETTINGS, `name=value,…`): a server sized for a payroll of this size rather than
 * PostgreSQL's laptop defaults (128 MB of shared buffers, a checkpoint every 1 GB of WAL), as docs/scale-out.md
 * recommends. At the defaults the 100,000 lines outgrow the buffers and the pay request's update of every line
 * follows a checkpoint: 4.8 s and 267 MB of WAL, against 1.3 s and 50 MB (bench/README.md). The COPY baseline runs on
 * the same cluster.
 */
export const PG_SETTINGS = Object.fromEntries(
  (process.env.BENCH_PG_SETTINGS ?? 'shared_buffers=1GB,max_wal_size=4GB')
    .split(',')
    .filter(Boolean)
    .map((pair) => pair.split('=') as [string, string]),
);

export interface PayrollRunsFigures {
  employees: number;
  runSeconds: number;
  payRequestSeconds: number;
  postSeconds: number;
  /** Every salary's transfer settled by the bank's answers (one by one at each end, grouped between). */
  settleSeconds: number;
  totalSeconds: number;
  /** The whole bench's peak (the answers and the COPY baseline's buffer included). */
  peakRssMb: number;
  /** The peak up to the end of the post: run + pay request + post. */
  monthPeakRssMb: number;
  violations: number;
  plainInsertsPerSecond: number;
  /** COPY of the run's lines into a table of the same columns (the set-based floor). */
  copySeconds: number;
}

export async function benchPayrollRuns(
  log = (l: string) => process.stdout.write(`${l}\n`),
  count = env('BENCH_PAYROLL_EMPLOYEES', 100_000),
): Promise<PayrollRunsFigures> {
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 100);
  return withInProcessApp(
    'payroll-runs',
    {
      DATABASE_POOL_SIZE: String(POOL),
      BANK_TRANSFER_SETTLE_SECONDS: '0',
      TRANSFER_BATCH_CHUNK: String(POST_CHUNK),
    },
    async ({ server, config, appSecret }) => {
      const db = server.database.db;
      let started = performance.now();
      const company = await insertPayrollCompany(db, { employees: count, balance: 10_000_000_000_000 });
      log(`setup: ${count} employees written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      const token = await company.token(appSecret);
      await db.insert(transactionLimits).values(
        (['business', 'default'] as const).map((scope) => ({
          companyId: company.companyId,
          scope,
          dailyLimit: 1_000_000_000_000_000,
        })),
      );
      // The cluster as it is between the month's steps, which are hours apart (the run, the review, the pay request
      // with its post): autovacuum has been through the rows the last step wrote, and a checkpoint has passed. Taken
      // after the setup, the run, the review and the answers, outside any timing: a 100,000 run once took 20.86 s
      // while autovacuum worked through the employees just written (8 s of CPU on 2 cores), and the COPY baseline
      // moved 7.0–10.2 s with what autovacuum did after the answers.
      const quiet = async () => {
        await server.database.pool.query('vacuum (analyze)');
        await server.database.pool.query('checkpoint');
      };
      await quiet();
      const plainInsertsPerSecond = await plainInsertRate(server.database.pool, 5_000, POOL);
      log(
        `baseline: plain single-row INSERTs, ${POOL} connections → ${plainInsertsPerSecond.toFixed(0)} rows/s`,
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

      // What each phase writes, from the WAL's position (only this bench writes to its cluster): unlike seconds, it
      // does not move with the machine's load.
      const walAt = async () =>
        (await db.execute<{ lsn: string }>(sql`select pg_current_wal_insert_lsn()::text as lsn`)).rows[0]!
          .lsn;
      // BENCH_WAL_DETAIL=1: which tables and indexes each phase's WAL went to (pg_walinspect), largest first.
      const detail = process.env.BENCH_WAL_DETAIL === '1';
      if (detail) await db.execute(sql`create extension if not exists pg_walinspect`);
      const walByRelation = async (phase: string, from: string, to: string) => {
        const rows = await db.execute<{ relation: string; mb: string }>(sql`
          select coalesce(c.relname, b.relfilenode::text) as relation,
            round(sum(b.block_data_length + b.block_fpi_length) / 1048576.0, 1)::text as mb
          from pg_get_wal_block_info(${from}::pg_lsn, ${to}::pg_lsn) b
          left join pg_class c on c.relfilenode = b.relfilenode
          group by 1 order by sum(b.block_data_length + b.block_fpi_length) desc limit 16`);
        log(
          `  WAL of the ${phase} by relation (MB): ${rows.rows.map((r) => `${r.relation} ${r.mb}`).join(', ')}`,
        );
      };
      const walMbSince = async (from: string, phase: string) => {
        const to = await walAt();
        if (detail) await walByRelation(phase, from, to);
        const [row] = (
          await db.execute<{ bytes: string }>(
            sql`select pg_wal_lsn_diff(${to}::pg_lsn, ${from}::pg_lsn)::text as bytes`,
          )
        ).rows;
        return Number(row!.bytes) / 1_048_576;
      };

      // 1. Run.
      const run = await call('POST', '/payroll/runs', {
        periodStart: '2026-03-01',
        periodEnd: '2026-03-31',
        pay_group_ids: [company.payGroupId],
      });
      const id = run.data._id as string;
      const queued = await call('POST', `/payroll/runs/${id}/run`);
      let wal = await walAt();
      const runCpu = await cpuOf(() =>
        runCompute(
          { db, recoveries: noRecoveries },
          { companyId: company.companyId, runId: id, generation: queued.data.generation as number },
        ),
      );
      const runSeconds = runCpu.seconds;
      const runWalMb = await walMbSince(wal, 'run');
      const progress = (await call('GET', `/payroll/runs/${id}/progress`)).data;
      // The peak, and what the process holds at this moment (V8's heap, and buffers outside it).
      const mb = () => {
        const now = process.memoryUsage();
        const m = (bytes: number) => Math.round(bytes / 1_048_576);
        return `${m(peak)} MB (now: RSS ${m(now.rss)}, V8 heap ${m(now.heapUsed)} of ${m(now.heapTotal)}, buffers ${m(now.arrayBuffers)} MB)`;
      };
      log(`peak RSS after the run: ${mb()}`);
      await quiet();
      log(
        `run: ${progress.processed} payslips computed and stored in ${runSeconds.toFixed(2)} s → ` +
          `${((progress.processed as number) / runSeconds).toFixed(0)}/s (${ratio((progress.processed as number) / runSeconds, plainInsertsPerSecond)} of plain inserts); ${cpuLine(runCpu)}`,
      );

      // 2. Pay.
      // The review between (not in the month's figure): the submission checks every line once, the approval twice.
      started = performance.now();
      await call('POST', `/payroll/runs/${id}/submit`, {});
      const submitSeconds = (performance.now() - started) / 1000;
      started = performance.now();
      await call('POST', `/payroll/runs/${id}/approve`, { pin: BULK_PIN });
      log(
        `review: submit ${submitSeconds.toFixed(2)} s, approve ${((performance.now() - started) / 1000).toFixed(2)} s`,
      );
      await quiet();
      wal = await walAt();
      const payCpu = await cpuOf(() =>
        call('POST', `/payroll/runs/${id}/pay-salary`, {
          sourceWalletId: company.walletId,
          pin: BULK_PIN,
        }),
      );
      const payRequestSeconds = payCpu.seconds;
      const payWalMb = await walMbSince(wal, 'pay request');
      log(`peak RSS after the pay request: ${mb()}`);
      const batch = await db.execute<{ id: string; total: number }>(
        sql`select payment_batch_id as id, (select total from transfer_batches b where b.id = r.payment_batch_id) as total
            from payroll_runs r where r.id = ${id}`,
      );
      const batchId = batch.rows[0]!.id;
      wal = await walAt();
      const postCpu = await cpuOf(() =>
        processBatch(
          { db, config, rail: server.rail, payouts: server.payouts },
          { companyId: company.companyId, batchId },
        ),
      );
      const postSeconds = postCpu.seconds;
      const postWalMb = await walMbSince(wal, 'post');
      // The month's peak (issue 31: < 1 GB), before the answers and the COPY baseline (which holds the run's
      // lines' COPY text in memory: ~330 MB at 100,000) add their own.
      const monthPeakRssMb = Math.round(peak / 1_048_576);
      log(`peak RSS after the post: ${mb()}`);
      const lines = Number(batch.rows[0]!.total);
      log(
        `pay: request (batch of ${lines} lines) ${payRequestSeconds.toFixed(2)} s; posting every salary to the ledger ` +
          `${postSeconds.toFixed(2)} s → ${(lines / postSeconds).toFixed(0)} salaries/s; ${cpuLine(payCpu)} for the ` +
          `request, ${cpuLine(postCpu)} for the post`,
      );

      // 3. The bank's answers: the first and the last BENCH_ANSWERS transfers one callback each (as
      // settleBatchAsTheBank sends them), the ones between in grouped callbacks (applyTransferOutcomes).
      const open = (await payoutOutcomes(db, company.companyId, batchId)).filter(
        (o) => o.reference && (o.status === 'accepted' || o.status === 'pending'),
      );
      // Its baseline: one connection's single-row commits a second (each answer is a transaction of its own, and one
      // at a time here, so the disk's flush of each commit bounds both).
      const oneConnectionCommits = await plainInsertRate(server.database.pool, 500, 1);
      const sample = Math.min(env('BENCH_ANSWERS', 1_000), Math.floor(open.length / 2));
      const oneByOne = async (part: typeof open) => {
        const from = performance.now();
        for (const o of part)
          await applyTransferOutcome(
            { db, payouts: server.payouts },
            demoBankAnswer(o.reference!, 'settled'),
          );
        return part.length === 0 ? 0 : (performance.now() - from) / part.length;
      };
      started = performance.now();
      const firstMs = await oneByOne(open.slice(0, sample));
      const grouped = open.slice(sample, open.length - sample);
      const groupedFrom = performance.now();
      await applyTransferOutcomes(
        { db, payouts: server.payouts },
        grouped.map((o) => demoBankAnswer(o.reference!, 'settled')),
      );
      const groupedSeconds = (performance.now() - groupedFrom) / 1000;
      const lastMs = await oneByOne(open.slice(open.length - sample));
      const settleSeconds = (performance.now() - started) / 1000;
      const status = (await call('GET', `/payroll/runs/${id}`)).data.status;
      const perSecond = 1000 / ((firstMs + lastMs) / 2);
      log(
        `bank answers: ${sample} one by one at each end, ms an answer first ${firstMs.toFixed(2)}, last ` +
          `${lastMs.toFixed(2)} → ${perSecond.toFixed(0)}/s (${ratio(perSecond, oneConnectionCommits)} of one ` +
          `connection's single-row commits, ${oneConnectionCommits.toFixed(0)}/s); ${grouped.length} in grouped ` +
          `answers ${groupedSeconds.toFixed(2)} s → ${(grouped.length / groupedSeconds).toFixed(0)}/s; run ${status}`,
      );

      // 4. Invariants.
      const companyId = company.companyId;
      const clearing = await db.execute(sql`
        select (select sum(balance) from ledger_accounts where company_id = ${companyId} and kind = 'transfers_out_clearing')
             - (select coalesce(sum(amount), 0) from transfers where company_id = ${companyId}
                  and status in ('accepted', 'pending', 'failed')) as gap`);
      const negative = await db.execute(
        sql`select count(*)::int as n from ledger_accounts where company_id = ${companyId} and kind = 'wallet' and balance < 0`,
      );
      const twice = await db.execute(
        sql`select count(*)::int as n from (select line_no from transfers where batch_id = ${batchId} group by line_no having count(*) > 1) d`,
      );
      const violations =
        (await reconcileLedger(db, [companyId])).length +
        (await unbalancedEntryCount(db)) +
        (negative.rows[0] as { n: number }).n +
        (twice.rows[0] as { n: number }).n +
        (Number((clearing.rows[0] as { gap: number }).gap) === 0 ? 0 : 1);
      const totalSeconds = runSeconds + payRequestSeconds + postSeconds;
      const peakRssMb = Math.round(peak / 1_048_576);
      await quiet();
      const copies = await copySeconds(
        server.database.pool,
        'payroll_run_lines',
        `select * from payroll_run_lines where company_id = '${companyId}' and run_id = '${id}'`,
        3,
      );
      const copy = median(copies);
      log(
        `baseline: COPY of the run's ${lines} lines into a table of the same columns, median of ` +
          `${copies.map((c) => c.toFixed(2)).join(' / ')} s = ${copy.toFixed(2)} s → ` +
          `run + pay + post = ${(totalSeconds / copy).toFixed(1)}× (issue 31 goal < 3×)`,
      );
      log(
        `WAL written: run ${runWalMb.toFixed(1)} MB, pay request ${payWalMb.toFixed(1)} MB, post ${postWalMb.toFixed(1)} MB`,
      );
      log(
        `run + pay + post: ${totalSeconds.toFixed(2)} s (goal < 30 s); peak RSS ${monthPeakRssMb} MB (goal < 1024; ` +
          `${peakRssMb} MB with the answers and the COPY baseline); invariant violations ${violations}`,
      );
      return {
        employees: count,
        runSeconds,
        payRequestSeconds,
        postSeconds,
        settleSeconds,
        totalSeconds,
        peakRssMb,
        monthPeakRssMb,
        violations,
        plainInsertsPerSecond,
        copySeconds: copy,
      };
    },
    PG_SETTINGS,
  ).finally(() => clearInterval(sampler));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // BENCH_SIZES=10000,100000 runs each size on its own fresh cluster; BENCH_PAYROLL_EMPLOYEES is one size.
  const sizes = (process.env.BENCH_SIZES ?? String(env('BENCH_PAYROLL_EMPLOYEES', 100_000)))
    .split(',')
    .map(Number);
  for (const size of sizes) {
    const { loadavg } = await import('node:os');
    process.stdout.write(
      `Payroll runs (${size} employees, pool of ${POOL}, ${POST_CHUNK} salaries posted a transaction (the product's ` +
        `TRANSFER_BATCH_CHUNK is ${configSchema.shape.TRANSFER_BATCH_CHUNK.parse(undefined)}), PostgreSQL ${Object.entries(
          PG_SETTINGS,
        )
          .map(([k, v]) => `${k}=${v}`)
          .join(' ')}, load ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')})\n`,
    );
    await benchPayrollRuns(undefined, size);
  }
}
