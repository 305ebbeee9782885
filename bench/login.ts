// Login stages 1 and 2 under autocannon: latency (p50/p95/p99) and requests per second.
// Goal (issue 2): each stage costs about one argon2id verify (~20 ms). Figures are printed, never asserted.
//
// Starts its own server on a fresh data directory (rate limits raised), or measures BENCH_URL.
// Stage 2 needs a fresh code per request: the bench creates BENCH_USERS users through the API, opens
// challenges for them with stage 1, reads each code from the dev mailbox, and feeds autocannon one
// encrypted body per request.
//
//   node --import tsx bench/login.ts
//   BENCH_URL=http://localhost:3000 node --import tsx bench/login.ts   (limits of that server apply)
import { pathToFileURL } from 'node:url';
import autocannon, { type Request } from 'autocannon';
import { hashPassword, verifyPassword } from '../apps/api/src/lib/passwords.ts';
import { ApiClient, sixDigits } from './lib/api.ts';
import { helloWorldBaseline, ratio } from './lib/baseline.ts';
import { AUTH_PATHS, CHANNEL } from './lib/contracts.ts';
import { type RunningServer, startServer } from './lib/server.ts';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

export interface LoginBenchOptions {
  url?: string;
  /** Seconds per stage-1 run. */
  duration?: number;
  /** Connections of the concurrent runs. */
  connections?: number;
  stage2Serial?: number;
  stage2Concurrent?: number;
  users?: number;
  log?: (line: string) => void;
}

export interface Row {
  name: string;
  connections: number;
  requests: number;
  ok: number;
  failed: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  max: number;
}

export interface LoginBenchResult {
  rows: Row[];
  /** Baseline from the same run: a bare Fastify hello world's req/s with the same autocannon settings, by connections. */
  helloWorldRps: Record<number, number>;
  argon2VerifyMs: { p50: number; mean: number };
  notes: string[];
}

const PASSWORD = 'Bench-Login-2026!x';
const LOGIN_PATH = `/api${AUTH_PATHS.login}`;
const JSON_HEADERS = { 'content-type': 'application/json' };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

async function measure(
  name: string,
  url: string,
  options: { connections: number; duration?: number; amount?: number; requests: Request[] },
): Promise<Row> {
  const latencies: number[] = [];
  let ok = 0;
  let failed = 0;
  const statuses = new Map<number, number>();
  const instance = autocannon({
    url,
    connections: options.connections,
    ...(options.amount ? { amount: options.amount } : { duration: options.duration ?? 10 }),
    timeout: 30,
    requests: options.requests,
  });
  instance.on('response', (_client: unknown, status: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if (status >= 200 && status < 300) ok += 1;
    else failed += 1;
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  if (failed > 0) {
    const detail = [...statuses].map(([s, n]) => `${s}×${n}`).join(', ');
    process.stderr.write(`[bench] ${name}: ${failed} non-2xx answers (${detail})\n`);
  }
  const total = ok + failed;
  return {
    name,
    connections: options.connections,
    requests: total,
    ok,
    failed: failed + result.errors + result.timeouts,
    rps: total / result.duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    mean: latencies.reduce((a, b) => a + b, 0) / Math.max(1, latencies.length),
    max: latencies.at(-1) ?? Number.NaN,
  };
}

/** Runs `worker` over `items` with at most `limit` in flight. */
async function pool<T, R>(
  items: T[],
  limit: number,
  worker: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await worker(items[index]!, index);
      }
    }),
  );
  return results;
}

/** Signs up, confirms and sets the password of one bench user. */
async function createUser(api: ApiClient, email: string): Promise<void> {
  const signup = await api.post(AUTH_PATHS.signup, {
    firstName: 'Bench',
    lastName: 'User',
    email,
    phoneNumber: '08031234567',
    jobTitle: 'Finance Lead',
    companyName: 'Bench Loads Ltd',
    businessType: 'registered business',
  });
  if (signup.status !== 201) throw new Error(`signup ${signup.status}: ${JSON.stringify(signup.body)}`);
  const mail = await api.waitForMail(email, /^Confirm your email: \d{6}$/);
  const verified = await api.post<{ passwordToken: string }>(AUTH_PATHS.verifyEmailCode, {
    email,
    code: sixDigits(mail.subject),
  });
  if (verified.status !== 200) throw new Error(`verify ${verified.status}: ${JSON.stringify(verified.body)}`);
  const created = await api.post(AUTH_PATHS.createBusinessPassword, {
    token: verified.body.data.passwordToken,
    password: PASSWORD,
    password_confirmation: PASSWORD,
  });
  if (created.status !== 200)
    throw new Error(`create-password ${created.status}: ${JSON.stringify(created.body)}`);
}

