// Two API processes (node scripts/start.mjs, as deployed) on one database, as a load balancer would spread one
// business's calls across them: a write through one is read through the other, a burst of duplicate-keyed moves
// split across both posts each key once, and a rate limit counted in PostgreSQL holds across both (issue 26).
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  API_KEY_SCOPES,
  DASHBOARD_PATHS,
  ErrorCode,
  INTEGRATIONS_PATHS,
  PAYMENTS_PATHS,
  PUBLIC_API_PATHS,
  PUBLIC_API_PREFIX,
  WALLET_PATHS,
} from '@paydesk/contracts';
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
const START = 10_000_000_00;
const KEY_LIMIT = 20;

interface Process {
  name: string;
  port: number;
  dataDir: string;
  child?: ChildProcess;
}

let database: TestDatabase;
let handle: DbHandle;
let token: string;
let companyId: string;
let walletIds: string[];
const processes: Process[] = [];

interface Answer {
  status: number;
  body: { message?: string; code?: string; data?: unknown };
  headers: Headers;
}

async function call(
  to: Process,
  method: string,
  urlPath: string,
  options: { body?: unknown; headers?: Record<string, string>; bearer?: string } = {},
): Promise<Answer> {
  const res = await fetch(`http://127.0.0.1:${to.port}${urlPath}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      authorization: `Bearer ${options.bearer ?? token}`,
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'], headers: res.headers };
}

const [A, B] = [0, 1] as const;
const api = (p: string) => `/api${p}`;
const data = <T>(answer: Answer) => answer.body.data as T;

beforeAll(async () => {
  database = await createTestDatabase();
  handle = createDb(database.url, { max: 4 });
  const employer = await insertFundedEmployer(handle.db, {
    name: 'Two Process Ltd',
    balance: START,
    pin: PIN,
    owner: { firstName: 'Kelechi', lastName: 'Obi' },
  });
  companyId = employer.companyId;
  walletIds = [employer.walletId];
  token = await employer.token(APP_SECRET);
  // One after the other: each start applies migrations and seeds reference data.
  for (const [name, role] of [
    ['A', 'all'],
    ['B', 'api'],
  ] as const) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), `paydesk-two-${name}-`));
    const process: Process = { name, port: await freePort(), dataDir };
    process.child = await startRealServer({
      databaseUrl: database.url,
      port: process.port,
      dataDir,
      appSecret: APP_SECRET,
      env: {
        ROLE: role,
        API_KEY_RATE_LIMIT_PER_MINUTE: String(KEY_LIMIT),
        // Kept answers are served for a minute: only the other process's write announcement can refresh them.
        READ_CACHE_MS: '60000',
        BANK_TRANSFER_SETTLE_SECONDS: '3600',
      },
    });
    processes.push(process);
  }
  for (const name of ['Payroll', 'Vendors']) {
    const res = await call(processes[walletIds.length % 2]!, 'POST', api(WALLET_PATHS.createAdditional), {
      body: { name, purpose: 'expense' },
    });
    expect(res.status).toBe(201);
    walletIds.push(data<{ _id: string }>(res)._id);
  }
}, 120_000);

afterAll(async () => {
  for (const process of processes) {
    if (process.child && !isDead(process.child)) {
      process.child.kill('SIGKILL');
      await exited(process.child);
    }
    rmSync(process.dataDir, { recursive: true, force: true });
  }
  await handle?.close();
  await database?.drop();
});

const chip = async (to: Process) =>
  data<{ balance: number }>(await call(to, 'GET', api(DASHBOARD_PATHS.walletBalance))).balance;
const walletsTotal = async (to: Process) =>
  data<{ totalWalletBalance: number }>(await call(to, 'GET', api(WALLET_PATHS.accounts))).totalWalletBalance;
const historyReferences = async (to: Process) =>
  data<{ docs: Array<{ reference: string }> }>(
    await call(to, 'GET', api(`${WALLET_PATHS.transactions}?page=1&limit=100`)),
  ).docs.map((d) => d.reference);

describe('two API processes on one database', () => {
  it('a write answered by one process is read by the other: exactly from the database, and from memory once announced', async () => {
    for (const [writer, reader] of [
      [A, B],
      [B, A],
    ] as const) {
      const [from, to] = [processes[writer]!, processes[reader]!];
      const before = await chip(to); // the reader keeps this answer in memory
      const sent = await call(from, 'POST', api(PAYMENTS_PATHS.transferSingle), {
        headers: { 'idempotency-key': `raw-${randomBytes(6).toString('hex')}` },
        body: {
          sourceWalletId: walletIds[0],
          bankCode: '000013',
          accountNumber: '0111222333',
          amount: 2_500_00,
          pin: PIN,
        },
      });
      expect(sent.status).toBe(201);
      const { reference, amount, fee } = data<{ reference: string; amount: number; fee: number }>(sent);
      // Read from the database by the other process: exact on the first read.
      expect(await walletsTotal(to)).toBe(before - amount - fee);
      expect(await historyReferences(to)).toContain(reference);
      // The header chip is kept in memory: the writer's announcement (delivered at its commit) moves it.
      const until = Date.now() + 5_000;
      let shown = await chip(to);
      while (shown !== before - amount - fee && Date.now() < until) {
        await new Promise((r) => setTimeout(r, 20));
        shown = await chip(to);
      }
      expect(shown).toBe(before - amount - fee);
    }
  });

  it('a burst of duplicate-keyed moves split across both posts each key once and keeps every kobo', async () => {
    const keys = Array.from({ length: 8 }, (_, i) => ({
      key: `burst-${i}-${randomBytes(4).toString('hex')}`,
      body: {
        sourceWalletId: walletIds[0],
        destinationWalletId: walletIds[1 + (i % 2)],
        amount: 1_000_00 + i,
        pin: PIN,
      },
    }));
    const before = await walletsTotal(processes[A]!);
    // Every key six times, alternating processes, all in flight at once.
    const sends = keys.flatMap((item) =>
      Array.from({ length: 6 }, (_, copy) =>
        call(processes[copy % 2]!, 'PATCH', api(WALLET_PATHS.move), {
          headers: { 'idempotency-key': item.key },
          body: item.body,
        }).then((answer) => ({ key: item.key, answer })),
      ),
    );
    const answers = await Promise.all(sends);
    for (const item of keys) {
      const mine = answers.filter((a) => a.key === item.key).map((a) => a.answer);
      expect(mine.map((a) => a.status)).toEqual(Array(6).fill(200));
      // One answer, replayed to the other five whichever process they reached.
      expect(new Set(mine.map((a) => JSON.stringify(a.body))).size).toBe(1);
      expect(mine.filter((a) => a.headers.get('idempotent-replayed') !== 'true')).toHaveLength(1);
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
    expect(keys.map((item) => posted.get(item.key))).toEqual(Array(keys.length).fill(1));
    const [entries] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(journalEntries)
      .where(and(eq(journalEntries.companyId, companyId), eq(journalEntries.kind, 'move')));
    expect(entries!.n).toBe(keys.length);
    expect(await walletsTotal(processes[B]!)).toBe(before);
    expect(await reconcileLedger(db, [companyId])).toEqual([]);
    expect(await unbalancedEntryCount(db)).toBe(0);
  });

  it("one API key's limit holds across both processes: 20 a minute in all, not 20 in each", async () => {
    const created = await call(processes[A]!, 'POST', api(INTEGRATIONS_PATHS.apiKeys), {
      body: { name: 'Two process sync', scopes: [...API_KEY_SCOPES] },
    });
    expect(created.status).toBe(201);
    const secret = data<{ secret: string }>(created).secret;
    const answers: Answer[] = [];
    // 60 calls, alternating processes, four at a time.
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < 60) {
          const to = processes[next++ % 2]!;
          answers.push(
            await call(to, 'GET', `${PUBLIC_API_PREFIX}${PUBLIC_API_PATHS.wallets}`, { bearer: secret }),
          );
        }
      }),
    );
    const ok = answers.filter((a) => a.status === 200).length;
    const limited = answers.filter((a) => a.status === 429);
    expect(ok + limited.length).toBe(60);
    expect(ok).toBeLessThanOrEqual(KEY_LIMIT);
    // A process may hold back the unused part of its last lease: a few calls under the limit, never over it.
    expect(ok).toBeGreaterThanOrEqual(KEY_LIMIT / 2);
    for (const answer of limited) {
      expect(answer.body).toEqual({
        error: true,
        message: 'Too many requests. Please wait a moment and try again.',
        code: ErrorCode.rateLimited,
      });
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });
});
