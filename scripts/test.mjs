// `npm test`: every suite — lint, type checks and the web build side by side (independent, and mostly
// single-threaded), then unit and API tests (Vitest, real PostgreSQL) and the browser journeys (Playwright), each
// with the machine to itself. Runs them all, then prints one closing count line.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, '.test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const only = process.argv.slice(2);

/** A port free right now (the OS picks it). */
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

// The browser journeys run as E2E_SHARDS Playwright processes side by side (default 2), each with its own server,
// database and demo business on ports of its own: a journey waits on the browser and the server far more than it
// computes, so two of them share two cores well, and no journey sees another's data.
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const shardFiles = splitSpecs(shards);
const runGroup = `${new Date().toISOString().replace(/[-:]/g, '').replace(/\..+$/, '')}-${process.pid}`;
const e2eSteps = [];
for (let shard = 1; shard <= shards; shard++) {
  const env = { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(out, `playwright-${shard}.json`) };
  if (shards > 1)
    Object.assign(env, {
      E2E_SHARD: String(shard),
      E2E_RUN_GROUP: runGroup,
      E2E_RUN_STAMP: `${runGroup}-${shard}`,
      E2E_PORT: String(await freePort()),
      E2E_WEBHOOK_PORT: String(await freePort()),
    });
  e2eSteps.push({
    name: shards > 1 ? `e2e-${shard}` : 'e2e',
    cmd: [
      'npm',
      'test',
      '-w',
      '@paydesk/e2e',
      '--',
      '--reporter=list,json',
      ...(shards > 1 ? shardFiles[shard - 1].map((file) => `tests/${file}`) : []),
    ],
    env,
    together: 'e2e',
  });
}

/**
 * The spec files in `count` shards of about equal time: longest first, each to the shard with the least so far, by
 * the seconds in e2e/durations.json (scripts/e2e-durations.mjs; a file not listed counts as the median). Playwright's
 * own --shard splits by test count, and the spec files differ twenty-fold in length.
 */
function splitSpecs(count) {
  const files = readdirSync(path.join(root, 'e2e/tests')).filter((f) => f.endsWith('.spec.ts'));
  const known = JSON.parse(readFileSync(path.join(root, 'e2e/durations.json'), 'utf8'));
  const times = Object.values(known).sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 1;
  const weight = (file) => known[file] ?? median;
  const bins = Array.from({ length: count }, () => ({ files: [], seconds: 0 }));
  for (const file of files.sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const lightest = bins.reduce((min, bin) => (bin.seconds < min.seconds ? bin : min));
    lightest.files.push(file);
    lightest.seconds += weight(file);
  }
  return bins.map((bin) => bin.files.sort());
}

