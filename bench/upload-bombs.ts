// Spreadsheet bombs (issue 26), at the HTTP level against `node scripts/start.mjs`. Prints figures; never asserts.
//  1. Baseline, same run: a bare Fastify hello world (its own process), probed back to back at one connection (from a
//     probe process of its own, apart from the one that uploads) for
//     BENCH_PROBE_SECONDS (5): p50, p99 and max latency. Then the API's /health, idle, the same way, with its
//     latencies as multiples of hello world's.
//  2. For each bomb kind, four verified businesses upload one bomb each to the employee preview at once, and /health
//     is probed back to back until the last answer: its p50/p99/max, as multiples of hello world's and of idle
//     /health's, whether its slowest answer stayed under 100 ms (the issue's goal), and each upload's status,
//     message and time.
//  3. For each kind, one bomb alone: the API process's peak RSS (worker threads included, /proc every 20 ms) above
//     its RSS just before, and that peak as a multiple of the idle RSS.
// Kinds (BENCH_BOMBS, default all): issue — 0.9 MB unpacking to 900 MB (30,000 rows of a 30,000-character cell),
// its zip directory honest; lying — the same declaring 4 KB for its sheet; rows — 900,000 short rows, 44 MB unpacked
// (under the limit); wide — 40,000 rows of a 1,000-character cell, 40 MB unpacked; shared — 10,000 rows of 21
// cells all pointing at one 2,000-character shared string. Bombs are made once and kept in the temp directory.
//
//   node --import tsx bench/upload-bombs.ts
//   BENCH_BOMBS=issue,rows BENCH_PROBE_SECONDS=5 node --import tsx bench/upload-bombs.ts

import { fork, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { hashPassword } from '../apps/api/src/lib/passwords.ts';
import { xlsxBomb } from '../apps/api/test/helpers/xlsx-bomb.ts';
import { createDb } from '../packages/db/src/index.ts';
import { ApiClient, loginToken } from './lib/api.ts';
import { EMPLOYEE_UPLOAD_COLUMNS } from './lib/contracts.ts';
import { LIMITS_LIFTED, serverDatabaseUrl } from './lib/demo-database.ts';
import { ROOT_DIR, startServer } from './lib/server.ts';

const log = (line: string) => process.stdout.write(`${line}\n`);
const PREVIEW = '/api/b2b/employer/people/employees/upload/preview';
const PASSWORD = 'Bench-Bombs-2026!x';

const KINDS = {
  issue: { rows: 30_000, columns: EMPLOYEE_UPLOAD_COLUMNS, cell: 'y'.repeat(30_000) },
  lying: {
    rows: 30_000,
    columns: EMPLOYEE_UPLOAD_COLUMNS,
    cell: 'y'.repeat(30_000),
    declaredSheetSize: 4096,
  },
  rows: { rows: 900_000, columns: EMPLOYEE_UPLOAD_COLUMNS },
  wide: { rows: 40_000, columns: EMPLOYEE_UPLOAD_COLUMNS, cell: 'x'.repeat(1_000) },
  shared: {
    rows: 10_000,
    columns: EMPLOYEE_UPLOAD_COLUMNS,
    shared: { text: 'z'.repeat(2_000), cellsPerRow: 21 },
  },
} as const;
type Kind = keyof typeof KINDS;

async function bomb(kind: Kind): Promise<Buffer> {
  const file = path.join(os.tmpdir(), `paydesk-bomb-${kind}-v1.xlsx`);
  if (existsSync(file)) return readFileSync(file);
  const bytes = await xlsxBomb(KINDS[kind]);
  writeFileSync(file, bytes);
  return bytes;
}

const rssKb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

function percentile(sorted: number[], p: number) {
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN
  );
}

/**
 * GETs `url` back to back from a process of its own (bench/lib/latency-probe.mjs) until `done` settles (or
 * `seconds` pass): p50, p99, max and the count. The uploads are sent from this process: their bodies are built and
 * written on its event loop, which would otherwise hold the probe's next request and count as the server's latency.
 */
async function probe(url: string, until: { seconds?: number; done?: Promise<unknown> }) {
  const child = fork(path.join(ROOT_DIR, 'bench/lib/latency-probe.mjs'), [
    url,
    ...(until.seconds ? [String(until.seconds)] : []),
  ]);
  const result = new Promise<{ latencies: number[]; failures: number }>((resolve, reject) => {
    child.once('message', (message) => resolve(message as { latencies: number[]; failures: number }));
    child.once('exit', (code) => reject(new Error(`the latency probe exited with ${code} before answering`)));
  });
  // Stops on either outcome: a failed upload rejects at the caller's own await, not unhandled here.
  const stop = () => child.send('stop');
  until.done?.then(stop, stop);
  const { latencies, failures } = await result;
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    count: latencies.length,
    failures,
  };
}

