import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { prepare } from './bootstrap.ts';
import { readEnvConfig } from './config.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('EMBEDDED_POSTGRES_DURABLE', () => {
  it('is on unless set to false', () => {
    expect(readEnvConfig({}).EMBEDDED_POSTGRES_DURABLE).toBe(true);
    expect(readEnvConfig({ EMBEDDED_POSTGRES_DURABLE: 'false' }).EMBEDDED_POSTGRES_DURABLE).toBe(false);
  });

  it('false is refused in production before any PostgreSQL starts', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'paydesk-durable-'));
    dirs.push(dataDir);
    const env = readEnvConfig({
      NODE_ENV: 'production',
      APP_SECRET: 'x'.repeat(32),
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_DURABLE: 'false',
    });
    await expect(prepare(env, () => {})).rejects.toThrow(
      'EMBEDDED_POSTGRES_DURABLE=false is for throwaway test clusters, never production',
    );
  });
});
