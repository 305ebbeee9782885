// Baselines measured in the same run as each bench, so figures read as ratios that hold across machines:
// a bare Fastify hello world under the same autocannon settings, and plain PostgreSQL inserts for the ledger.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import autocannon from 'autocannon';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { ROOT_DIR } from './server.ts';

export interface HttpFigure {
  name: string;
  connections: number;
  requests: number;
  non2xx: number;
  rps: number;
  p50: number;
  p99: number;
  /**
   * The answering server's CPU (user + system) per request over the run, in µs, when its process id was given: it
   * holds still where req/s swings with the machine's other load and with the load generator's own speed.
   */
  cpuUsPerRequest?: number;
}

/** CPU time a process has used so far, in ms (Linux /proc; undefined elsewhere). */
export function processCpuMs(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in clock ticks of 1/100 s
  } catch {
    return undefined;
  }
}

/** CPU time of each PostgreSQL process of this machine so far (only the bench's cluster runs during a bench), in ms. */
export function postgresCpuMs(): Map<number, number> {
  const byPid = new Map<number, number>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/stat`, 'utf8').includes('(postgres)'))
        byPid.set(Number(pid), processCpuMs(Number(pid)) ?? 0);
    } catch {
      // gone meanwhile
    }
  }
  return byPid;
}

/**
 * This process's and PostgreSQL's CPU seconds over `work`, beside its wall seconds. PostgreSQL's counts the
 * processes alive at the end (a backend or autovacuum worker that ended meanwhile took its time with it).
 */
export async function cpuOf<T>(work: () => Promise<T>) {
  const node = process.cpuUsage();
  const before = postgresCpuMs();
  const started = performance.now();
  const result = await work();
  const used = process.cpuUsage(node);
  let postgres = 0;
  for (const [pid, ms] of postgresCpuMs()) postgres += ms - (before.get(pid) ?? 0);
  return {
    result,
    seconds: (performance.now() - started) / 1000,
    nodeSeconds: (used.user + used.system) / 1e6,
    postgresSeconds: postgres / 1000,
  };
}

/** "Node 9.8 s + PostgreSQL 8.1 s of CPU" for a `cpuOf` figure. */
export const cpuLine = (figure: { nodeSeconds: number; postgresSeconds: number }) =>
  `CPU: Node ${figure.nodeSeconds.toFixed(2)} s + PostgreSQL ${figure.postgresSeconds.toFixed(2)} s`;

/** One autocannon run; the same settings are used for the baseline and the app. */
export async function measureHttp(
  name: string,
  url: string,
  settings: { connections: number; duration: number; headers?: Record<string, string>; serverPid?: number },
): Promise<HttpFigure> {
  const cpuBefore = settings.serverPid ? processCpuMs(settings.serverPid) : undefined;
  const result = await autocannon({
    url,
    connections: settings.connections,
    duration: settings.duration,
    ...(settings.headers ? { headers: settings.headers } : {}),
  });
  const cpuAfter = settings.serverPid ? processCpuMs(settings.serverPid) : undefined;
  const cpuUsPerRequest =
    cpuBefore !== undefined && cpuAfter !== undefined && result.requests.total > 0
      ? ((cpuAfter - cpuBefore) * 1000) / result.requests.total
      : undefined;
  return {
    name,
    connections: settings.connections,
    requests: result.requests.total,
    non2xx: result.non2xx,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ...(cpuUsPerRequest !== undefined ? { cpuUsPerRequest } : {}),
  };
}

/** Bare Fastify hello world in a child process, measured with the given autocannon settings. */
export async function helloWorldBaseline(settings: {
  connections: number;
  duration: number;
}): Promise<HttpFigure> {
  const child = spawn(process.execPath, [path.join(ROOT_DIR, 'bench/lib/hello-world.mjs')], {
    cwd: ROOT_DIR,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout!.once('data', (chunk) => resolve(Number(String(chunk).trim())));
      child.once('exit', (code) => reject(new Error(`hello world exited with ${code}`)));
    });
    return await measureHttp('bare Fastify hello world (baseline)', `http://127.0.0.1:${port}/`, {
      ...settings,
      ...(child.pid ? { serverPid: child.pid } : {}),
    });
  } finally {
    child.kill('SIGTERM');
  }
}

