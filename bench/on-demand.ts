// On-demand pay bench (issue 13). Prints figures; never asserts. The daily earnings computation: earned to date,
// the access share and the headroom for BENCH_ON_DEMAND_EMPLOYEES (default 100,000) employees with mixed paydays,
// shares, cut-offs and stops, on one core (the arithmetic of apps/api/src/modules/on-demand/earned.ts, which the
// service runs per employee after reading its facts). Baseline from the same run: a bare loop of the same
// multiply-and-divide in plain integers with a fixed working-day count — the floor any implementation pays.
// Goal: 100,000 employees in < 10 s.
//
// Then withdrawal requests under load, at the HTTP level against `node scripts/start.mjs` (demo data): BENCH_ON_DEMAND_STAFF
// (default 500) accepted employees with staff sessions, each POST /staff/on-demand/withdrawals from a rotating
// employee with its own Idempotency-Key (the whole path: staff session, the employee's row lock, earned to date,
// the ledger entry, the payout handed to the sandbox rail after commit), BENCH_CONNECTIONS (10) connections for
// BENCH_DURATION (10) seconds; p50/p99 and req/s beside a bare Fastify hello world under the same settings. The
// issue asks for this p99 under load and names no number; the figures are printed, not judged.
//
//   node --import tsx bench/on-demand.ts
//   BENCH_SKIP_HTTP=1 node --import tsx bench/on-demand.ts   (the earnings computation only)
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import {
  addDays,
  earnedToDate,
  headroom,
  periodOf,
  requestMoney,
} from '../apps/api/src/modules/on-demand/earned.ts';
import { createAccessTokens, STAFF_AUDIENCE } from '../apps/api/src/platform/access-tokens.ts';
import { createDb } from '../packages/db/src/index.ts';
import { ApiClient, demoToken } from './lib/api.ts';
import { type HttpFigure, helloWorldBaseline, measureHttp, ratio } from './lib/baseline.ts';
import { demoCompanyId, LIMITS_LIFTED, serverDatabaseUrl } from './lib/demo-database.ts';
import { startServer } from './lib/server.ts';

const count = Number(process.env.BENCH_ON_DEMAND_EMPLOYEES ?? 100_000);

export interface OnDemandBench {
  employees: number;
  ms: number;
  perSecond: number;
  baselineMs: number;
  ofBaseline: string;
  checksum: number;
}

export function benchOnDemand(log = (l: string) => process.stdout.write(`${l}\n`)): OnDemandBench {
  const today = '2026-11-24';
  const people = Array.from({ length: count }, (_, i) => ({
    netPay: 5_000_000 + ((i * 7919) % 200) * 100_000,
    payday: [25, 28, 31, 15][i % 4]!,
    accessPercent: [50, 40, 60, 100][i % 4]!,
    cutOffDays: i % 5,
    stoppedOn: i % 97 === 0 ? addDays(today, -(i % 10)) : null,
    drawn: (i % 13) * 100_000,
  }));
  const fee = { feeType: 'flat' as const, feeValue: 10_000, feeBearer: 'employee' as const };

  let checksum = 0;
  const start = performance.now();
  for (const p of people) {
    const period = periodOf(today, p.payday);
    const e = earnedToDate({ ...p, period, today });
    const room = e.afterCutOff ? 0 : headroom(e.accessible, { drawn: p.drawn, employeeFees: 0, saved: 0 });
    checksum += room + requestMoney('withdrawal', 100_000, fee).fee;
  }
  const ms = performance.now() - start;

  let floor = 0;
  const baseStart = performance.now();
  for (const p of people) {
    const earned = Math.floor((p.netPay * 17) / 22);
    floor += Math.max(0, Math.floor((earned * p.accessPercent) / 100) - p.drawn);
  }
  const baselineMs = performance.now() - baseStart;
  const perSecond = Math.round(count / (ms / 1000));
  log(
    `on-demand earnings: ${count} employees in ${ms.toFixed(1)} ms (${perSecond.toLocaleString()}/s; goal < 10 s)`,
  );
  log(`baseline bare loop: ${baselineMs.toFixed(1)} ms (checksum ${floor})`);
  return {
    employees: count,
    ms,
    perSecond,
    baselineMs,
    ofBaseline: ratio(count / ms, count / baselineMs),
    checksum,
  };
}

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const WITHDRAWALS_PATH = '/api/staff/on-demand/withdrawals';

