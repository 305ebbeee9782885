// People benches (issue 10), at the HTTP level against `node scripts/start.mjs`. Prints figures; never asserts.
//  1. GET /b2b/employer/people/employees at BENCH_EMPLOYEES employees in one business (seeded with set-based SQL):
//     the first page, a search, and status + department filters, under autocannon (p50/p99) at BENCH_CONNECTIONS
//     (throughput) and at one connection (the server's time per request).
//     Baseline: a bare Fastify hello world with the same autocannon settings.
//  2. The export of every employee, CSV and XLSX: seconds, rows a second and the API process's peak RSS above its
//     RSS before the export (sampled from /proc every 20 ms). Baseline: PostgreSQL's own COPY of the same rows.
//  3. A 10,000-row upload file: preview (every row checked, name enquiry at the sandbox delay of 0) and commit
//     (queued, then inserted by the job) in rows a second. Baseline: plain single-row INSERTs a second.
//
//   node --import tsx bench/people.ts
//   BENCH_EMPLOYEES=100000 BENCH_DURATION=10 BENCH_CONNECTIONS=10 BENCH_UPLOAD_ROWS=10000 node --import tsx bench/people.ts
//   BENCH_EXPORT_FORMATS=xlsx,csv (the order of the exports; default csv,xlsx), each BENCH_EXPORT_ROUNDS (3) times
//   BENCH_LATENCY_DURATION=5 (seconds of each list run at one connection)
//   BENCH_PEOPLE_LIST_ONLY=1: the list runs only (no export, no upload)
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { createDb } from '../packages/db/src/index.ts';
import { ApiClient, demoToken } from './lib/api.ts';
import {
  formatHttpTable,
  type HttpFigure,
  helloWorldBaseline,
  measureHttp,
  plainInsertRate,
  ratio,
} from './lib/baseline.ts';
import { EMPLOYEE_UPLOAD_COLUMNS } from './lib/contracts.ts';
import { demoCompanyId, LIMITS_LIFTED, seedEmployees, serverDatabaseUrl } from './lib/demo-database.ts';
import { startServer } from './lib/server.ts';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const log = (line: string) => process.stdout.write(`${line}\n`);
const EMPLOYEES_PATH = '/api/b2b/employer/people/employees';

const rssKb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

