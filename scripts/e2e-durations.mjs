// Writes e2e/durations.json — seconds each spec file took in the last `npm test` (the reports in .test-results/,
// or the directory given) — which `npm test` uses to give its e2e shards equal work. Refresh it when specs are
// added or get much slower: `npm test && node scripts/e2e-durations.mjs`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const from = path.resolve(process.argv[2] ?? path.join(root, '.test-results'));
const seconds = {};
const walk = (suite) => {
  for (const spec of suite.specs ?? [])
    for (const t of spec.tests ?? []) {
      const last = t.results?.at(-1);
      seconds[spec.file] = (seconds[spec.file] ?? 0) + (last?.duration ?? 0) / 1000;
    }
  for (const child of suite.suites ?? []) walk(child);
};
const reports = readdirSync(from).filter((f) => /^playwright(-\d+)?\.json$/.test(f));
if (!reports.length) throw new Error(`no Playwright report in ${from}`);
for (const name of reports)
  for (const suite of JSON.parse(readFileSync(path.join(from, name), 'utf8')).suites ?? []) walk(suite);
const sorted = Object.fromEntries(
  Object.keys(seconds)
    .sort()
    .map((file) => [file, Math.round(seconds[file])]),
);
writeFileSync(path.join(root, 'e2e/durations.json'), `${JSON.stringify(sorted, null, 2)}\n`);
process.stdout.write(
  `e2e/durations.json: ${Object.keys(sorted).length} spec files from ${reports.join(', ')}\n`,
);