/** Plain single-row INSERTs, each its own transaction, from `workers` concurrent connections: rows a second. */
export async function plainInsertRate(pool: pg.Pool, rows: number, workers: number): Promise<number> {
  await pool.query(
    'create table if not exists bench_plain_inserts (id bigserial primary key, amount bigint not null)',
  );
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < rows) {
        next += 1;
        await pool.query('insert into bench_plain_inserts (amount) values ($1)', [next]);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await pool.query('drop table bench_plain_inserts');
  return rows / seconds;
}

/**
 * Seconds to COPY the rows `select` reads into a fresh table of the same columns (`like`: same width, no index, no
 * constraint), `times` times over (each into a new table, dropped after): the rows are read out by COPY TO first,
 * so only the writing is timed. The floor of a set-based write of those rows on this cluster (issue 31). One
 * timing moves with what the machine and the cluster do meanwhile (6.6 and 10.3 s for the same 100,000 lines in
 * two runs), so callers take the median.
 */
export async function copySeconds(pool: pg.Pool, like: string, select: string, times = 1): Promise<number[]> {
  const client = await pool.connect();
  try {
    const chunks: Buffer[] = [];
    const out = client.query(copyTo(`copy (${select}) to stdout`));
    for await (const chunk of out) chunks.push(chunk as Buffer);
    const seconds: number[] = [];
    for (let i = 0; i < times; i++) {
      await client.query(`create table bench_copy_twin (like ${like})`);
      const started = performance.now();
      const into = client.query(copyFrom('copy bench_copy_twin from stdin'));
      for (const chunk of chunks) if (!into.write(chunk)) await once(into, 'drain');
      into.end();
      await finished(into);
      seconds.push((performance.now() - started) / 1000);
      await client.query('drop table bench_copy_twin');
    }
    return seconds;
  } finally {
    client.release();
  }
}

/** The middle of the finite values (the lower middle for an even count; NaN for none). */
export function median(values: readonly number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : Number.NaN;
}

/** `value` as a percentage of `baseline`; small shares keep two significant digits (0.0041%, not 0.0%). */
export function ratio(value: number, baseline: number): string {
  if (!(baseline > 0) || !Number.isFinite(value)) return '–';
  const percent = (100 * value) / baseline;
  return `${percent >= 1 || percent === 0 ? percent.toFixed(1) : percent.toPrecision(2)}%`;
}

/** A row's server CPU per request, and hello world's as a share of it (the rate ratio if both were CPU-bound). */
export function cpuShare(row: HttpFigure, baseline: HttpFigure): string {
  if (row.cpuUsPerRequest === undefined) return '';
  const own = row.cpuUsPerRequest.toFixed(1);
  if (row === baseline || baseline.cpuUsPerRequest === undefined) return own;
  return `${own} (${ratio(baseline.cpuUsPerRequest, row.cpuUsPerRequest)})`;
}

/** One table line per figure, with its rate as a share of the baseline. */
export function formatHttpTable(
  rows: HttpFigure[],
  baseline: HttpFigure,
  extra: (row: HttpFigure) => string = () => '',
): string {
  const header = ['measure', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'of hello world', 'CPU µs/req', ''];
  const lines = [baseline, ...rows].map((r) => [
    r.name,
    r.rps.toFixed(0),
    String(r.p50),
    String(r.p99),
    String(r.non2xx),
    ratio(r.rps, baseline.rps),
    cpuShare(r, baseline),
    extra(r),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(line)].join('\n');
}
