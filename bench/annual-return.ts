// Annual PAYE return bench (issue 28). Prints figures; never asserts. One business with BENCH_RETURN_EMPLOYEES
// (100,000) employees spread over five states of residence, paid over 12 monthly runs of 2026: the January run is
// computed by the computation job's code (runCompute), the other eleven months are its lines copied in SQL (the
// return reads lines, not how they were made), every run is marked completed, and the lines are vacuumed and
// analysed (as autovacuum leaves a past year's lines; else the first step to read them pays for setting their hint
// bits). The setup's PostgreSQL runs without fsync or full-page writes (writes only: the steps measured read).
//  1. Baseline: the same lines (the year's paid lines of the business) read with a plain SELECT of the columns the
//     return reads, streamed in keyset pages of 10,000 rows, nothing kept — what reading them costs at least.
//  2. The return: `buildAnnualReturn` (every state, as GET /payroll/annual-returns answers it) and its CSV
//     (`annualReturnTable`) and one state's PDF (`annualReturnPdf`).
// Peak memory: the process's RSS sampled every 50 ms, per step: its peak, and how far above the RSS at its start
// (RSS rarely shrinks, so a later step's rise is read against the earlier step's peak).
// Goal: the return with its files < 10 s, memory flat (its peak near the baseline's).
//
//   node --import tsx bench/annual-return.ts
//   BENCH_RETURN_EMPLOYEES=10000 node --import tsx bench/annual-return.ts
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import {
  employeeYearsQuery,
  withReturnMemory,
} from '../apps/api/src/modules/payroll/annual-returns/annual-returns.queries.ts';
import { buildAnnualReturn } from '../apps/api/src/modules/payroll/annual-returns/annual-returns.service.ts';
import {
  annualReturnPdf,
  annualReturnTable,
} from '../apps/api/src/modules/payroll/annual-returns/annual-returns-files.ts';
import { runCompute } from '../apps/api/src/modules/payroll/compute/compute-job.ts';
import { noRecoveries } from '../apps/api/src/modules/payroll/index.ts';
import { insertPayrollCompany } from '../apps/api/test/helpers/payroll-bulk.ts';
import { withInProcessApp } from './lib/in-process-app.ts';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const STATES = ['Lagos', 'Ogun', 'FCT', 'Rivers', 'Kano'];

export interface AnnualReturnFigures {
  employees: number;
  lines: number;
  baselineSeconds: number;
  baselinePeakMb: number;
  returnSeconds: number;
  filesSeconds: number;
  returnPeakMb: number;
}