/**
 * BENCH_SAMPLE_ACTIVITY=1: what the server's database sessions are doing during the load, sampled from
 * pg_stat_activity every 25 ms: the mean number of sessions per state, wait event and (when active) statement.
 */
function sampleActivity(pool: { query: (text: string) => Promise<{ rows: Record<string, string>[] }> }) {
  const counts = new Map<string, number>();
  let samples = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await pool.query(
        `select state, coalesce(wait_event_type || ':' || wait_event, '-') as wait,
           left(regexp_replace(query, '\\s+', ' ', 'g'), 60) as statement
         from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'
           and state <> 'idle'`,
      );
      samples++;
      for (const r of rows) {
        const key = `${r.state} | ${r.wait} | ${r.state === 'active' ? r.statement : ''}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return [
        `database sessions during the load (${samples} samples; mean sessions per state | wait | statement):`,
        ...[...counts]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 15)
          .map(([key, n]) => `  ${(n / samples).toFixed(2).padStart(5)}  ${key}`),
      ].join('\n');
    },
  };
}

export interface WithdrawalBench {
  baseline: HttpFigure;
  withdrawals: HttpFigure & { created: number; refused: number };
  /** The cheapest authenticated read of apps/api (the header chip's wallet balance), same server and settings. */
  walletBalance: HttpFigure;
  staff: number;
}

/** Withdrawal requests under concurrent load, beside a hello world under the same autocannon settings. */
export async function benchWithdrawalRequests(
  log = (l: string) => process.stdout.write(`${l}\n`),
): Promise<WithdrawalBench> {
  const staff = env('BENCH_ON_DEMAND_STAFF', 500);
  const settings = { connections: env('BENCH_CONNECTIONS', 10), duration: env('BENCH_DURATION', 10) };
  const load = () =>
    os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(', ');
  log(`load average (1, 5, 15 min) at start: ${load()}`);
  const baseline = await helloWorldBaseline(settings);
  log(`${baseline.name}: ${baseline.rps.toFixed(0)} req/s, p50 ${baseline.p50} ms, p99 ${baseline.p99} ms`);
  const appSecret = randomUUID() + randomUUID();
  const server = await startServer({
    probes: ['/health'],
    env: {
      APP_SECRET: appSecret,
      ...LIMITS_LIFTED,
      SEED_DEMO: 'true',
    },
  });
  const database = createDb(serverDatabaseUrl(server.dataDir), { max: 4 });
  try {
    const companyId = await demoCompanyId(database.pool);
    // No approval step (requests execute at once), advanced funding (Paydesk pays: no wallet runs dry), a ₦100
    // fee the employee bears, 31 withdrawals a period, payday the month's last day and no cut-off.
    await database.pool.query(
      `update on_demand_rules set approval_required = false, approver_ids = '{}', funding_mode = 'advanced',
         min_withdrawal = 100, max_withdrawal = 0, withdrawals_per_period = 31, payday = 31, cut_off_days = 0
       where company_id = $1`,
      [companyId],
    );
    const employees = await database.pool.query(
      `insert into employees (company_id, first_name, last_name, email, phone_number, staff_id, department,
         bank_code, bank_name, account_number, account_name, gross_pay, status, on_demand_state, name_check)
       select $1, 'Bench', 'Staff' || i, 'od-bench' || i || '@bench.paydesk.ng',
         '+23481' || lpad(i::text, 8, '0'), 'ODB-' || i, 'Operations', '000001', 'STERLING BANK',
         lpad((5000000000 + i)::text, 10, '0'), 'BENCH STAFF ' || i, 100000000, 'active', 'accepted', 'matched'
       from generate_series(1, $2::int) as i
       returning id`,
      [companyId, staff],
    );
    const sessions = await database.pool.query(
      `insert into staff_sessions (company_id, employee_id, expires_at)
       select $1, unnest($2::uuid[]), now() + interval '1 day' returning id, employee_id`,
      [companyId, employees.rows.map((r: { id: string }) => r.id)],
    );
    const tokens = createAccessTokens(appSecret, 3_600, STAFF_AUDIENCE);
    const bearers = await Promise.all(
      sessions.rows.map(
        async (s: { id: string; employee_id: string }) =>
          `Bearer ${(await tokens.sign({ userId: s.employee_id, companyId, sessionId: s.id, role: 'staff' })).token}`,
      ),
    );
    // The goal's yardstick, first, on the same server: the demo employer's wallet-balance read. Measured before the
    // withdrawals, not after: after them the sandbox rail is still settling the last seconds' payouts (a job and a
    // callback each), which slowed this read up to 3x and flattered the ratio.
    const employerToken = await demoToken(await ApiClient.connect(server.url));
    const walletBalance = await measureHttp(
      'GET /b2b/employer/dashboard/wallet-balance',
      `${server.url}/api/b2b/employer/dashboard/wallet-balance`,
      { ...settings, headers: { authorization: `Bearer ${employerToken}` } },
    );
    log(
      `${walletBalance.name}: ${walletBalance.rps.toFixed(0)} req/s, p50 ${walletBalance.p50} ms, p99 ${walletBalance.p99} ms (${walletBalance.non2xx} non-2xx)`,
    );
    // Plain JSON: the payload envelope covers only the routes marked encrypted (auth), not the staff app's requests.
    const body = JSON.stringify({ amount: 100_00 });
    // One request first: the path must answer 201 before its latency means anything.
    const probe = await fetch(`${server.url}${WITHDRAWALS_PATH}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: bearers[0]!,
        'idempotency-key': `bench-${randomUUID()}`,
      },
      body,
    });
    if (probe.status !== 201)
      throw new Error(`a withdrawal request answered ${probe.status}: ${(await probe.text()).slice(0, 300)}`);
    let next = 1;
    const sampling = process.env.BENCH_SAMPLE_ACTIVITY ? sampleActivity(database.pool) : null;
    const result = await autocannon({
      url: `${server.url}${WITHDRAWALS_PATH}`,
      connections: settings.connections,
      duration: settings.duration,
      requests: [
        {
          method: 'POST',
          path: WITHDRAWALS_PATH,
          setupRequest: (request) => ({
            ...request,
            headers: {
              'content-type': 'application/json',
              authorization: bearers[next++ % bearers.length]!,
              'idempotency-key': `bench-${randomUUID()}`,
            },
            body,
          }),
        },
      ],
    });
    if (sampling) log(await sampling.stop());
    const withdrawals = {
      name: `withdrawal request (${staff} employees)`,
      connections: settings.connections,
      requests: result.requests.total,
      non2xx: result.non2xx,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      created: result.statusCodeStats['201']?.count ?? 0,
      refused: result.statusCodeStats['422']?.count ?? 0,
    };
    const stored = await database.pool.query(
      `select count(*)::int as n from on_demand_requests where company_id = $1 and idempotency_key like 'bench-%'`,
      [companyId],
    );
    log(
      `${withdrawals.name}: ${withdrawals.rps.toFixed(0)} req/s (${ratio(withdrawals.rps, baseline.rps)} of hello world), p50 ${withdrawals.p50} ms, p99 ${withdrawals.p99} ms (${(withdrawals.p99 / Math.max(1, baseline.p99)).toFixed(1)}x hello world's p99); ${withdrawals.created} created, ${withdrawals.refused} refused (422), ${withdrawals.non2xx} non-2xx, ${result.errors} errors; ${stored.rows[0].n} requests stored`,
    );
    log(`status codes: ${JSON.stringify(result.statusCodeStats)}`);
    log(
      `withdrawal requests at ${ratio(withdrawals.rps, walletBalance.rps)} of wallet-balance's req/s (goal: within 10x, i.e. >= 10%); p99 ${withdrawals.p99} ms (goal: well under 250 ms)`,
    );
    log(`load average (1, 5, 15 min) at end: ${load()}`);
    return { baseline, withdrawals, walletBalance, staff };
  } finally {
    await database.close();
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchOnDemand();
  if (!process.env.BENCH_SKIP_HTTP) await benchWithdrawalRequests();
}
