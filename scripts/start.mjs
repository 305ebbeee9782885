// `npm start`: builds the web app when its build is missing or older than its sources, then runs the server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const builtIndex = path.join(web, 'dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = [
  path.join(web, 'src'),
  path.join(web, 'index.html'),
  path.join(root, 'packages/contracts/src'),
];
const needsBuild =
  !existsSync(builtIndex) ||
  sources.some(
    (s) => (statSync(s).isDirectory() ? newestMtime(s) : statSync(s).mtimeMs) > statSync(builtIndex).mtimeMs,
  );
if (needsBuild && process.env.SKIP_WEB_BUILD !== '1') {
  process.stdout.write('[paydesk] building the web app…\n');
  const result = spawnSync('npm', ['run', 'build', '-w', '@paydesk/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.chdir(root);
const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'apps/api/src/main.ts'));
