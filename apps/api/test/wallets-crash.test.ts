// The crash test: the real server (node scripts/start.mjs) on a test database, a batch of moves in flight, the
// process killed with SIGKILL in the middle, a restart, and every key sent again. Everything posts exactly once:
// keys that committed replay their first answer, keys that died with the process run afresh.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { WALLET_PATHS } from '@paydesk/contracts';
import { createDb, type DbHandle, journalEntries, walletTransactions } from '@paydesk/db';
import { createTestDatabase, type TestDatabase } from '@paydesk/db/testing/test-database';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileLedger } from '../src/modules/ledger/posting.ts';
import { unbalancedEntryCount } from '../src/modules/ledger/reconciliation.ts';
import { exited, freePort, isDead, startRealServer } from './helpers/crash-server.ts';
import { insertFundedEmployer } from './helpers/funded-employer.ts';

const APP_SECRET = randomBytes(32).toString('base64url');
const PIN = '5072';
const START = 1_000_000_00;

let database: TestDatabase;
let handle: DbHandle;
let dataDir: string;
let port: number;
let server: ChildProcess | undefined;
let token: string;
let companyId: string;
let walletIds: string[];

interface Answer {
  status: number;
  body: unknown;
  replayed: boolean;
}

async function send(key: string, body: Record<string, unknown>): Promise<Answer | null> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api${WALLET_PATHS.move}`, {
      method: 'PATCH',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'idempotency-key': key,
      },
      body: JSON.stringify(body),
    });
    return {
      status: res.status,
      body: await res.json(),
      replayed: res.headers.get('idempotent-replayed') === 'true',
    };
  } catch {
    // The server died under this request.
    return null;
  }
}

const startServer = () =>
  startRealServer({
    databaseUrl: database.url,
    port,
    dataDir,
    appSecret: APP_SECRET,
  });

beforeAll(async () => {
  database = await createTestDatabase();
  handle = createDb(database.url, { max: 4 });
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'paydesk-crash-'));
  port = await freePort();
  const employer = await insertFundedEmployer(handle.db, {
    name: 'Crash Test Ltd',
    balance: START,
    pin: PIN,
    owner: { firstName: 'Ifeoma', lastName: 'Nwosu' },
  });
  companyId = employer.companyId;
  walletIds = [employer.walletId];
  token = await employer.token(APP_SECRET);
  server = await startServer();
  for (const name of ['Payroll', 'Vendors']) {
    const res = await fetch(`http://127.0.0.1:${port}/api${WALLET_PATHS.createAdditional}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name, purpose: 'expense' }),
    });
    walletIds.push(((await res.json()) as { data: { _id: string } }).data._id);
  }
}, 120_000);

afterAll(async () => {
  if (server && !isDead(server)) {
    server.kill('SIGKILL');
    await exited(server);
  }
  await handle?.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('crash in the middle of a batch', () => {
  it('after SIGKILL and a restart, retrying every key posts each move exactly once', async () => {
    const batch = Array.from({ length: 150 }, (_, i) => ({
      key: `crash-${i}-${randomBytes(4).toString('hex')}`,
      body: {
        sourceWalletId: walletIds[i % 3],
        destinationWalletId: walletIds[(i + 1) % 3],
        amount: 1_000_00 + i,
        pin: PIN,
      },
    }));
    const first = new Map<string, Answer | null>();
    let answered = 0;
    let killed = false;
    const running = server!;
    // 16 requests in flight at a time; the process is killed once 40 have answered.
    let next = 0;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < batch.length) {
          const item = batch[next++]!;
          const answer = await send(item.key, item.body);
          first.set(item.key, answer);
          if (answer) answered += 1;
          if (answered >= 40 && !killed) {
            killed = true;
            running.kill('SIGKILL');
          }
        }
      }),
    );
    await exited(running);
    expect(killed).toBe(true);
    const lost = [...first.values()].filter((a) => a === null).length;
    expect(lost).toBeGreaterThan(0);

    server = await startServer();
    const retried = new Map<string, Answer>();
    for (const item of batch) {
      const answer = await send(item.key, item.body);
      expect(answer).not.toBeNull();
      retried.set(item.key, answer!);
    }
    for (const item of batch) {
      const before = first.get(item.key);
      const after = retried.get(item.key)!;
      expect([200, 422]).toContain(after.status);
      // Answered before the crash with a success: the retry replays exactly that answer.
      if (before?.status === 200) {
        expect(after.replayed).toBe(true);
        expect(after.body).toEqual(before.body);
      }
    }

    const db = handle.db;
    const perKey = await db
      .select({
        key: sql<string>`${walletTransactions.metadata}->>'idempotencyKey'`,
        n: sql<number>`count(*)::int`,
      })
      .from(walletTransactions)
      .where(and(eq(walletTransactions.companyId, companyId), eq(walletTransactions.type, 'move_out')))
      .groupBy(sql`1`);
    const posted = new Map(perKey.map((r) => [r.key, r.n]));
    for (const item of batch) {
      expect(posted.get(item.key) ?? 0).toBe(retried.get(item.key)!.status === 200 ? 1 : 0);
    }
    const [entries] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(journalEntries)
      .where(and(eq(journalEntries.companyId, companyId), eq(journalEntries.kind, 'move')));
    expect(entries!.n).toBe([...retried.values()].filter((a) => a.status === 200).length);
    expect(await reconcileLedger(db, [companyId])).toEqual([]);
    expect(await unbalancedEntryCount(db)).toBe(0);
    const wallets = await db.execute(
      sql`select sum(balance)::bigint as total, min(balance)::bigint as lowest from ledger_accounts where company_id = ${companyId} and kind = 'wallet'`,
    );
    const { total, lowest } = wallets.rows[0] as { total: number; lowest: number };
    expect(Number(total)).toBe(START);
    expect(Number(lowest)).toBeGreaterThanOrEqual(0);
  }, 180_000);
});