/** Downloads a URL to the end; answers seconds, bytes and the process's peak RSS growth (MB) meanwhile. */
async function timedDownload(url: string, headers: Record<string, string>, pid: number) {
  const before = rssKb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssKb(pid));
  }, 20);
  const started = performance.now();
  const response = await fetch(url, { headers });
  if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`);
  let bytes = 0;
  const reader = response.body.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) bytes += next.value.byteLength;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssKb(pid));
  return { seconds, bytes, rssBeforeMb: before / 1024, peakGrowthMb: (peak - before) / 1024 };
}

function uploadCsv(rows: number, tag: string): Buffer {
  const lines = [EMPLOYEE_UPLOAD_COLUMNS.join(',')];
  for (let i = 0; i < rows; i++) {
    const values: Record<string, string> = {
      firstName: 'Bench',
      lastName: `Worker${i}`,
      email: `bench-${tag}-${i}@bench.paydesk.ng`,
      phoneNumber: '08031234567',
      staffId: `BU-${tag}-${i}`,
      bankCode: '000001',
      accountNumber: String(1_000_000_000 + i).slice(-10),
      grossPayNaira: '150000',
    };
    lines.push(EMPLOYEE_UPLOAD_COLUMNS.map((c) => values[c] ?? '').join(','));
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

async function sendUpload(url: string, token: string, file: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type: 'text/csv' }), 'bench.csv');
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as { data: { _id?: string; invalidCount?: number } };
  if (!response.ok)
    throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
  return body.data;
}

export async function benchPeople() {
  const employees = env('BENCH_EMPLOYEES', 100_000);
  const uploadRows = env('BENCH_UPLOAD_ROWS', 10_000);
  const settings = { connections: env('BENCH_CONNECTIONS', 10), duration: env('BENCH_DURATION', 10) };
  // The machine may be shared: the load average before and after puts the figures in context.
  const load = () =>
    os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(', ');
  log(`load average (1, 5, 15 min) at start: ${load()}`);
  const server = await startServer({
    probes: ['/health'],
    env: {
      ...LIMITS_LIFTED,
      SEED_DEMO: 'true',
      BANK_NAME_ENQUIRY_DELAY_MS: '0',
    },
  });
  const database = createDb(serverDatabaseUrl(server.dataDir), { max: 4 });
  try {
    const api = await ApiClient.connect(server.url);
    const token = await demoToken(api);
    const headers = { authorization: `Bearer ${token}` };
    const companyId = await demoCompanyId(database.pool);
    const seeded = performance.now();
    await seedEmployees(database.pool, companyId, employees);
    const total = Number(
      (await database.pool.query('select count(*) from employees where company_id = $1', [companyId])).rows[0]
        .count,
    );
    log(`business at ${total} employees (seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s)`);

    // Hello world right before the list runs: the seed takes a while, over which the machine's speed moves.
    const baseline = await helloWorldBaseline(settings);
    log(
      `${baseline.name}: ${baseline.rps.toFixed(0)} req/s, p50 ${baseline.p50} ms, p99 ${baseline.p99} ms, CPU ${baseline.cpuUsPerRequest?.toFixed(1)} µs a request (load ${load()})`,
    );
    const rows: HttpFigure[] = [];
    // Under BENCH_CONNECTIONS the latency is mostly each request queueing behind the bench's other requests in the
    // one API process (throughput); at one connection it is the server's own time per request (plus the loopback).
    const latencySettings = { connections: 1, duration: env('BENCH_LATENCY_DURATION', 5) };
    for (const [name, query] of [
      ['list, first page', 'page=1&limit=20'],
      ['list, search', 'page=1&limit=20&search=Seeded4242'],
      // i % 10 = 0 is disabled and in Operations, so this filter matches no row (a page past the end).
      ['list, status + department filter', 'page=3&limit=20&status=disabled&department=Sales'],
      [
        'list, status + department filter (matching)',
        'page=3&limit=20&status=disabled&department=Operations',
      ],
    ] as const) {
      for (const run of [settings, latencySettings]) {
        const row = await measureHttp(
          `${name} @ ${total}, ${run.connections} conn.`,
          `${server.url}${EMPLOYEES_PATH}?${query}`,
          { ...run, headers, serverPid: server.child.pid! },
        );
        rows.push(row);
        log(
          `${row.name}: ${row.rps.toFixed(0)} req/s (${ratio(row.rps, baseline.rps)} of hello world), p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.non2xx} non-2xx, API CPU ${row.cpuUsPerRequest?.toFixed(1)} µs a request`,
        );
      }
    }
    if (process.env.BENCH_PEOPLE_LIST_ONLY === '1') {
      log(`load average (1, 5, 15 min) at end: ${load()}`);
      return { baseline, rows };
    }

    const copyStarted = performance.now();
    await database.pool.query(
      `select * from employees where company_id = $1 order by created_at desc, id desc`,
      [companyId],
    );
    const copySeconds = (performance.now() - copyStarted) / 1000;
    log(`baseline: PostgreSQL reads all ${total} rows in ${copySeconds.toFixed(2)} s`);
    const pid = server.child.pid!;
    const exports = [];
    // BENCH_EXPORT_FORMATS=xlsx,csv measures the XLSX first, before the CSV's garbage raises the process's RSS.
    // Each format BENCH_EXPORT_ROUNDS times (default 3): the first export of a process grows its heap to a size the
    // later ones reuse, so flat memory shows in the second and third rounds.
    const rounds = env('BENCH_EXPORT_ROUNDS', 3);
    const formats = (process.env.BENCH_EXPORT_FORMATS ?? 'csv,xlsx')
      .split(',')
      .flatMap((f) => Array<'csv' | 'xlsx'>(rounds).fill(f as 'csv' | 'xlsx'));
    for (const format of formats) {
      const figure = await timedDownload(
        `${server.url}${EMPLOYEES_PATH}/export?format=${format}`,
        headers,
        pid,
      );
      exports.push({ format, ...figure });
      log(
        `export ${format.toUpperCase()} of ${total}: ${figure.seconds.toFixed(2)} s (${(total / figure.seconds).toFixed(0)} rows/s, ${(figure.seconds / copySeconds).toFixed(1)}x the plain read), ${(figure.bytes / 1e6).toFixed(1)} MB, API RSS ${figure.rssBeforeMb.toFixed(0)} MB before, peak +${figure.peakGrowthMb.toFixed(0)} MB`,
      );
    }

    const insertRate = await plainInsertRate(database.pool, 5_000, 4);
    log(`baseline: plain single-row INSERTs, 4 connections: ${insertRate.toFixed(0)} rows/s`);
    const tag = Date.now().toString(36);
    const file = uploadCsv(uploadRows, tag);
    const previewStarted = performance.now();
    const preview = await sendUpload(`${server.url}${EMPLOYEES_PATH}/upload/preview`, token, file);
    const previewSeconds = (performance.now() - previewStarted) / 1000;
    log(
      `upload preview of ${uploadRows} rows: ${previewSeconds.toFixed(2)} s, ${(uploadRows / previewSeconds).toFixed(0)} rows/s (${preview.invalidCount} invalid)`,
    );
    const commitStarted = performance.now();
    const queued = await sendUpload(`${server.url}${EMPLOYEES_PATH}/upload`, token, file);
    const queuedSeconds = (performance.now() - commitStarted) / 1000;
    let status = '';
    while (status !== 'completed' && status !== 'failed') {
      await new Promise((r) => setTimeout(r, 100));
      const res = await fetch(`${server.url}${EMPLOYEES_PATH}/upload/${queued._id}`, { headers });
      status = ((await res.json()) as { data: { status: string } }).data.status;
    }
    const commitSeconds = (performance.now() - commitStarted) / 1000;
    const commitRate = uploadRows / commitSeconds;
    log(
      `upload commit of ${uploadRows} rows (check again, queue, job inserts): ${commitSeconds.toFixed(2)} s, ${commitRate.toFixed(0)} rows/s (${ratio(commitRate, insertRate)} of plain INSERTs), ${status}`,
    );
    // Where the commit's time went, from the database's own clock: the upload row stored (end of the request's
    // transaction), the first and last batch's transactions (employees.created_at), the job's last update.
    const phases = (
      await database.pool.query(
        `select extract(epoch from (select min(created_at) from employees
                  where company_id = $1 and staff_id like $3) - u.created_at) as wait,
                extract(epoch from (select max(created_at) - min(created_at) from employees
                  where company_id = $1 and staff_id like $3)) as batches,
                extract(epoch from u.updated_at - (select max(created_at) from employees
                  where company_id = $1 and staff_id like $3)) as last
           from employee_uploads u where u.company_id = $1 and u.id = $2`,
        [companyId, queued._id, `BU-${tag}-%`],
      )
    ).rows[0] as { wait: string; batches: string; last: string };
    log(
      `  of which: request answered ${queuedSeconds.toFixed(2)} s; job's first batch began ${Number(phases.wait).toFixed(2)} s after the upload was stored; first to last batch start ${Number(phases.batches).toFixed(2)} s; last batch ${Number(phases.last).toFixed(2)} s`,
    );
    log(`load average (1, 5, 15 min) at end: ${load()}`);
    return { baseline, rows, exports, copySeconds, previewSeconds, commitSeconds, insertRate };
  } finally {
    await database.close();
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await benchPeople();
  process.stdout.write(`\n${formatHttpTable(result.rows, result.baseline, () => '')}\n`);
}
