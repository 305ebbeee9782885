// Before the run: clear the previous run's screenshots and remove what earlier runs left under e2e/.artifacts/
// (data directories whose PostgreSQL is no longer running, web app copies, server logs). This run's data
// directory, web copy and server log stay afterwards for inspection, until the next run.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ARTIFACTS_DIR, e2eDataDir, runStamp, SCREENS_DIR } from './env.ts';

function postgresAlive(dataDir: string): boolean {
  // The embedded cluster lives in postgres/cluster/ (packages/db/src/embedded.ts); postgres/ held it before. Looking
  // only in the old place took every other run's live database for dead and removed it, with its web copy, under a
  // second Playwright process started in the same checkout.
  const pidFile = [
    path.join(dataDir, 'postgres', 'cluster', 'postmaster.pid'),
    path.join(dataDir, 'postgres', 'postmaster.pid'),
  ].find((file) => existsSync(file));
  if (!pidFile) return false;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export default function globalSetup() {
  // Screens are this run's alone (the shards of one `npm test` share them: scripts/test.mjs clears them once).
  if (!process.env.E2E_RUN_GROUP) rmSync(SCREENS_DIR, { recursive: true, force: true });
  mkdirSync(SCREENS_DIR, { recursive: true });
  // A sibling shard's server may not have written its postmaster.pid yet: its files are never pruned here.
  const sibling = (name: string) =>
    Boolean(process.env.E2E_RUN_GROUP && name.includes(process.env.E2E_RUN_GROUP));
  const current = path.resolve(e2eDataDir());
  // A run still going (its PostgreSQL is up) keeps its web copy and server log: removing them would break its pages.
  const liveRun = (stamp: string) => postgresAlive(path.join(ARTIFACTS_DIR, `data-${stamp}`));
  for (const entry of readdirSync(ARTIFACTS_DIR, { withFileTypes: true })) {
    if (sibling(entry.name)) continue;
    if (entry.isFile() && entry.name.startsWith('server-') && !entry.name.includes(runStamp())) {
      if (!liveRun(entry.name.replace(/^server-|\.log$/g, '')))
        rmSync(path.join(ARTIFACTS_DIR, entry.name), { force: true });
      continue;
    }
    if (!entry.isDirectory()) continue;
    const dir = path.join(ARTIFACTS_DIR, entry.name);
    if (entry.name.startsWith('web-')) {
      if (
        !entry.name.endsWith(runStamp()) &&
        !process.env.E2E_WEB_DIST?.endsWith(entry.name) &&
        !liveRun(entry.name.slice('web-'.length))
      )
        rmSync(dir, { recursive: true, force: true });
      continue;
    }
    if (!entry.name.startsWith('data-')) continue;
    if (path.resolve(dir) === current || postgresAlive(dir)) continue;
    rmSync(dir, { recursive: true, force: true });
  }
  if (process.env.E2E_SERVER_LOG !== 'console') {
    process.stdout.write(
      `[e2e] server log: ${path.relative(process.cwd(), path.join(ARTIFACTS_DIR, `server-${runStamp()}.log`))}\n`,
    );
  }
}
