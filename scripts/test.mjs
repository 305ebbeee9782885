// `npm test`: every suite in order — lint, type check, unit and API tests (Vitest, real PostgreSQL), then the
// web build and the browser journeys (Playwright). Runs them all, then prints one closing count line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, '.test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const only = process.argv.slice(2);

const steps = [
  { name: 'lint', cmd: ['npx', 'biome', 'check', '.'] },
  { name: 'typecheck', cmd: ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'typecheck-web', cmd: ['npx', 'tsc', '-p', 'apps/web/tsconfig.json', '--noEmit'] },
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
  { name: 'build-web', cmd: ['npm', 'run', 'build', '-w', '@paydesk/web'] },
  {
    name: 'e2e',
    cmd: ['npm', 'test', '-w', '@paydesk/e2e', '--', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(out, 'playwright.json') },
  },
];

const failedSteps = [];
for (const step of steps) {
  if (only.length && !only.includes(step.name)) continue;
  process.stdout.write(`\n=== ${step.name}: ${step.cmd.join(' ')}\n`);
  const started = Date.now();
  const result = spawnSync(step.cmd[0], step.cmd.slice(1), {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  process.stdout.write(`=== ${step.name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${seconds} s\n`);
  if (result.status !== 0) failedSteps.push(step.name);
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
const playwrightFile = path.join(out, 'playwright.json');
if (existsSync(playwrightFile)) {
  const report = JSON.parse(readFileSync(playwrightFile, 'utf8'));
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
  if (p.unexpected > 0 && !failedSteps.includes('e2e')) failedSteps.push('e2e');
}
// A failed step that ran no tests (lint, type check, build) still counts as a failure.
failed += failedSteps.filter((s) => !['vitest', 'e2e'].includes(s)).length;

if (failures.length) process.stdout.write(`\nFailed tests:\n${failures.map((f) => `  ${f}`).join('\n')}\n`);
if (failedSteps.length) process.stdout.write(`\nFailed steps: ${failedSteps.join(', ')}\n`);
process.stdout.write(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
process.exit(failedSteps.length ? 1 : 0);
