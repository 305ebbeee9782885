// Which Chromium the browser tests drive, and how it starts on a headless machine with no network, as root.
// Debian's /usr/bin/chromium when it is installed; otherwise the Chromium shipped inside the
// @sparticuz/chromium npm package (extracted once to the OS temp directory by its executablePath()).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const CACHE_VAR = 'PAYDESK_E2E_CHROMIUM';

/**
 * The Chromium executable, computed synchronously so that playwright.config.ts can use it.
 * CHROMIUM_PATH overrides; the answer is cached in the environment, so Playwright's worker
 * processes (which load the config again) do not repeat the work.
 */
export function chromiumExecutable(): string {
  const chosen = process.env.CHROMIUM_PATH || process.env[CACHE_VAR];
  if (chosen && existsSync(chosen)) return chosen;
  const resolved = existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : sparticuzChromium();
  process.env[CACHE_VAR] = resolved;
  return resolved;
}

function sparticuzChromium(): string {
  // Resolve the package from this workspace, then let it extract its brotli-packed binary (async API) in a child.
  const here = path.dirname(fileURLToPath(import.meta.url));
  const entry = createRequire(path.join(here, 'package.json')).resolve('@sparticuz/chromium');
  const script = `import(${JSON.stringify(pathToFileUrl(entry))}).then((m) => m.default.executablePath()).then((p) => process.stdout.write(p))`;
  const out = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8', timeout: 120_000 }).trim();
  if (!out || !existsSync(out))
    throw new Error(`@sparticuz/chromium did not produce a Chromium binary (got '${out}')`);
  return out;
}

const pathToFileUrl = (p: string) => new URL(`file://${p}`).href;

/**
 * Flags for headless Chromium as root on a machine whose network is closed. Playwright itself adds
 * --headless and --no-sandbox; they are repeated here so the list also works for a bare launch.
 * No --single-process: it breaks a second page or context. --disable-gpu leaves a GPU process (the display
 * compositor, drawing in software: 20–25 s of CPU over payments-transfers.spec.ts); --in-process-gpu,
 * --disable-gpu-compositing and --disable-software-rasterizer were measured and cut nothing beyond run-to-run noise
 * (e2e/README.md, "Chromium's CPU, by flag").
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-domain-reliability',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--no-default-browser-check',
  '--no-pings',
  '--metrics-recording-only',
  '--font-render-hinting=none',
];
