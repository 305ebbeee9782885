// The bulk transfer crash test: the real server (node scripts/start.mjs) posts an uploaded batch chunk by chunk;
// it is killed with SIGKILL in the middle, and the batch is then run again (twice at once, as a retried job and
// the sweep would). Every line is posted exactly once and the ledger holds: nothing lost, nothing doubled.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAYMENTS_PATHS } from '@paydesk/contracts';
import {
  authSessions,
  companies,
  companyMembers,
  createDb,
  type DbHandle,
  ledgerAccounts,
  transactionPins,
  transferBatches,
  transfers,
  users,
} from '@paydesk/db';
import { createTestDatabase, type TestDatabase } from '@paydesk/db/testing/test-database';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnvConfig, resolveConfig } from '../src/config.ts';
import { csvRow } from '../src/lib/csv.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { ensureSystemAccounts, postEntryDetailed, reconcileLedger } from '../src/modules/ledger/posting.ts';
import { unbalancedEntryCount } from '../src/modules/ledger/reconciliation.ts';
import { processBatch } from '../src/modules/payments/batch-processing.ts';
import { createTransferRail } from '../src/modules/payments/index.ts';
import { ensureMainWallet } from '../src/modules/wallets/accounts/accounts.service.ts';
import { createAccessTokens } from '../src/platform/access-tokens.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
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

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, () => {
      const { port: p } = probe.address() as { port: number };
      probe.close(() => resolve(p));
    });
  });

const isDead = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;
const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (isDead(child) ? resolve() : child.once('exit', () => resolve())));

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
      DATABASE_POOL_SIZE: '10',
      BANK_NAME_ENQUIRY_DELAY_MS: '0',
      // Small chunks: many commits, so the kill lands between some of them.
      TRANSFER_BATCH_CHUNK: '10',
      BANK_TRANSFER_SETTLE_SECONDS: '3600',
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

beforeAll(async () => {
  database = await createTestDatabase();
  handle = createDb(database.url, { max: 10 });
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'paydesk-pay-crash-'));
  port = await freePort();
  const db = handle.db;
  const [company] = await db
    .insert(companies)
    .values({
      name: 'Bulk Crash Ltd',
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
      email: `bulk-crash-${Date.now()}@example.ng`,
      firstName: 'Obinna',
      lastName: 'Eze',
      emailVerifiedAt: new Date(),
    })
    .returning();
  await db.insert(companyMembers).values({ companyId, userId: user!.id, role: 'employer', status: 'active' });
  await db.insert(transactionPins).values({ userId: user!.id, pinHash: await hashPassword(PIN) });
  const main = await ensureMainWallet(db, { WALLET_BANK_CODE: '999999' }, companyId);
  walletId = main!.id;
  await db.transaction(async (tx) => {
    const system = await ensureSystemAccounts(tx, companyId);
    await postEntryDetailed(tx, {
      companyId,
      kind: 'funding',
      description: 'Opening funding',
      postings: [
        { accountId: system.funding_clearing!, amount: -100_000_000_00 },
        { accountId: walletId, amount: 100_000_000_00 },
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
    const deps = { db, config, rail };
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
    const [clearing] = await db
      .select()
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.companyId, companyId), eq(ledgerAccounts.kind, 'transfers_out_clearing')));
    const [open] = await db
      .select({ total: sql<number>`coalesce(sum(${transfers.amount}), 0)::bigint` })
      .from(transfers)
      .where(
        and(eq(transfers.companyId, companyId), inArray(transfers.status, ['accepted', 'pending', 'failed'])),
      );
    expect(clearing!.balance).toBe(Number(open!.total));
    expect(await reconcileLedger(db, [companyId])).toEqual([]);
    expect(await unbalancedEntryCount(db)).toBe(0);
  }, 180_000);
});
