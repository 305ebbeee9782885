import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  clearServerAddress,
  recordServerAddress,
  runningServerAddress,
  servedUrl,
} from './server-address.ts';

describe('the address npm run ops prints', () => {
  it('is the port really listened on when PUBLIC_URL is unset (PORT=0 picks one)', () => {
    expect(servedUrl(undefined, { address: '::', family: 'IPv6', port: 41234 }, 0)).toBe(
      'http://localhost:41234',
    );
    expect(servedUrl(undefined, null, 4100)).toBe('http://localhost:4100');
    expect(servedUrl('https://app.paydesk.ng/', { port: 3000 }, 3000)).toBe('https://app.paydesk.ng');
  });

  it('is the running server of the same data directory, and none once it stopped', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'paydesk-address-'));
    expect(runningServerAddress(dataDir)).toBeNull();
    recordServerAddress(dataDir, 'http://localhost:4555');
    expect(runningServerAddress(dataDir)).toBe('http://localhost:4555');
    clearServerAddress(dataDir);
    expect(runningServerAddress(dataDir)).toBeNull();
  });
});
