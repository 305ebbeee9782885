// Issue 26: the embedded PostgreSQL of `npm start` keeps its port across restarts, so a second process given its
// address finds it again; only when another program has taken the port does it move, and it says so.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type EmbeddedServer, startEmbeddedPostgres } from '../src/embedded.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'paydesk-port-'));
let running: EmbeddedServer | undefined;
let blocker: Server | undefined;
const notices: string[] = [];

const start = async () => {
  running = await startEmbeddedPostgres({ dataDir, onNotice: (line) => notices.push(line) });
  return running;
};
const stop = async () => {
  await running?.stop();
  running = undefined;
};
/** The port its address names (what a second process is given). */
const portOf = (server: EmbeddedServer) => Number(new URL(server.adminUrl).port);
const answers = async (server: EmbeddedServer) => {
  const client = new pg.Client({ connectionString: server.adminUrl });
  await client.connect();
  try {
    return (await client.query('select 1 as one')).rows[0].one === 1;
  } finally {
    await client.end();
  }
};

afterAll(async () => {
  await stop();
  await new Promise((resolve) => (blocker ? blocker.close(resolve) : resolve(undefined)));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the embedded PostgreSQL port', () => {
  it('is the same at every start, and moves (saying so) only when another program took it', async () => {
    const first = portOf(await start());
    await stop();
    const again = await start();
    expect(portOf(again)).toBe(first);
    expect(await answers(again)).toBe(true);
    await stop();
    expect(notices).toEqual([]);

    blocker = createServer();
    await new Promise<void>((resolve) => blocker!.listen(first, '127.0.0.1', resolve));
    const moved = await start();
    expect(portOf(moved)).not.toBe(first);
    expect(await answers(moved)).toBe(true);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain(`port ${first}`);
    expect(notices[0]).toContain(String(portOf(moved)));
    await stop();

    // The new port is the one kept from then on, even once the old one is free again.
    await new Promise((resolve) => blocker!.close(resolve));
    blocker = undefined;
    expect(portOf(await start())).toBe(portOf(moved));
  }, 120_000);
});

describe('the embedded PostgreSQL under a directory its server cannot enter', () => {
  it.runIf(process.getuid?.() === 0)('as root, refuses at once and names the directory', async () => {
    const closed = mkdtempSync(path.join(os.tmpdir(), 'paydesk-closed-')); // mode 0700
    try {
      await expect(startEmbeddedPostgres({ dataDir: path.join(closed, 'postgres') })).rejects.toThrow(
        `cannot enter ${closed}: allow it (chmod o+x ${closed})`,
      );
    } finally {
      rmSync(closed, { recursive: true, force: true });
    }
  });
});