// Steps of one `together` group run at the same time, their output held and printed whole, in this order.
const steps = [
  { name: 'lint', cmd: ['npx', 'biome', 'check', '.'], together: 'static' },
  { name: 'typecheck', cmd: ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit'], together: 'static' },
  {
    name: 'typecheck-web',
    cmd: ['npx', 'tsc', '-p', 'apps/web/tsconfig.json', '--noEmit'],
    together: 'static',
  },
  { name: 'build-web', cmd: ['npm', 'run', 'build', '-w', '@paydesk/web'], together: 'static' },
  {
    name: 'vitest',
    cmd: [
      'npx',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.join(out, 'vitest.json')}`,
    ],
  },
  ...e2eSteps,
];

const failedSteps = [];
const header = (step) => `\n=== ${step.name}: ${step.cmd.join(' ')}\n`;
const footer = (step, status, ms) =>
  `=== ${step.name}: ${status === 0 ? 'ok' : 'FAILED'} in ${(ms / 1000).toFixed(1)} s\n`;

/** Runs a step; answers its exit status. With `held`, its output (stdout and stderr as they came) is kept. */
function run(step, held) {
  return new Promise((resolve) => {
    const child = spawn(step.cmd[0], step.cmd.slice(1), {
      cwd: root,
      stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...step.env },
    });
    if (held)
      for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => held.push(chunk));
    child.on('error', (error) => {
      held?.push(Buffer.from(`${error.message}\n`));
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const chosen = steps.filter(
  (step) => !only.length || only.includes(step.name) || only.includes(step.together),
);
// The shards' screenshots are one set: cleared once here, not by each shard's global setup.
if (shards > 1 && chosen.some((step) => step.together === 'e2e'))
  rmSync(path.join(root, 'e2e/.artifacts/screens'), { recursive: true, force: true });
for (let i = 0; i < chosen.length; ) {
  const group = chosen[i].together;
  const batch = [chosen[i++]];
  while (group && i < chosen.length && chosen[i].together === group) batch.push(chosen[i++]);
  if (batch.length === 1) {
    const [step] = batch;
    process.stdout.write(header(step));
    const started = Date.now();
    const status = await run(step);
    process.stdout.write(footer(step, status, Date.now() - started));
    if (status !== 0) failedSteps.push(step.name);
    continue;
  }
  const started = Date.now();
  process.stdout.write(`\n=== together: ${batch.map((s) => s.name).join(', ')}\n`);
  const runs = batch.map((step) => {
    const held = [];
    return { step, held, done: run(step, held).then((status) => ({ status, ended: Date.now() })) };
  });
  // In order: each step's output once it and every step before it has finished.
  for (const { step, held, done } of runs) {
    const { status, ended } = await done;
    process.stdout.write(header(step));
    process.stdout.write(Buffer.concat(held));
    process.stdout.write(footer(step, status, ended - started));
    if (status !== 0) failedSteps.push(step.name);
  }
  process.stdout.write(`=== together: done in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

const failures = [];
const firstLine = (text) => (text ?? '').trim().split('\n')[0].slice(0, 300);
let passed = 0;
let failed = 0;
let skipped = 0;
const vitestFile = path.join(out, 'vitest.json');
if (existsSync(vitestFile)) {
  const v = JSON.parse(readFileSync(vitestFile, 'utf8'));
  passed += v.numPassedTests;
  failed += v.numFailedTests;
  skipped += v.numPendingTests + (v.numTodoTests ?? 0);
  // Judge the suite by its report too, not only by the exit code.
  if ((v.numFailedTests > 0 || v.success === false) && !failedSteps.includes('vitest'))
    failedSteps.push('vitest');
  // Name what failed at the end, where a truncated CI log still shows it.
  for (const file of v.testResults ?? []) {
    const where = path.relative(root, file.name);
    const tests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    if (file.status === 'failed' && tests.length === 0)
      failures.push(`vitest ${where}: ${firstLine(file.message)}`);
    for (const t of tests)
      failures.push(`vitest ${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    for (const t of file.assertionResults ?? [])
      if (t.status === 'passed' && t.failureMessages?.length)
        failures.push(
          `vitest (flaky, passed on retry) ${where} › ${t.fullName}: ${firstLine(t.failureMessages[0])}`,
        );
  }
}
for (const name of readdirSync(out).filter((f) => /^playwright-\d+\.json$/.test(f))) {
  const report = JSON.parse(readFileSync(path.join(out, name), 'utf8'));
  const p = report.stats;
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        if (t.status === 'unexpected' || t.status === 'flaky') {
          const error = t.results?.find((r) => r.error)?.error?.message;
          failures.push(
            `e2e ${t.status === 'flaky' ? '(flaky, passed on retry) ' : ''}${spec.file}:${spec.line} › ${spec.title}: ${firstLine(error)}`,
          );
        }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  passed += p.expected + p.flaky;
  failed += p.unexpected;
  skipped += p.skipped;
  if (p.unexpected > 0 && !failedSteps.some((s) => s.startsWith('e2e'))) failedSteps.push('e2e');
}
// A failed step that ran no tests (lint, type check, build) still counts as a failure.
failed += failedSteps.filter((s) => s !== 'vitest' && !s.startsWith('e2e')).length;

if (failures.length) process.stdout.write(`\nFailed tests:\n${failures.map((f) => `  ${f}`).join('\n')}\n`);
if (failedSteps.length) process.stdout.write(`\nFailed steps: ${failedSteps.join(', ')}\n`);
process.stdout.write(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
process.exit(failedSteps.length ? 1 : 0);
