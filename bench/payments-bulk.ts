// Bulk transfer bench (issue 12). Prints figures; never asserts. One business uploads BENCH_LINES (10,000) transfer
// lines through the real routes of the app built in this process (app.inject):
//  1. Preview: the file read, every row checked and name-enquired (sandbox delay BENCH_ENQUIRY_MS, default 0 ms,
//     one enquiry per distinct account), the draft batch stored. Wall time.
//  2. Posting: the committed batch run by the batch job's code (processBatch, chunks of TRANSFER_BATCH_CHUNK) on a
//     pool of 10; lines a second (goal ≥ 2,000) and the invariant violations afterwards (0 expected: clearing equals
//     the open transfers, cached balances equal postings, every entry balances, no wallet below zero).
//  3. Sandbox settlement: the rail deciding every transfer and delivering each signed callback to the app, which
//     settles it through the ledger; transfers a second.
// Baseline: plain single-row PostgreSQL INSERTs a second on the same cluster and pool.
//
//   node --import tsx bench/payments-bulk.ts
//   BENCH_LINES=10000 BENCH_ENQUIRY_MS=5 TRANSFER_BATCH_CHUNK=500 node --import tsx bench/payments-bulk.ts
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { csvRow } from '../apps/api/src/lib/csv.ts';
import { reconcileLedger, unbalancedEntryCount } from '../apps/api/src/modules/ledger/index.ts';
import { processBatch } from '../apps/api/src/modules/payments/batches/batch-processing.ts';
import { isSandboxTransfers } from '../apps/api/src/providers/banking/index.ts';
import { insertFundedEmployer } from '../apps/api/test/helpers/funded-employer.ts';
import { plainInsertRate, ratio } from './lib/baseline.ts';
import { withInProcessApp } from './lib/in-process-app.ts';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const POOL = 10;
const PIN = '2468';

export interface PaymentsBulkFigures {
  lines: number;
  previewSeconds: number;
  postingSeconds: number;
  linesPerSecond: number;
  violations: number;
  settlementSeconds: number;
  settledPerSecond: number;
  plainInsertsPerSecond: number;
}

export async function benchPaymentsBulk(
  log = (l: string) => process.stdout.write(`${l}\n`),
): Promise<PaymentsBulkFigures> {
  const lines = env('BENCH_LINES', 10_000);
  return withInProcessApp(
    'payments',
    {
      DATABASE_POOL_SIZE: String(POOL),
      BANK_NAME_ENQUIRY_DELAY_MS: String(env('BENCH_ENQUIRY_MS', 0)),
      BANK_TRANSFER_SETTLE_SECONDS: '0',
      TRANSFER_BATCH_CHUNK: String(env('TRANSFER_BATCH_CHUNK', 500)),
    },
    async ({ server, config, appSecret }) => {
      const db = server.database.db;
      const employer = await insertFundedEmployer(db, {
        name: 'Bulk Bench Ltd',
        balance: 1_000_000_000_00,
        pin: PIN,
        owner: { firstName: 'Bench', lastName: 'Payer' },
      });
      const { companyId } = employer;
      const token = await employer.token(appSecret);
      const plainInsertsPerSecond = await plainInsertRate(server.database.pool, 5_000, POOL);
      log(
        `baseline: plain single-row INSERTs, ${POOL} connections → ${plainInsertsPerSecond.toFixed(0)} rows/s`,
      );

      // 1. Preview.
      let csv = csvRow(['bankCode', 'accountNumber', 'amount', 'narration']);
      for (let i = 0; i < lines; i++)
        csv += csvRow([
          '000013',
          `05${String(i).padStart(8, '0')}`,
          `${1_000 + (i % 97)}.50`,
          `Bench line ${i}`,
        ]);
      const boundary = `----bench${randomBytes(6).toString('hex')}`;
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bulk.csv"\r\nContent-Type: text/csv\r\n\r\n`,
        ),
        Buffer.from(csv),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const auth = { authorization: `Bearer ${token}` };
      let started = performance.now();
      const preview = await server.app.inject({
        method: 'POST',
        url: '/api/wallet/employer/beneficiaries/transfer/uploads/preview',
        payload: body,
        headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      const previewSeconds = (performance.now() - started) / 1000;
      if (preview.statusCode !== 200)
        throw new Error(`preview answered ${preview.statusCode}: ${preview.body.slice(0, 300)}`);
      const { uploadId, validCount } = (preview.json() as { data: { uploadId: string; validCount: number } })
        .data;
      log(`preview: ${lines} rows (${validCount} valid) in ${previewSeconds.toFixed(2)} s`);

      // 2. Posting.
      const commit = await server.app.inject({
        method: 'POST',
        url: '/api/wallet/employer/beneficiaries/transfer/uploads',
        payload: { uploadId, sourceWalletId: employer.walletId, pin: PIN },
        headers: { ...auth, 'idempotency-key': `bench-${Date.now()}` },
      });
      if (commit.statusCode !== 201)
        throw new Error(`commit answered ${commit.statusCode}: ${commit.body.slice(0, 300)}`);
      started = performance.now();
      await processBatch(
        { db, config, rail: server.rail, payouts: server.payouts },
        { companyId, batchId: uploadId },
      );
      const postingSeconds = (performance.now() - started) / 1000;
      const violations = async () => {
        const clearing = await db.execute(sql`
          select (select sum(balance) from ledger_accounts where company_id = ${companyId} and kind = 'transfers_out_clearing')
               - (select coalesce(sum(amount), 0) from transfers where company_id = ${companyId}
                    and status in ('accepted', 'pending', 'failed')) as gap`);
        const negative = await db.execute(
          sql`select count(*)::int as n from ledger_accounts where company_id = ${companyId} and kind = 'wallet' and balance < 0`,
        );
        return (
          (await reconcileLedger(db, [companyId])).length +
          (await unbalancedEntryCount(db)) +
          (negative.rows[0] as { n: number }).n +
          (Number((clearing.rows[0] as { gap: number }).gap) === 0 ? 0 : 1)
        );
      };
      const postedViolations = await violations();
      log(
        `posting: ${validCount} lines in ${postingSeconds.toFixed(2)} s → ${(validCount / postingSeconds).toFixed(0)} lines/s ` +
          `(${ratio(validCount / postingSeconds, plainInsertsPerSecond)} of plain inserts), violations ${postedViolations}`,
      );

      // 3. Sandbox settlement.
      const rail = server.rail;
      if (!isSandboxTransfers(rail)) throw new Error('the bench runs on the sandbox rail');
      started = performance.now();
      await rail.settleDue();
      await rail.deliverDueCallbacks();
      const settlementSeconds = (performance.now() - started) / 1000;
      const settled = await db.execute(
        sql`select count(*)::int as n from transfers where company_id = ${companyId} and status = 'settled'`,
      );
      const settledCount = (settled.rows[0] as { n: number }).n;
      const finalViolations = await violations();
      log(
        `settlement: ${settledCount} transfers settled by signed callbacks in ${settlementSeconds.toFixed(2)} s → ` +
          `${(settledCount / settlementSeconds).toFixed(0)}/s (${ratio(settledCount / settlementSeconds, plainInsertsPerSecond)} of plain inserts), violations ${finalViolations}`,
      );
      return {
        lines,
        previewSeconds,
        postingSeconds,
        linesPerSecond: validCount / postingSeconds,
        violations: postedViolations + finalViolations,
        settlementSeconds,
        settledPerSecond: settledCount / settlementSeconds,
        plainInsertsPerSecond,
      };
    },
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.stdout.write('Bulk transfers (10,000 lines, pool of 10)\n');
  await benchPaymentsBulk();
}
