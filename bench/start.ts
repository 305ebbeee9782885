// Cold `node scripts/start.mjs` (what `npm start` runs) until the first 200 on GET /login.
// Goal (issue 2): under 5 s once installed and built. Figures are printed, never asserted.
//
// Runs: one start on a fresh data directory (initdb, migrations, seeds), then BENCH_START_RUNS starts
// reusing that directory. SKIP_WEB_BUILD=1: the web app must already be built (`npm run build`);
// without a build /login answers 503 and only /health is timed.
//
//   node --import tsx bench/start.ts
import { rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { freshDataDir, snapshotWebDist, startServer } from './lib/server.ts';

export interface StartRun {
  kind: 'fresh data dir' | 'reused data dir';
  /** ms from spawn to: embedded PostgreSQL up, listening, first 200 on /health, first 200 on /login. */
  pg?: number;
  listening?: number;
  health?: number;
  login?: number;
  /** ms from SIGTERM to the exit of the process (PostgreSQL stopped with it). */
  stop: number;
  exitCode: number;
}

export interface StartBenchResult {
  runs: StartRun[];
  webBuilt: boolean;
  notes: string[];
}

export async function benchStart(
  options: { reusedRuns?: number; log?: (line: string) => void } = {},
): Promise<StartBenchResult> {
  const log = options.log ?? ((line: string) => process.stderr.write(`[bench] ${line}\n`));
  const reusedRuns = options.reusedRuns ?? Number(process.env.BENCH_START_RUNS ?? 3);
  // A copy of the build, so that someone rebuilding apps/web meanwhile cannot turn /login into a 503.
  const webDist = snapshotWebDist();
  const webBuilt = webDist !== null;
  const notes: string[] = [];
  if (!webBuilt)
    notes.push(
      'apps/web/dist is missing: /login answers 503 without a build, so only /health was timed. Run `npm run build` first.',
    );
  const probes = webBuilt ? ['/health', '/login'] : ['/health'];
  const dataDir = freshDataDir('start');
  const runs: StartRun[] = [];
  try {
    for (let i = 0; i <= reusedRuns; i++) {
      const kind = i === 0 ? 'fresh data dir' : 'reused data dir';
      log(`start ${i + 1}/${reusedRuns + 1} (${kind})…`);
      const server = await startServer({ dataDir, probes, ...(webDist ? { webDist } : {}) });
      const t = performance.now();
      const exitCode = await server.stop();
      runs.push({
        kind,
        pg: server.marks.pg,
        listening: server.marks.listening,
        health: server.marks['/health'],
        login: server.marks['/login'],
        stop: performance.now() - t,
        exitCode,
      });
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (webDist) rmSync(webDist, { recursive: true, force: true });
  }
  notes.push(
    'Each start: `node scripts/start.mjs` with SKIP_WEB_BUILD=1, LOG_LEVEL=warn, a free port; stopped with SIGTERM (as Ctrl-C).',
  );
  return { runs, webBuilt, notes };
}

const fmt = (n: number | undefined) => (n === undefined ? '–' : String(Math.round(n)));

export function formatStartTable(result: StartBenchResult): string {
  const header = [
    'run',
    'postgres up',
    'listening',
    'GET /health 200',
    'GET /login 200',
    'stop (SIGTERM)',
    'exit',
  ];
  const lines = result.runs.map((r) => [
    r.kind,
    fmt(r.pg),
    fmt(r.listening),
    fmt(r.health),
    fmt(r.login),
    fmt(r.stop),
    String(r.exitCode),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const row = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [
    'ms from spawn (goal: first 200 on /login under 5000 ms)',
    row(header),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...lines.map(row),
    ...result.notes.map((n) => `note: ${n}`),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await benchStart();
  process.stdout.write(`\nCold start\n${formatStartTable(result)}\n`);
}
