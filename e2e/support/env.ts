// The per-run settings every Playwright process must agree on: the server's port and its data directory.
// playwright.config.ts is evaluated by the runner and again by each worker; the first evaluation writes the
// answers into process.env and the workers, which inherit that environment, read them back.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ROOT_DIR = path.resolve(E2E_DIR, '..');
export const ARTIFACTS_DIR = path.join(E2E_DIR, '.artifacts');
export const SCREENS_DIR = path.join(ARTIFACTS_DIR, 'screens');

const PREFERRED_PORT = 3199;

/** E2E_PORT when set; otherwise 3199 when it is free, else any free port. */
export function e2ePort(): number {
  if (!process.env.E2E_PORT) process.env.E2E_PORT = String(freePort(PREFERRED_PORT));
  return Number(process.env.E2E_PORT);
}

const PREFERRED_WEBHOOK_PORT = 3198;

/**
 * The loopback port the webhooks journey's receiver listens on: the server is started with it as its only
 * WEBHOOK_LOOPBACK_PORTS (E2E_WEBHOOK_PORT when set; otherwise 3198 when it is free, else any free port).
 */
export function e2eWebhookPort(): number {
  if (!process.env.E2E_WEBHOOK_PORT) process.env.E2E_WEBHOOK_PORT = String(freePort(PREFERRED_WEBHOOK_PORT));
  return Number(process.env.E2E_WEBHOOK_PORT);
}

/** A fresh data directory per run: e2e/.artifacts/data-<timestamp> (gitignored, pruned by the next run). */
export function e2eDataDir(): string {
  if (!process.env.E2E_DATA_DIR) process.env.E2E_DATA_DIR = path.join(ARTIFACTS_DIR, `data-${runStamp()}`);
  return process.env.E2E_DATA_DIR;
}

/** One name per run, e.g. 20261121T055804-13323, shared by everything the run leaves under .artifacts/. */
export function runStamp(): string {
  if (!process.env.E2E_RUN_STAMP) {
    const time = new Date().toISOString().replace(/[-:]/g, '').replace(/\..+$/, '');
    process.env.E2E_RUN_STAMP = `${time}-${process.pid}`;
  }
  return process.env.E2E_RUN_STAMP;
}

/** Synchronous port probe (the config cannot await): a child process tries the port, else asks for port 0. */
function freePort(preferred: number): number {
  const script = `
    const net = require('node:net');
    const listen = (port, next) => {
      const s = net.createServer();
      s.once('error', next);
      s.listen(port, '0.0.0.0', () => { const p = s.address().port; s.close(() => process.stdout.write(String(p))); });
    };
    listen(${preferred}, () => listen(0, (e) => { throw e; }));`;
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}
