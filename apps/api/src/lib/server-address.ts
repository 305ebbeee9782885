// The address a running `npm start` serves on, kept in DATA_DIR so `npm run ops` can print the real sign-in link
// (PORT and PUBLIC_URL of another shell, or a free port picked with PORT=0, are not visible to the command).
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const fileOf = (dataDir: string) => path.resolve(dataDir, 'server-address.json');

export function recordServerAddress(dataDir: string, url: string): void {
  writeFileSync(fileOf(dataDir), JSON.stringify({ pid: process.pid, url }));
}

export function clearServerAddress(dataDir: string): void {
  rmSync(fileOf(dataDir), { force: true });
}

/** The address of the server running on this DATA_DIR, or null when none runs. */
export function runningServerAddress(dataDir: string): string | null {
  const file = fileOf(dataDir);
  if (!existsSync(file)) return null;
  try {
    const { pid, url } = JSON.parse(readFileSync(file, 'utf8')) as { pid: number; url: string };
    process.kill(pid, 0);
    return url;
  } catch {
    return null;
  }
}

/** PUBLIC_URL when it is set; otherwise localhost on the port the server actually listens on. */
export function servedUrl(publicUrl: string | undefined, address: unknown, fallbackPort: number): string {
  if (publicUrl) return publicUrl.replace(/\/$/, '');
  const port =
    address && typeof address === 'object' && 'port' in address ? Number(address.port) : fallbackPort;
  return `http://localhost:${port}`;
}