export async function benchAnnualReturn(
  log = (l: string) => process.stdout.write(`${l}\n`),
  count = env('BENCH_RETURN_EMPLOYEES', 100_000),
): Promise<AnnualReturnFigures> {
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  /** Runs `step`, answering its seconds and its peak RSS above the RSS it started at (MB). */
  const measured = async <T>(step: () => Promise<T>) => {
    (globalThis as { gc?: () => void }).gc?.();
    const start = process.memoryUsage().rss;
    peak = start;
    const started = performance.now();
    const value = await step();
    peak = Math.max(peak, process.memoryUsage().rss);
    return {
      value,
      seconds: (performance.now() - started) / 1000,
      peakMb: Math.round((peak - start) / 1_048_576),
      startMb: Math.round(start / 1_048_576),
      absolutePeakMb: Math.round(peak / 1_048_576),
    };
  };
  // Faster bulk writes for the setup; nothing measured writes.
  const setupSettings = {
    fsync: 'off',
    synchronous_commit: 'off',
    full_page_writes: 'off',
    max_wal_size: '8GB',
  };
  return withInProcessApp(
    'annual-return',
    { DATABASE_POOL_SIZE: '10' },
    async ({ server, appSecret }) => {
      const db = server.database.db;
      let started = performance.now();
      const company = await insertPayrollCompany(db, { employees: count, balance: 10_000_000_000_000 });
      const { companyId } = company;
      await db.execute(sql`
      update employees set state_of_residence = (${sql.raw(`array[${STATES.map((s) => `'${s}'`).join(',')}]`)})[1 + (abs(hashtext(id::text)) % ${STATES.length})]
      where company_id = ${companyId}`);
      const token = await company.token(appSecret);
      const call = async (method: 'GET' | 'POST', path: string, payload?: object) => {
        const res = await server.app.inject({
          method,
          url: `/api${path}`,
          headers: { authorization: `Bearer ${token}` },
          ...(payload ? { payload } : {}),
        });
        if (res.statusCode >= 400)
          throw new Error(`${path} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
        return res.json() as { data: Record<string, unknown> };
      };
      const runIds: string[] = [];
      for (let month = 1; month <= 12; month++) {
        const mm = String(month).padStart(2, '0');
        const last = new Date(Date.UTC(2026, month, 0)).getUTCDate();
        const run = await call('POST', '/payroll/runs', {
          periodStart: `2026-${mm}-01`,
          periodEnd: `2026-${mm}-${last}`,
          pay_group_ids: [company.payGroupId],
        });
        runIds.push(run.data._id as string);
      }
      const first = runIds[0]!;
      const queued = await call('POST', `/payroll/runs/${first}/run`);
      await runCompute(
        { db, recoveries: noRecoveries },
        { companyId, runId: first, generation: queued.data.generation as number },
      );
      const columns = (
        await db.execute<{ name: string }>(sql`
        select column_name as name from information_schema.columns
        where table_name = 'payroll_run_lines' and column_name not in ('id', 'run_id') and is_generated = 'NEVER'
        order by ordinal_position`)
      ).rows.map((r) => `"${r.name}"`);
      const list = sql.raw(columns.join(', '));
      log(`setup: January computed (${((performance.now() - started) / 1000).toFixed(1)} s)`);
      for (const runId of runIds.slice(1))
        await db.execute(sql`
        insert into payroll_run_lines (run_id, ${list})
        select ${runId}::uuid, ${list} from payroll_run_lines where company_id = ${companyId} and run_id = ${first}::uuid`);
      await db.execute(sql`
      update payroll_runs r set status = 'completed', compute_state = 'completed', generation = f.generation
      from payroll_runs f where f.id = ${first}::uuid and r.company_id = ${companyId}`);
      await db.execute(sql`vacuum (analyze) payroll_run_lines, payroll_runs, employees`);
      const lines = Number(
        (
          await db.execute<{ n: number }>(
            sql`select count(*)::int as n from payroll_run_lines where company_id = ${companyId}`,
          )
        ).rows[0]!.n,
      );
      log(
        `setup: ${count} employees, ${lines} payslips over 12 runs in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );

      // 1. Baseline: the same lines, streamed in keyset pages, nothing kept.
      const baseline = await measured(async () => {
        const paid = sql`(select id from payroll_runs where company_id = ${companyId} and status in ('processing', 'completed')
        and period_end between '2026-01-01' and '2026-12-31')`;
        let after = { runId: '00000000-0000-0000-0000-000000000000', lineNo: 0 };
        let read = 0;
        for (;;) {
          // Keyset on the lines' (company, run, line no) index: each page starts where the last ended.
          const page = await db.execute<{ run_id: string; line_no: number }>(sql`
          select l.run_id, l.line_no, l.employee_id, l.state_of_residence as state, l.gross_pay,
                 l.benefits_in_kind, l.taxable_income, l.paye, l.pension_employee, l.nhf, l.nhis_employee,
                 l.annual_rent_relief, l.annual_cra, l.annual_reliefs
          from payroll_run_lines l
          where l.company_id = ${companyId} and l.run_id in ${paid}
            and (l.run_id, l.line_no) > (${after.runId}::uuid, ${after.lineNo})
          order by l.run_id, l.line_no limit 10000`);
          if (page.rows.length === 0) return read;
          read += page.rows.length;
          const last = page.rows.at(-1)!;
          after = { runId: last.run_id, lineNo: Number(last.line_no) };
        }
      });
      log(
        `baseline: plain SELECT of the ${baseline.value} lines, streamed 10,000 at a time → ${baseline.seconds.toFixed(2)} s, peak RSS ${baseline.absolutePeakMb} MB (+${baseline.peakMb} MB over ${baseline.startMb} MB)`,
      );

      // 2. The return and its files.
      started = performance.now();
      const built = await measured(() => buildAnnualReturn(db, companyId, { year: 2026 }));
      let csvSeconds = 0;
      const files = await measured(async () => {
        const csvStarted = performance.now();
        const csv = await annualReturnTable(built.value, 'csv');
        csvSeconds = (performance.now() - csvStarted) / 1000;
        const lagos = built.value.returns.find((r) => r.state === 'Lagos');
        const pdf = lagos
          ? await annualReturnPdf(built.value, lagos, { name: 'Bulk Payroll Ltd', tin: null })
          : null;
        return { csv, pdf };
      });
      const states = built.value.returns.map((r) => `${r.state ?? 'none'} ${r.employees.length}`).join(', ');
      log(
        `return: ${built.value.returns.length} states (${states}) built in ${built.seconds.toFixed(2)} s, peak RSS ${built.absolutePeakMb} MB (+${built.peakMb} MB over ${built.startMb} MB); ` +
          `CSV and the Lagos PDF ${files.seconds.toFixed(2)} s (the CSV ${csvSeconds.toFixed(2)} s), peak RSS ${files.absolutePeakMb} MB`,
      );
      if (process.env.BENCH_EXPLAIN) {
        // After the measured steps (it runs the query once more): where the aggregate's time goes.
        const plan = await withReturnMemory(db, (tx) =>
          tx.execute<{ 'QUERY PLAN': string }>(
            sql`explain (analyze, buffers) ${employeeYearsQuery(companyId, 2026)}`,
          ),
        );
        for (const row of plan.rows) log(`  ${row['QUERY PLAN']}`);
      }
      const returnSeconds = built.seconds;
      log(
        `return + files: ${(returnSeconds + files.seconds).toFixed(2)} s (goal < 10 s); peak RSS ${Math.max(built.absolutePeakMb, files.absolutePeakMb)} MB against the baseline's ${baseline.absolutePeakMb} MB`,
      );
      return {
        employees: count,
        lines,
        baselineSeconds: baseline.seconds,
        baselinePeakMb: baseline.peakMb,
        returnSeconds,
        filesSeconds: files.seconds,
        returnPeakMb: Math.max(built.peakMb, files.peakMb),
      };
    },
    setupSettings,
  ).finally(() => clearInterval(sampler));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const size = env('BENCH_RETURN_EMPLOYEES', 100_000);
  process.stdout.write(
    `Annual PAYE return (${size} employees × 12 runs, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})\n`,
  );
  await benchAnnualReturn(undefined, size);
}