/** Opens `count` login challenges for one user, one after the other, and reads each code from the mailbox. */
async function openChallenges(api: ApiClient, email: string, count: number): Promise<string[]> {
  const seen = new Set<string>();
  const bodies: string[] = [];
  for (let i = 0; i < count; i++) {
    const pending = await api.post<{ challengeId: string }>(AUTH_PATHS.login, {
      stage: 1,
      email,
      password: PASSWORD,
      channel: CHANNEL,
    });
    if (pending.status !== 200) throw new Error(`stage 1 ${pending.status}: ${JSON.stringify(pending.body)}`);
    const mail = await api.waitForMail(email, /^Your login code: \d{6}$/, seen);
    seen.add(mail.id);
    bodies.push(
      await api.wireBody({
        stage: 2,
        email,
        password: PASSWORD,
        otp: sixDigits(mail.subject),
        challengeId: pending.body.data.challengeId,
        channel: CHANNEL,
      }),
    );
  }
  return bodies;
}

/** One argon2id verify with the project's parameters, in this process: the floor each stage is compared with. */
async function argon2Baseline(samples = 30) {
  const hash = await hashPassword(PASSWORD);
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const t = performance.now();
    await verifyPassword(hash, PASSWORD);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), mean: times.reduce((a, b) => a + b, 0) / times.length };
}

