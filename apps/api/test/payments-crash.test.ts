// The bulk transfer crash test: the real server (node scripts/start.mjs) posts an uploaded batch chunk by chunk;
// it is killed with SIGKILL in the middle, and the batch is then run again (twice at once, as a retried job and
// the sweep would). Every line is posted exactly once and the ledger holds: nothing lost, nothing doubled.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAYMENTS_PATHS } from '@paydesk/contracts';
import { createDb, type DbHandle, ledgerAccounts, transferBatches, transfers } from '@paydesk/db';
import { createTestDatabase, type TestDatabase } from '@paydesk/db/testing/test-database';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnvConfig, resolveConfig } from '../src/config.ts';
import { csvRow } from '../src/lib/csv.ts';
import { reconcileLedger } from '../src/modules/ledger/posting.ts';
import { unbalancedEntryCount } from '../src/modules/ledger/reconciliation.ts';
import { processBatch } from '../src/modules/payments/batches/batch-processing.ts';
import { createPayoutRegistry, createTransferRail } from '../src/modules/payments/index.ts';
import { exited, freePort, isDead, startRealServer } from './helpers/crash-server.ts';
import { insertFundedEmployer } from './helpers/funded-employer.ts';

const APP_SECRET = randomBytes(32).toString('base64url');
const PIN = '5072';
const LINES = 2_000;

let database: TestDatabase;
let handle: DbHandle;
let dataDir: string;
let port: number;
let server: ChildProcess | undefined;
let token: string;
let companyId: string;
let walletId: string;

const startServer = () =>
  startRealServer({
    databaseUrl: database.url,
    port,
    dataDir,
    appSecret: APP_SECRET,
    // Small chunks: many commits, so the kill lands between some of them.
    env: { TRANSFER_BATCH_CHUNK: '10', BANK_TRANSFER_SETTLE_SECONDS: '3600' },
  });

beforeAll(async () => {
  database = await createTestDatabase();
  handle = createDb(database.url, { max: 10 });
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'paydesk-pay-crash-'));
  port = await freePort();
  const employer = await insertFundedEmployer(handle.db, {
    name: 'Bulk Crash Ltd',
    balance: 100_000_000_00,
    pin: PIN,
    owner: { firstName: 'Obinna', lastName: 'Eze' },
  });
  companyId = employer.companyId;
  walletId = employer.walletId;
  token = await employer.token(APP_SECRET);
  server = await startServer();
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

describe('a bulk transfer batch whose worker is killed', () => {
  it('posts every line exactly once after SIGKILL mid-batch and two retries at once', async () => {
    let csv = csvRow(['bankCode', 'accountNumber', 'amount', 'narration']);
    for (let i = 0; i < LINES; i++)
      csv += csvRow(['000013', `06${String(i).padStart(8, '0')}`, '1000', `Line ${i}`]);
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'transfers.csv');
    const auth = { authorization: `Bearer ${token}` };
    const previewed = await fetch(`http://127.0.0.1:${port}/api${PAYMENTS_PATHS.transferUploadsPreview}`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    expect(previewed.status).toBe(200);
    const uploadId = ((await previewed.json()) as { data: { uploadId: string; validCount: number } }).data
      .uploadId;
    const committed = await fetch(`http://127.0.0.1:${port}/api${PAYMENTS_PATHS.transferUploads}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': `crash-${Date.now()}` },
      body: JSON.stringify({ uploadId, sourceWalletId: walletId, pin: PIN }),
    });
    expect(committed.status).toBe(201);
    const db = handle.db;
    const progress = async () =>
      (await db.select().from(transferBatches).where(eq(transferBatches.id, uploadId)))[0]!.processed;
    const deadline = Date.now() + 60_000;
    while ((await progress()) < 50 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    server!.kill('SIGKILL');
    await exited(server!);
    const atKill = await progress();
    expect(atKill).toBeGreaterThan(0);
    expect(atKill).toBeLessThan(LINES);

    // The retried job and the sweep both run the batch again, at once.
    const env = readEnvConfig({
      NODE_ENV: 'test',
      APP_SECRET,
      DATABASE_URL: database.url,
      LOG_LEVEL: 'silent',
    });
    const config = resolveConfig(env, { appSecret: APP_SECRET });
    const rail = createTransferRail({ db, config, deliver: async () => 503, jobs: () => undefined });
    // Payments' own transfers: no owner's handler to tell.
    const deps = { db, config, rail, payouts: createPayoutRegistry() };
    await Promise.all([
      processBatch(deps, { companyId, batchId: uploadId }, { chunk: 200 }),
      processBatch(deps, { companyId, batchId: uploadId }, { chunk: 300 }),
    ]);
    const [batch] = await db.select().from(transferBatches).where(eq(transferBatches.id, uploadId));
    expect(batch).toMatchObject({ status: 'completed', processed: LINES });
    const perLine = await db
      .select({ lineNo: transfers.lineNo, n: sql<number>`count(*)::int` })
      .from(transfers)
      .where(and(eq(transfers.companyId, companyId), eq(transfers.batchId, uploadId)))
      .groupBy(transfers.lineNo);
    expect(perLine).toHaveLength(LINES);
    expect(perLine.every((l) => l.n === 1)).toBe(true);
    const [wallet] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, walletId));
    expect(wallet!.balance).toBe(100_000_000_00 - LINES * (1_000_00 + 10_75));
    // The pool of transfers-out clearing sub-accounts, read as one account (decision 0023).
    const [clearing] = await db
      .select({ balance: sql<number>`sum(${ledgerAccounts.balance})::bigint` })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.companyId, companyId), eq(ledgerAccounts.kind, 'transfers_out_clearing')));
    const [open] = await db
      .select({ total: sql<number>`coalesce(sum(${transfers.amount}), 0)::bigint` })
      .from(transfers)
      .where(
        and(eq(transfers.companyId, companyId), inArray(transfers.status, ['accepted', 'pending', 'failed'])),
      );
    expect(Number(clearing!.balance)).toBe(Number(open!.total));
    expect(await reconcileLedger(db, [companyId])).toEqual([]);
    expect(await unbalancedEntryCount(db)).toBe(0);
  }, 180_000);
});
