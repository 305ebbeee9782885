// Rate limits counted in PostgreSQL (leases, decision 0019) against counted in each process's memory (before
// issue 26). Prints figures; never asserts. Four API processes on one database (the demo, 64 wallet lines):
//  1. The header chip's wallet-balance under autocannon on two ROLE=api processes, one counting in memory
//     (RATE_LIMIT_STORE=memory) and one taking leases from PostgreSQL, in alternating rounds (memory, shared,
//     shared, memory, …) each beside a bare Fastify hello world run just before: req/s, p99 and the answering
//     server's CPU per request, with hello world's as a share of it. The per-session and per-business limits are
//     lifted (10,000,000 a minute) so every call is answered, and still counted: leases from the database, or
//     the in-memory windows.
//  2. One API key called on two processes in turn (its limit is 120 a minute): the calls answered 200 in all,
//     two memory processes against two sharing the database.
//
//   node --import tsx bench/limits.ts
//   BENCH_ROUNDS=2 BENCH_DURATION=10 BENCH_CONNECTIONS=10 node --import tsx bench/limits.ts
import { pathToFileURL } from 'node:url';
import { API_KEY_SCOPES, INTEGRATIONS_PATHS } from '../packages/contracts/src/index.ts';
import { ApiClient, demoToken } from './lib/api.ts';
import { cpuShare, type HttpFigure, helloWorldBaseline, measureHttp, ratio } from './lib/baseline.ts';
import { LIMITS_LIFTED, serverDatabaseUrl } from './lib/demo-database.ts';
import { type RunningServer, startServer } from './lib/server.ts';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const BALANCE = '/api/b2b/employer/dashboard/wallet-balance';

export interface LimitsBench {
  rounds: Array<{ store: 'memory' | 'postgres'; hello: HttpFigure; balance: HttpFigure }>;
  /** Calls answered 200 of `calls` by one API key on two processes in turn (its limit: `limit` a minute). */
  acrossProcesses: Array<{ store: 'memory' | 'postgres'; calls: number; ok: number; limit: number }>;
}

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

export async function benchLimits(
  log = (line: string) => process.stdout.write(`${line}\n`),
): Promise<LimitsBench> {
  const settings = { connections: env('BENCH_CONNECTIONS', 10), duration: env('BENCH_DURATION', 10) };
  const rounds = env('BENCH_ROUNDS', 2);
  const main = await startServer({ probes: ['/health'], env: { ...LIMITS_LIFTED, SEED_DEMO: 'true' } });
  const started: RunningServer[] = [];
  const another = (store: 'memory' | 'postgres') =>
    startServer({
      probes: ['/health'],
      dataDir: main.dataDir,
      env: {
        ...LIMITS_LIFTED,
        DATABASE_URL: serverDatabaseUrl(main.dataDir),
        ROLE: 'api',
        SEED_DEMO: 'false',
        RATE_LIMIT_STORE: store,
      },
    }).then((server) => {
      started.push(server);
      return server;
    });
  try {
    const servers = {
      postgres: [main, await another('postgres')] as const,
      memory: [await another('memory'), await another('memory')] as const,
    };
    const api = await ApiClient.connect(main.url);
    const token = await demoToken(api);
    const headers = { authorization: `Bearer ${token}` };
    const result: LimitsBench = { rounds: [], acrossProcesses: [] };
    // ABBA: memory, shared, shared, memory… so a machine getting slower or faster favours neither.
    const order = Array.from({ length: rounds }, (_, i) =>
      i % 2 === 0 ? (['memory', 'postgres'] as const) : (['postgres', 'memory'] as const),
    ).flat();
    for (const store of order) {
      const server = servers[store][1];
      const hello = await helloWorldBaseline(settings);
      const balance = await measureHttp(`wallet-balance, limits in ${store}`, `${server.url}${BALANCE}`, {
        ...settings,
        headers,
        ...(server.child.pid ? { serverPid: server.child.pid } : {}),
      });
      result.rounds.push({ store, hello, balance });
      log(
        `${balance.name}: ${balance.rps.toFixed(0)} req/s (${ratio(balance.rps, hello.rps)} of hello world ${hello.rps.toFixed(0)}), p99 ${balance.p99} ms, ${balance.non2xx} non-2xx, CPU ${cpuShare(balance, hello)} µs a request (hello world ${hello.cpuUsPerRequest?.toFixed(1)})`,
      );
    }

    // One API key on two processes in turn, each pair on its own key.
    const limit = 120;
    for (const store of ['memory', 'postgres'] as const) {
      const created = await fetch(`${main.url}/api${INTEGRATIONS_PATHS.apiKeys}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Bench ${store}`, scopes: [...API_KEY_SCOPES] }),
      });
      const secret = ((await created.json()) as { data: { secret: string } }).data.secret;
      const calls = 3 * limit;
      let ok = 0;
      for (let i = 0; i < calls; i++) {
        const server = servers[store][i % 2]!;
        const answer = await fetch(`${server.url}/api/v1/wallets`, {
          headers: { authorization: `Bearer ${secret}` },
        });
        await answer.arrayBuffer();
        if (answer.status === 200) ok += 1;
      }
      result.acrossProcesses.push({ store, calls, ok, limit });
      log(
        `one API key (limit ${limit} a minute) on two processes counting in ${store}: ${ok} of ${calls} answered`,
      );
    }
    return result;
  } finally {
    for (const server of started.reverse()) await server.stop();
    await main.stop();
  }
}

export function formatLimitsTable(bench: LimitsBench): string {
  const lines = [
    "| limits counted in | wallet-balance req/s (of hello world) | p99 | CPU µs a request (hello world) | hello world's CPU as a share |",
    '|---|---|---|---|---|',
  ];
  for (const { store, hello, balance } of bench.rounds) {
    lines.push(
      `| ${store} | ${balance.rps.toFixed(0)} (${ratio(balance.rps, hello.rps)}) | ${balance.p99} ms | ${balance.cpuUsPerRequest?.toFixed(1)} (${hello.cpuUsPerRequest?.toFixed(1)}) | ${hello.cpuUsPerRequest && balance.cpuUsPerRequest ? ratio(hello.cpuUsPerRequest, balance.cpuUsPerRequest) : '–'} |`,
    );
  }
  for (const store of ['memory', 'postgres'] as const) {
    const mine = bench.rounds.filter((r) => r.store === store);
    const cpu = mean(mine.map((r) => r.balance.cpuUsPerRequest ?? Number.NaN));
    const share = mean(
      mine.map((r) =>
        r.hello.cpuUsPerRequest && r.balance.cpuUsPerRequest
          ? r.hello.cpuUsPerRequest / r.balance.cpuUsPerRequest
          : Number.NaN,
      ),
    );
    lines.push(`| ${store}, mean of ${mine.length} | | | ${cpu.toFixed(1)} | ${(100 * share).toFixed(1)}% |`);
  }
  lines.push('', '| one API key on two processes | answered 200 | limit |', '|---|---|---|');
  for (const row of bench.acrossProcesses)
    lines.push(`| ${row.store} | ${row.ok} of ${row.calls} | ${row.limit} a minute |`);
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.stdout.write('Rate limits in PostgreSQL against in memory (wallet-balance, then one API key)\n');
  process.stdout.write(`\n${formatLimitsTable(await benchLimits())}\n`);
}
