// The e2e server serves a private copy of the built web app (WEB_DIST_DIR), taken once per run.
// Why: apps/web/dist is rebuilt by anyone running `npm run build` (or `npm start` after an edit); a rebuild
// during a run renames the hashed chunks and the pages the browser already holds fail to load them.
// The copy is made after the same freshness check `npm start` does (scripts/start.mjs), building if needed.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ARTIFACTS_DIR, ROOT_DIR } from './env.ts';

const WEB = path.join(ROOT_DIR, 'apps/web');
const DIST = path.join(WEB, 'dist');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** The rule of scripts/start.mjs: no dist/index.html, or a source newer than it. */
function buildIsStale(): boolean {
  const index = path.join(DIST, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  const sources = [
    path.join(WEB, 'src'),
    path.join(WEB, 'index.html'),
    path.join(ROOT_DIR, 'packages/contracts/src'),
  ];
  return sources.some((s) => (statSync(s).isDirectory() ? newestMtime(s) : statSync(s).mtimeMs) > built);
}

/** Every /assets/… file index.html names exists in `dir` (a copy taken mid-build would miss some). */
function complete(dir: string): boolean {
  const index = path.join(dir, 'index.html');
  if (!existsSync(index)) return false;
  const assets = [...readFileSync(index, 'utf8').matchAll(/["'](\/assets\/[^"']+)["']/g)].map((m) => m[1]!);
  return assets.length > 0 && assets.every((a) => existsSync(path.join(dir, a)));
}

/** E2E_WEB_DIST when set; otherwise builds apps/web if stale and copies its dist under e2e/.artifacts/. */
export function e2eWebDist(stamp: string): string {
  if (process.env.E2E_WEB_DIST) return process.env.E2E_WEB_DIST;
  if (buildIsStale() && process.env.SKIP_WEB_BUILD !== '1') {
    process.stdout.write('[e2e] building the web app…\n');
    execFileSync('npm', ['run', 'build', '-w', '@paydesk/web'], { cwd: ROOT_DIR, stdio: 'inherit' });
  }
  const target = path.join(ARTIFACTS_DIR, `web-${stamp}`);
  for (let attempt = 1; ; attempt++) {
    cpSync(DIST, target, { recursive: true, force: true });
    if (complete(target)) break;
    if (attempt === 5)
      throw new Error(`apps/web/dist is incomplete (a build in progress?); run \`npm run build\``);
    execFileSync('sleep', ['2']);
  }
  process.env.E2E_WEB_DIST = target;
  return target;
}
