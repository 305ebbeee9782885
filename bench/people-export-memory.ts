// The employee export's memory in the server (issue 10: 100,000 rows < 10 s streaming with flat memory). Starts
// `scripts/start.mjs` with bench/lib/memory-probe.cjs preloaded, seeds BENCH_EMPLOYEES, then downloads each export of
// BENCH_EXPORT_PLAN with curl (a separate process: the bench's own memory stays out of it) and prints, per export:
// seconds, MB, the server's RSS before and its peak growth, the V8 old generation before and at its peak, and the
// most bytes a response held unsent (what the server buffered for the client). Baseline: PostgreSQL reading the
// same rows (time), the server's RSS before each export (memory).
//
//   node --import tsx bench/people-export-memory.ts
//   BENCH_EMPLOYEES=100000 BENCH_SLOW_RATE=2M (curl --limit-rate of the `slow` reader)
//   BENCH_EXPORT_PLAN=xlsx:all:fast,xlsx:10k:fast,csv:all:slow,... (format : all rows or the 10% disabled : reader)
//   BENCH_SERVER_ROOT=<another checkout> measures that checkout's server (A/B against old code).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb } from '../packages/db/src/index.ts';
import { ApiClient, demoToken } from './lib/api.ts';
import { demoCompanyId, LIMITS_LIFTED, seedEmployees, serverDatabaseUrl } from './lib/demo-database.ts';
import { ROOT_DIR, startServer } from './lib/server.ts';

const log = (line: string) => process.stdout.write(`${line}\n`);
const EMPLOYEES_PATH = '/api/b2b/employer/people/employees';
const DEFAULT_PLAN =
  'xlsx:all:fast,xlsx:all:fast,xlsx:all:fast,xlsx:10k:fast,xlsx:10k:fast,csv:all:fast,csv:all:fast,csv:all:fast,csv:10k:fast,xlsx:all:slow,csv:all:slow';

interface Sample {
  t: number;
  rss: number;
  heapUsed: number;
  old: number;
  external: number;
  unsent: number;
}

const mb = (bytes: number) => (bytes / 1048576).toFixed(0);
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

log(`load average (1, 5, 15 min) at start: ${load()}`);
const probeFile = path.join(os.tmpdir(), `paydesk-export-memory-${Date.now()}`);
const server = await startServer({
  probes: ['/health'],
  env: {
    ...LIMITS_LIFTED,
    SEED_DEMO: 'true',
    MEMORY_PROBE_FILE: probeFile,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${path.join(ROOT_DIR, 'bench/lib/memory-probe.cjs')}`,
  },
});
const database = createDb(serverDatabaseUrl(server.dataDir), { max: 2 });
const samples = (): Sample[] =>
  readFileSync(`${probeFile}.${server.child.pid}`, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Sample);
try {
  const token = await demoToken(await ApiClient.connect(server.url));
  const companyId = await demoCompanyId(database.pool);
  // Every tenth employee disabled: the `10k` exports at 100,000.
  await seedEmployees(database.pool, companyId, Number(process.env.BENCH_EMPLOYEES ?? 100_000));
  const read = performance.now();
  const { rowCount } = await database.pool.query(
    'select * from employees where company_id = $1 order by created_at desc, id desc',
    [companyId],
  );
  const plainSeconds = (performance.now() - read) / 1000;
  log(`baseline: PostgreSQL reads all ${rowCount} rows in ${plainSeconds.toFixed(2)} s`);

  for (const step of (process.env.BENCH_EXPORT_PLAN ?? DEFAULT_PLAN).split(',')) {
    const [format, rows, reader] = step.split(':');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = Date.now();
    const before = samples().at(-1)!;
    const args = ['-s', '-o', '/dev/null', '-w', '%{size_download} %{time_total}'];
    args.push('-H', `authorization: Bearer ${token}`);
    if (reader === 'slow') args.push('--limit-rate', process.env.BENCH_SLOW_RATE ?? '2M');
    const query = `format=${format}${rows === '10k' ? '&status=disabled' : ''}`;
    const [bytes, seconds] = execFileSync('curl', [...args, `${server.url}${EMPLOYEES_PATH}/export?${query}`])
      .toString()
      .split(' ')
      .map(Number) as [number, number];
    await new Promise((resolve) => setTimeout(resolve, 100));
    const during = samples().filter((s) => s.t >= started);
    const peak = (key: keyof Sample) => Math.max(...during.map((s) => s[key]));
    log(
      `export ${step}: ${(bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(2)} s (${(seconds / plainSeconds).toFixed(1)}x the plain read of all rows); RSS ${mb(before.rss)} MB before, peak +${mb(peak('rss') - before.rss)} MB; old generation ${mb(before.old)} -> peak ${mb(peak('old'))} MB; most bytes unsent ${(peak('unsent') / 1024).toFixed(0)} KB; load ${os.loadavg()[0]!.toFixed(1)}`,
    );
  }
  log(`load average (1, 5, 15 min) at end: ${load()}`);
} finally {
  await database.close();
  await server.stop();
}