type Probe = Awaited<ReturnType<typeof probe>>;
const ms = (n: number) => n.toFixed(1);
const times = (n: number, of: number) => (of > 0 && Number.isFinite(n) ? `${(n / of).toFixed(1)}×` : '–');
const line = (name: string, p: Probe) =>
  `${name}: p50 ${ms(p.p50)} ms, p99 ${ms(p.p99)} ms, max ${ms(p.max)} ms (${p.count} requests${p.failures ? `, ${p.failures} failed` : ''})`;
/** p50, p99 and max of `p` as multiples of the same figures of `base`. */
const ratios = (p: Probe, base: Probe, baseName: string) =>
  `    of ${baseName}: p50 ${times(p.p50, base.p50)}, p99 ${times(p.p99, base.p99)}, max ${times(p.max, base.max)}`;

async function helloWorld(seconds: number) {
  const child = spawn(process.execPath, [path.join(ROOT_DIR, 'bench/lib/hello-world.mjs')], {
    cwd: ROOT_DIR,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const port = await new Promise<number>((resolve) =>
      child.stdout!.once('data', (c) => resolve(Number(String(c).trim()))),
    );
    return await probe(`http://127.0.0.1:${port}/`, { seconds });
  } finally {
    child.kill('SIGTERM');
  }
}

/** Four verified businesses, each with an owner who signs in through the API: their tokens. */
async function verifiedOwners(url: string, dataDir: string, count: number): Promise<string[]> {
  const database = createDb(serverDatabaseUrl(dataDir), { max: 2 });
  const hash = await hashPassword(PASSWORD);
  const emails: string[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const email = `bomb-owner-${i}-${Date.now()}@bench.paydesk.ng`;
      const company = await database.pool.query(
        `insert into companies (name, business_type, status, is_active, is_company_info, admin_verify, is_compliant)
         values ($1, 'registered business', 'active', true, true, true, true) returning id`,
        [`Bomb Bench ${i}`],
      );
      const user = await database.pool.query(
        `insert into users (email, first_name, last_name, phone_number, job_title, password_hash, email_verified_at)
         values ($1, 'Bench', $2, '08031234567', 'Director', $3, now()) returning id`,
        [email, `Owner${i}`, hash],
      );
      await database.pool.query(
        `insert into company_members (company_id, user_id, role, status) values ($1, $2, 'employer', 'active')`,
        [company.rows[0].id, user.rows[0].id],
      );
      emails.push(email);
    }
  } finally {
    await database.close();
  }
  const api = await ApiClient.connect(url);
  const tokens: string[] = [];
  for (const email of emails) tokens.push(await loginToken(api, email, PASSWORD));
  return tokens;
}

async function upload(url: string, token: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'staff.xlsx');
  const started = performance.now();
  const response = await fetch(`${url}${PREVIEW}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as { message: string };
  return { status: response.status, message: body.message, seconds: (performance.now() - started) / 1000 };
}

export async function benchUploadBombs() {
  const seconds = Number(process.env.BENCH_PROBE_SECONDS ?? 5);
  const kinds = (process.env.BENCH_BOMBS?.split(',') ?? Object.keys(KINDS)) as Kind[];
  log(
    `load average (1, 5, 15 min) at start: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')}`,
  );
  const files = new Map<Kind, Buffer>();
  for (const kind of kinds) files.set(kind, await bomb(kind));
  for (const [kind, bytes] of files) log(`bomb ${kind}: ${(bytes.length / 1e6).toFixed(2)} MB zipped`);
  const hello = await helloWorld(seconds);
  log(line('bare Fastify hello world (baseline), GET /', hello));
  const server = await startServer({ probes: ['/health'], env: { ...LIMITS_LIFTED, LOG_LEVEL: 'warn' } });
  const pid = server.child.pid!;
  try {
    const tokens = await verifiedOwners(server.url, server.dataDir, 4);
    const health = `${server.url}/health`;
    const idle = await probe(health, { seconds });
    log(line('API /health, idle', idle));
    log(ratios(idle, hello, 'hello world'));
    for (const kind of kinds) {
      const bytes = files.get(kind)!;
      const uploads = Promise.all(tokens.map((token) => upload(server.url, token, bytes)));
      const during = await probe(health, { done: uploads });
      const answers = await uploads;
      log(line(`API /health while four '${kind}' bombs are read`, during));
      log(ratios(during, hello, 'hello world'));
      log(ratios(during, idle, 'idle /health'));
      log(`    slowest answer under 100 ms: ${during.max < 100 ? 'met' : 'NOT met'}`);
      for (const a of answers) log(`  ${a.status} in ${a.seconds.toFixed(2)} s: ${a.message}`);
    }
    for (const kind of kinds) {
      const before = rssKb(pid);
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssKb(pid));
      }, 20);
      const answer = await upload(server.url, tokens[0]!, files.get(kind)!);
      clearInterval(sampler);
      peak = Math.max(peak, rssKb(pid));
      log(
        `one '${kind}' bomb alone: ${answer.status} in ${answer.seconds.toFixed(2)} s; API RSS ${(before / 1024).toFixed(0)} MB before, peak +${((peak - before) / 1024).toFixed(0)} MB (${times(peak, before)} of before)`,
      );
    }
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchUploadBombs();
