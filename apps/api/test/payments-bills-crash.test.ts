// The bulk bills crash test (issue 26: every bulk job that resumes after a crash): the real server (node
// scripts/start.mjs) pays a bill batch line by line; it is killed with SIGKILL in the middle, and the batch is then
// run again (twice at once, as a retried job and the sweep would). Every line is paid exactly once, the wallet is
// charged once per line, and the ledger holds.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BILLS_PATHS } from '@paydesk/contracts';
import { billBatches, billPayments, createDb, type DbHandle, ledgerAccounts } from '@paydesk/db';
import { createTestDatabase, type TestDatabase } from '@paydesk/db/testing/test-database';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileLedger } from '../src/modules/ledger/posting.ts';
import { unbalancedEntryCount } from '../src/modules/ledger/reconciliation.ts';
import { processBillBatch } from '../src/modules/payments/bills/bill-batch-processing.ts';
import { createBillsProvider } from '../src/providers/bills/index.ts';
import { exited, freePort, isDead, startRealServer } from './helpers/crash-server.ts';
import { insertFundedEmployer } from './helpers/funded-employer.ts';

const APP_SECRET = randomBytes(32).toString('base64url');
const PIN = '5072';
const LINES = 500;
const START = 10_000_000_00;

let database: TestDatabase;
let handle: DbHandle;
let dataDir: string;
let port: number;
let server: ChildProcess | undefined;
let token: string;
let companyId: string;
let walletId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  handle = createDb(database.url, { max: 10 });
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'paydesk-bills-crash-'));
  port = await freePort();
  const employer = await insertFundedEmployer(handle.db, {
    name: 'Bills Crash Ltd',
    balance: START,
    pin: PIN,
    owner: { firstName: 'Kemi', lastName: 'Adeyemi' },
  });
  companyId = employer.companyId;
  walletId = employer.walletId;
  token = await employer.token(APP_SECRET);
  server = await startRealServer({ databaseUrl: database.url, port, dataDir, appSecret: APP_SECRET });
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

describe('a bulk bill batch whose worker is killed', () => {
  it('pays every line exactly once after SIGKILL mid-batch and two retries at once', async () => {
    const lines = Array.from({ length: LINES }, (_, i) => ({
      billerCode: ['mtn', 'airtel', 'glo', '9mobile'][i % 4]!,
      customerNumber: `0803${String(3_000_000 + i).padStart(7, '0')}`,
      amount: 100_00 + i,
    }));
    const sent = await fetch(`http://127.0.0.1:${port}/api${BILLS_PATHS.bulk}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': `bills-crash-${Date.now()}`,
      },
      body: JSON.stringify({ category: 'airtime', sourceWalletId: walletId, pin: PIN, lines }),
    });
    expect(sent.status).toBe(201);
    const batchId = ((await sent.json()) as { data: { _id: string } }).data._id;
    const db = handle.db;
    const progress = async () =>
      (await db.select().from(billBatches).where(eq(billBatches.id, batchId)))[0]!.processed;
    const deadline = Date.now() + 60_000;
    while ((await progress()) < 20 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    server!.kill('SIGKILL');
    await exited(server!);
    const atKill = await progress();
    expect(atKill).toBeGreaterThan(0);
    expect(atKill).toBeLessThan(LINES);

    // The retried job and the sweep both run the batch again, at once.
    const deps = { db, bills: createBillsProvider({ delayMs: 1 }) };
    await Promise.all([
      processBillBatch(deps, { companyId, batchId }),
      processBillBatch(deps, { companyId, batchId }),
    ]);
    const [batch] = await db.select().from(billBatches).where(eq(billBatches.id, batchId));
    expect(batch).toMatchObject({ status: 'completed', processed: LINES });
    const perLine = await db
      .select({ lineNo: billPayments.lineNo, n: sql<number>`count(*)::int` })
      .from(billPayments)
      .where(eq(billPayments.batchId, batchId))
      .groupBy(billPayments.lineNo);
    expect(perLine).toHaveLength(LINES);
    expect(perLine.every((l) => l.n === 1)).toBe(true);
    const total = lines.reduce((sum, l) => sum + l.amount, 0);
    const [wallet] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, walletId));
    expect(wallet!.balance).toBe(START - total);
    expect(await reconcileLedger(db, [companyId])).toEqual([]);
    expect(await unbalancedEntryCount(db)).toBe(0);
  }, 180_000);
});
