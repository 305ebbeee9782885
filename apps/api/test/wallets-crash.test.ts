// The crash test: the real server (node scripts/start.mjs) on a test database, a batch of moves in flight, the
// process killed with SIGKILL in the middle, a restart, and every key sent again. Everything posts exactly once:
// keys that committed replay their first answer, keys that died with the process run afresh.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WALLET_PATHS } from '@paydesk/contracts';
import {
  authSessions,
  companies,
  companyMembers,
  createDb,
  type DbHandle,
  journalEntries,
  transactionPins,
  users,
  walletTransactions,
} from '@paydesk/db';
import { createTestDatabase, type TestDatabase } from '@paydesk/db/testing/test-database';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/lib/passwords.ts';
import { ensureSystemAccounts, postEntryDetailed, reconcileLedger } from '../src/modules/ledger/posting.ts';
import { unbalancedEntryCount } from '../src/modules/ledger/reconciliation.ts';
import { ensureMainWallet } from '../src/modules/wallets/accounts/accounts.service.ts';
import { createAccessTokens } from '../src/platform/access-tokens.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
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

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, () => {
      const { port: p } = probe.address() as { port: number };
      probe.close(() => resolve(p));
    });
  });

async function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      SKIP_WEB_BUILD: '1',
      WEB_DIST_DIR: path.join(dataDir, 'web'),
      DATA_DIR: dataDir,
      APP_SECRET,
      PAYLOAD_ENCRYPTION: 'false',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      GLOBAL_RATE_LIMIT_PER_MINUTE: '100000',
      BUSINESS_RATE_LIMIT_PER_MINUTE: '100000',
      DATABASE_POOL_SIZE: '10',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (d) => process.stderr.write(`[server] ${d}`));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (isDead(child)) throw new Error(`server exited with ${child.exitCode ?? child.signalCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start within 60 s');
}

const isDead = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;
const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (isDead(child) ? resolve() : child.once('exit', () => resolve())));

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

beforeAll(async () => {
  database = await createTestDatabase();
  handle = createDb(database.url, { max: 4 });
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'paydesk-crash-'));
  port = await freePort();
  const db = handle.db;
  const [company] = await db
    .insert(companies)
    .values({
      name: 'Crash Test Ltd',
      businessType: 'registered business',
      status: 'active',
      isActive: true,
      isCompanyInfo: true,
      adminVerify: true,
      isCompliant: true,
    })
    .returning();
  companyId = company!.id;
  const [user] = await db
    .insert(users)
    .values({
      email: `crash-${Date.now()}@example.ng`,
      firstName: 'Ifeoma',
      lastName: 'Nwosu',
      emailVerifiedAt: new Date(),
    })
    .returning();
  await db.insert(companyMembers).values({ companyId, userId: user!.id, role: 'employer', status: 'active' });
  await db.insert(transactionPins).values({ userId: user!.id, pinHash: await hashPassword(PIN) });
  const main = await ensureMainWallet(db, { WALLET_BANK_CODE: '999999' }, companyId);
  walletIds = [main!.id];
  await db.transaction(async (tx) => {
    const system = await ensureSystemAccounts(tx, companyId);
    await postEntryDetailed(tx, {
      companyId,
      kind: 'funding',
      description: 'Opening funding',
      postings: [
        { accountId: system.funding_clearing!, amount: -START },
        { accountId: main!.id, amount: START },
      ],
    });
  });
  const [session] = await db
    .insert(authSessions)
    .values({ userId: user!.id, companyId, channel: 'business-web' })
    .returning();
  token = (
    await createAccessTokens(APP_SECRET, 3600).sign({
      userId: user!.id,
      companyId,
      sessionId: session!.id,
      role: 'employer',
    })
  ).token;
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
