// `npm run start:many -- --api N`: one worker (ROLE=worker) and N API processes (ROLE=api, ports PORT, PORT+1, …)
// on one database, as a scaled-out deployment runs them (README, "More than one process"). DATABASE_URL when set;
// otherwise the worker runs `npm start`'s embedded PostgreSQL under DATA_DIR and the API processes are given its
// address (this machine only). Started one after another: the first applies migrations and seeds alone. Ctrl-C
// (or SIGTERM) stops the API processes, then the worker.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const log = (line) => process.stdout.write(`[paydesk] ${line}\n`);

function apiCount(argv) {
  const at = argv.findIndex((a) => a === '--api' || a.startsWith('--api='));
  const value = at < 0 ? '2' : argv[at].includes('=') ? argv[at].split('=')[1] : argv[at + 1];
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) {
    console.error(`[paydesk] --api takes a number of API processes (1 or more), not ${value}`);
    process.exit(2);
  }
  return n;
}

const apis = apiCount(process.argv.slice(2));
const basePort = Number(process.env.PORT ?? 3000);
const dataDir = path.resolve(root, process.env.DATA_DIR ?? './data');
const children = [];
let stopping = false;

/**
 * Starts one process of the app; resolves once a line of its output matches `ready` (with the match's first group),
 * or rejects when it exits first.
 */
function startProcess(name, env, ready) {
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push({ name, child });
  return new Promise((resolve, reject) => {
    let pending = '';
    const relay = (stream) => (chunk) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        stream.write(`[${name}] ${line}\n`);
        const match = ready.exec(line);
        if (match) resolve(match[1]);
      }
    };
    child.stdout.on('data', relay(process.stdout));
    child.stderr.on('data', relay(process.stderr));
    child.once('exit', (code, signal) => {
      reject(new Error(`${name} exited (${signal ?? code}) before it was ready`));
      if (!stopping) log(`${name} exited (${signal ?? code}); the others keep running`);
      if (!stopping && children.every((c) => c.child.exitCode !== null || c.child.signalCode !== null))
        process.exit(1);
    });
  });
}

/** The address of the embedded PostgreSQL the worker started (its kept port and superuser password). */
function embeddedUrl() {
  const dir = path.join(dataDir, 'postgres');
  const port = readFileSync(path.join(dir, 'port'), 'utf8').trim();
  const password = readFileSync(path.join(dir, 'superuser-password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/paydesk`;
}

const exited = ({ child }) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', resolve));

async function stop(signal, code = 0) {
  if (stopping) return;
  stopping = true;
  log(`${signal}: stopping the API processes, then the worker`);
  const [worker, ...rest] = children;
  for (const c of rest) c.child.kill('SIGTERM');
  await Promise.all(rest.map(exited));
  worker?.child.kill('SIGTERM');
  if (worker) await exited(worker);
  process.exit(code);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

try {
  await startProcess('worker', { ROLE: 'worker' }, /worker running/);
  const databaseUrl = process.env.DATABASE_URL || embeddedUrl();
  const urls = [];
  for (let i = 0; i < apis; i++) {
    const env = { ROLE: 'api', DATABASE_URL: databaseUrl, PORT: String(basePort ? basePort + i : 0) };
    urls.push(await startProcess(`api ${i + 1}`, env, /Paydesk is running on (\S+)/));
  }
  log(`${apis} API process${apis === 1 ? '' : 'es'} (${urls.join(', ')}) and 1 worker on one database`);
  log('Ctrl-C stops them');
} catch (error) {
  console.error(`[paydesk] could not start: ${error instanceof Error ? error.message : error}`);
  await stop('a failed start', 1);
}
