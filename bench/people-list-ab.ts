// The employee list A/B: this checkout's server and another's (BENCH_OTHER_ROOT, e.g. an export of the previous
// commit with node_modules linked) side by side, each seeded with BENCH_EMPLOYEES in one business, measured in
// alternating autocannon runs so the shared machine's swings fall on both. Prints req/s, p50/p99 and the API
// process's CPU per request (utime + stime from /proc over the run), which moves far less with the load than
// latency does, beside the hello world baseline of each round.
//
//   BENCH_OTHER_ROOT=/tmp/old node --import tsx bench/people-list-ab.ts
//   BENCH_EMPLOYEES=100000 BENCH_DURATION=5 BENCH_CONNECTIONS=10 BENCH_ROUNDS=3
import os from 'node:os';
import { createDb } from '../packages/db/src/index.ts';
import { ApiClient, demoToken } from './lib/api.ts';
import { helloWorldBaseline, measureHttp } from './lib/baseline.ts';
import { demoCompanyId, LIMITS_LIFTED, seedEmployees, serverDatabaseUrl } from './lib/demo-database.ts';
import { type RunningServer, startServer } from './lib/server.ts';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const log = (line: string) => process.stdout.write(`${line}\n`);
const EMPLOYEES_PATH = '/api/b2b/employer/people/employees';
const other = process.env.BENCH_OTHER_ROOT;
if (!other) throw new Error('BENCH_OTHER_ROOT: the checkout to compare with');

async function seeded(root: string | undefined, label: string) {
  if (root) process.env.BENCH_SERVER_ROOT = root;
  else delete process.env.BENCH_SERVER_ROOT;
  const server = await startServer({
    probes: ['/health'],
    env: {
      ...LIMITS_LIFTED,
      SEED_DEMO: 'true',
    },
  });
  const database = createDb(serverDatabaseUrl(server.dataDir), { max: 2 });
  const token = await demoToken(await ApiClient.connect(server.url));
  await seedEmployees(database.pool, await demoCompanyId(database.pool), env('BENCH_EMPLOYEES', 100_000));
  await database.close();
  return { label, server, headers: { authorization: `Bearer ${token}` } };
}

const servers: { label: string; server: RunningServer; headers: Record<string, string> }[] = [];
try {
  servers.push(await seeded(undefined, 'this checkout'));
  servers.push(await seeded(other, `other (${other})`));
  const settings = { connections: env('BENCH_CONNECTIONS', 10), duration: env('BENCH_DURATION', 5) };
  const queries = [
    ['first page', 'page=1&limit=20'],
    ['search', 'page=1&limit=20&search=Seeded4242'],
    ['filter (matching)', 'page=3&limit=20&status=disabled&department=Operations'],
  ] as const;
  for (let round = 0; round < env('BENCH_ROUNDS', 3); round++) {
    const baseline = await helloWorldBaseline(settings);
    log(
      `round ${round + 1}, load ${os.loadavg()[0]!.toFixed(1)}: hello world ${baseline.rps.toFixed(0)} req/s, p99 ${baseline.p99} ms`,
    );
    // Alternate which server goes first each round.
    const order = round % 2 === 0 ? servers : [...servers].reverse();
    for (const [name, query] of queries) {
      for (const { label, server, headers } of order) {
        const row = await measureHttp(name, `${server.url}${EMPLOYEES_PATH}?${query}`, {
          ...settings,
          headers,
          serverPid: server.child.pid!,
        });
        const perRequest = (row.cpuUsPerRequest ?? 0) / 1000;
        log(
          `  ${name}, ${label}: ${row.rps.toFixed(0)} req/s (${((row.rps / baseline.rps) * 100).toFixed(2)}% of hello world), p50 ${row.p50} ms, p99 ${row.p99} ms, API CPU ${perRequest.toFixed(2)} ms/request, ${row.non2xx} non-2xx`,
        );
      }
    }
  }
} finally {
  for (const { server } of servers) await server.stop();
}