export async function benchLogin(options: LoginBenchOptions = {}): Promise<LoginBenchResult> {
  const log = options.log ?? ((line: string) => process.stderr.write(`[bench] ${line}\n`));
  const duration = options.duration ?? env('BENCH_DURATION', 10);
  const connections = options.connections ?? env('BENCH_CONNECTIONS', 8);
  const serialCount = options.stage2Serial ?? env('BENCH_STAGE2_SERIAL', 100);
  const concurrentCount = options.stage2Concurrent ?? env('BENCH_STAGE2_CONCURRENT', 300);
  const userCount = options.users ?? env('BENCH_USERS', 20);
  const notes: string[] = [];

  let server: RunningServer | undefined;
  let url = options.url ?? process.env.BENCH_URL;
  if (!url) {
    log('starting a server on a fresh data directory…');
    server = await startServer({
      probes: ['/health'],
      env: {
        // Every bench request comes from 127.0.0.1: lift the per-IP limits so they are not what is measured.
        AUTH_RATE_LIMIT_PER_MINUTE: '10000000',
        GLOBAL_RATE_LIMIT_PER_MINUTE: '10000000',
        SEED_DEMO: 'false',
      },
    });
    url = server.url;
    notes.push(
      'Bench server: AUTH_RATE_LIMIT_PER_MINUTE and GLOBAL_RATE_LIMIT_PER_MINUTE raised to 10,000,000 ' +
        '(defaults 20 per IP per sign-in endpoint and 600 per IP overall would answer 429 after the first few requests).',
    );
  } else {
    notes.push(`Measured ${url} with its own rate limits; 429 answers are counted as failed.`);
  }
  notes.push(
    'Lockout (AUTH_LOCKOUT_THRESHOLD=5 failures per email for AUTH_LOCKOUT_MINUTES=15, 5 wrong codes per challenge) ' +
      'never triggers: every request carries the right password and a fresh code.',
  );

  try {
    const api = await ApiClient.connect(url);
    notes.push(
      api.cipher
        ? 'Payload envelope on: bodies are AES-256-CBC encrypted, as the web app sends them.'
        : 'Payload envelope off.',
    );

    const stamp = Date.now().toString(36);
    const emails = Array.from({ length: userCount }, (_, i) => `bench-${stamp}-${i}@bench.paydesk.ng`);
    let t = performance.now();
    await pool(emails, 4, (email) => createUser(api, email));
    log(`${userCount} users created in ${Math.round(performance.now() - t)} ms`);

    const needed = serialCount + concurrentCount;
    const perUser = Math.ceil(needed / userCount);
    t = performance.now();
    const perUserBodies = await pool(emails, userCount, (email) => openChallenges(api, email, perUser));
    // Interleave users so consecutive requests belong to different users.
    const bodies: string[] = [];
    for (let i = 0; i < perUser; i++) for (const list of perUserBodies) if (list[i]) bodies.push(list[i]!);
    log(`${bodies.length} stage-2 challenges prepared in ${Math.round(performance.now() - t)} ms`);

    let next = 0;
    const stage2Request: Request = {
      method: 'POST',
      path: LOGIN_PATH,
      headers: JSON_HEADERS,
      body: bodies[0]!,
      setupRequest: (request) => ({ ...request, body: bodies[Math.min(next++, bodies.length - 1)]! }),
    };
    const stage1Body = await api.wireBody({
      stage: 1,
      email: emails[0],
      password: PASSWORD,
      channel: CHANNEL,
    });
    const stage1Request: Request = {
      method: 'POST',
      path: LOGIN_PATH,
      headers: JSON_HEADERS,
      body: stage1Body,
    };

    const rows: Row[] = [];
    // Stage 2 first, while no stage-1 mail backlog is being delivered in the background.
    log(`stage 2, 1 connection, ${serialCount} logins…`);
    rows.push(
      await measure('login stage 2 (code)', url, {
        connections: 1,
        amount: serialCount,
        requests: [stage2Request],
      }),
    );
    next = serialCount;
    log(`stage 2, ${connections} connections, ${concurrentCount} logins…`);
    rows.push(
      await measure('login stage 2 (code)', url, {
        connections,
        amount: concurrentCount,
        requests: [stage2Request],
      }),
    );
    log(`stage 1, 1 connection, ${duration} s…`);
    rows.push(
      await measure('login stage 1 (password)', url, { connections: 1, duration, requests: [stage1Request] }),
    );
    log(`stage 1, ${connections} connections, ${duration} s…`);
    rows.push(
      await measure('login stage 1 (password)', url, { connections, duration, requests: [stage1Request] }),
    );
    log('GET /health, 1 connection, 3 s (floor of the HTTP stack and one query)…');
    rows.push(
      await measure('GET /health (floor)', url, {
        connections: 1,
        duration: 3,
        requests: [{ method: 'GET', path: '/health' }],
      }),
    );

    const argon2VerifyMs = await argon2Baseline();
    const helloWorldRps: Record<number, number> = {};
    for (const n of new Set(rows.map((r) => r.connections))) {
      log(`baseline: bare Fastify hello world, ${n} connection(s), ${duration} s…`);
      helloWorldRps[n] = (await helloWorldBaseline({ connections: n, duration })).rps;
    }
    return { rows, helloWorldRps, argon2VerifyMs, notes };
  } finally {
    if (server) await server.stop();
  }
}

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');

export function formatLoginTable(result: LoginBenchResult): string {
  const header = [
    'scenario',
    'conns',
    'requests',
    'failed',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'mean ms',
    'max ms',
    'of hello world',
  ];
  const lines = result.rows.map((r) => [
    r.name,
    String(r.connections),
    String(r.requests),
    String(r.failed),
    fmt(r.rps),
    fmt(r.p50),
    fmt(r.p95),
    fmt(r.p99),
    fmt(r.mean),
    fmt(r.max),
    ratio(r.rps, result.helloWorldRps[r.connections] ?? Number.NaN),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const row = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [
    row(header),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...lines.map(row),
    '',
    `baseline, bare Fastify hello world in the same run: ${Object.entries(result.helloWorldRps)
      .map(([n, rps]) => `${fmt(rps, 0)} req/s with ${n} connection(s)`)
      .join(', ')}`,
    `one argon2id verify in-process (19 MiB, t=2, p=1): p50 ${fmt(result.argon2VerifyMs.p50)} ms, mean ${fmt(result.argon2VerifyMs.mean)} ms (goal: each stage ≈ one verify, ~20 ms)`,
    ...result.notes.map((n) => `note: ${n}`),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await benchLogin();
  process.stdout.write(`\nLogin stages (autocannon)\n${formatLoginTable(result)}\n`);
}
