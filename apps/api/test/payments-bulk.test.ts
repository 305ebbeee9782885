// Multiple and bulk transfers (issue 12): many lines in one form with a result per line; an uploaded file previewed
// with name enquiry per row and errors per cell, sent as a batch posted by a job in chunks with progress; a retried
// batch posts each line once; on a pool of 10, bulk lines racing single transfers and reversals keep every ledger
// invariant (clearing equals the open transfers, balances equal postings, entries balance, nothing negative).
import {
  batchLinesResponse,
  PAYMENTS_PATHS,
  transferBatchResponse,
  transferPreviewResponse,
  transferResponse,
  WALLET_PATHS,
  walletListResponse,
} from '@paydesk/contracts';
import { type Executor, transfers } from '@paydesk/db';
import { and, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvRow } from '../src/lib/csv.ts';
import { unbalancedEntryCount } from '../src/modules/ledger/reconciliation.ts';
import { processBatch } from '../src/modules/payments/batches/batch-processing.ts';
import { waitingLines } from '../src/modules/payments/batches/transfer-batches.queries.ts';
import { postTransferChunk, type TransferOrder } from '../src/modules/payments/transfers/transfer-posting.ts';
import {
  failedAwaitingReturn,
  markPending,
  staleOpenTransfers,
  unsubmittedTransfers,
} from '../src/modules/payments/transfers/transfers.queries.ts';
import { SANDBOX_TRANSFER_ACCOUNTS } from '../src/providers/banking/index.ts';
import {
  expectLedgerInvariants,
  requery,
  settleRail,
  startPaymentsApp,
  waitFor,
} from './helpers/payment-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import { sendFile } from './helpers/upload-fixtures.ts';
import { api, newKey, PIN, type WalletOwner, walletOwner } from './helpers/wallet-fixtures.ts';

let t: TestApp;
let owner: WalletOwner;
const GTBANK = '000013';

beforeAll(async () => {
  t = await startPaymentsApp({ TRANSFER_BATCH_CHUNK: '100' });
  expect(t.server.database.pool.options.max).toBeGreaterThanOrEqual(10);
  owner = await walletOwner(t, { name: 'Kano Textiles', balance: 50_000_000_00 });
});
afterAll(() => t.close());

const account = (n: number) => `07${String(n).padStart(8, '0')}`;
const fileOf = (rows: string[][]) =>
  Buffer.from(
    csvRow(['bankCode', 'accountNumber', 'amount', 'narration']) + rows.map((r) => csvRow(r)).join(''),
  );
const preview = async (rows: string[][], who: { token: string } = owner) => {
  const res = await sendFile(
    t,
    PAYMENTS_PATHS.transferUploadsPreview,
    { name: 'transfers.csv', type: 'text/csv', bytes: fileOf(rows) },
    who.token,
  );
  expect(res.status).toBe(200);
  return transferPreviewResponse.parse(res.body).data;
};
const commit = (uploadId: string, key = newKey()) =>
  t.api.post(
    api(PAYMENTS_PATHS.transferUploads),
    { uploadId, sourceWalletId: owner.mainWalletId, pin: PIN },
    { token: owner.token, schema: transferBatchResponse, headers: { 'idempotency-key': key } },
  );
const batch = (id: string) =>
  t.api.get(api(PAYMENTS_PATHS.batch(id)), { token: owner.token, schema: transferBatchResponse });
const mainBalance = async () =>
  (
    await t.api.get(api(WALLET_PATHS.accounts), { token: owner.token, schema: walletListResponse })
  ).data.accounts.find((a) => a._id === owner.mainWalletId)!.balance;

describe('multiple transfers in one form', () => {
  it('posts every line with its fee and answers a result per line; a bad line refuses the whole form', async () => {
    const before = await mainBalance();
    const lines = [
      { bankCode: GTBANK, accountNumber: account(1), amount: 4_000_00 },
      { bankCode: GTBANK, accountNumber: account(2), amount: 40_000_00, narration: 'Bonus' },
      { bankCode: GTBANK, accountNumber: SANDBOX_TRANSFER_ACCOUNTS.failsAtOnce, amount: 100_000_00 },
    ];
    const bad = await t.api.post(
      api(PAYMENTS_PATHS.transferMultiple),
      {
        sourceWalletId: owner.mainWalletId,
        pin: PIN,
        lines: [...lines, { bankCode: GTBANK, accountNumber: '0000000001', amount: 1_00 }],
      },
      { token: owner.token, headers: { 'idempotency-key': newKey() } },
    );
    expect(bad.status).toBe(400);
    expect(bad.error.errors).toEqual({
      'lines.3.accountNumber': ['No account found with this number at this bank'],
    });
    expect(await mainBalance()).toBe(before);
    const res = await t.api.post(
      api(PAYMENTS_PATHS.transferMultiple),
      { sourceWalletId: owner.mainWalletId, pin: PIN, narration: 'March run', lines },
      { token: owner.token, schema: transferBatchResponse, headers: { 'idempotency-key': newKey() } },
    );
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      kind: 'multiple',
      status: 'completed',
      total: 3,
      processed: 3,
      totalAmount: 144_000_00,
      totalFees: 10_75 + 26_88 + 53_75,
    });
    expect(res.data.lines.map((l) => [l.lineNo, l.status, l.fee])).toEqual([
      [1, 'accepted', 10_75],
      [2, 'accepted', 26_88],
      [3, 'accepted', 53_75],
    ]);
    // The refused account comes back reversed; the others settle.
    await waitFor(
      () => batch(res.data._id),
      (b) => b.data.counts.accepted === 0,
    );
    await settleRail(t);
    const done = await waitFor(
      () => batch(res.data._id),
      (b) => b.data.counts.settled === 2,
    );
    expect(done.data.counts).toMatchObject({ settled: 2, reversed: 1, pending: 0 });
    expect(done.data.lines[2]).toMatchObject({ status: 'reversed', reversal: 'reversed' });
    expect(await mainBalance()).toBe(before - 44_000_00 - 10_75 - 26_88);
    await expectLedgerInvariants(t, owner.companyId);
  }, 120_000);
});

describe('an uploaded file', () => {
  it('previews every row with name enquiry and errors by cell, then a job posts the valid ones in chunks', async () => {
    const rows: string[][] = [];
    for (let i = 0; i < 450; i++) rows.push([GTBANK, account(1_000 + i), '1,250.50', `Line ${i}`]);
    rows.push(['99', account(5), '100', '']);
    rows.push([GTBANK, '0000000001', '100', '']);
    rows.push([GTBANK, account(6), '12.345', '']);
    rows.push([GTBANK, SANDBOX_TRANSFER_ACCOUNTS.failsAfterPending, '500', 'Will fail']);
    const checked = await preview(rows);
    expect(checked).toMatchObject({ total: 454, validCount: 451, invalidCount: 3 });
    expect(checked.totalAmount).toBe(450 * 1_250_50 + 500_00);
    expect(checked.totalFees).toBe(451 * 10_75);
    expect(checked.rows[450]!.errors).toEqual({ bankCode: ['Choose a bank'] });
    expect(checked.rows[451]!.errors).toEqual({
      accountNumber: ['No account found with this number at this bank'],
    });
    expect(checked.rows[452]!.errors.amount).toBeDefined();
    expect(checked.rows[0]).toMatchObject({ row: 2, amount: 1_250_50, fee: 10_75, channel: 'bank' });
    expect(checked.rows[0]!.accountName).toMatch(/^[A-Z]+ [A-Z]+$/);
    const before = await mainBalance();
    const key = newKey();
    const sent = await commit(checked.uploadId, key);
    expect(sent.status).toBe(201);
    expect(sent.data).toMatchObject({ kind: 'upload', total: 451 });
    const again = await commit(checked.uploadId, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const other = await commit(checked.uploadId);
    expect(other.status).toBe(409);
    const done = await waitFor(
      () => batch(sent.data._id),
      (b) => b.data.status === 'completed',
      30_000,
    );
    expect(done.data.processed).toBe(451);
    expect(await mainBalance()).toBe(before - checked.totalAmount - checked.totalFees);
    const lines = await t.api.get(api(`${PAYMENTS_PATHS.batchLines(sent.data._id)}?page=5&limit=100`), {
      token: owner.token,
      schema: batchLinesResponse,
    });
    expect(lines.data.totalDocs).toBe(454);
    expect(lines.data.docs.filter((l) => l.status === 'skipped').map((l) => l.lineNo)).toEqual([
      452, 453, 454,
    ]);
    await expectLedgerInvariants(t, owner.companyId);
    await waitFor(
      () => batch(sent.data._id),
      (b) => b.data.counts.accepted === 0,
    );
    await settleRail(t);
    const settled = await waitFor(
      () => batch(sent.data._id),
      (b) => b.data.counts.pending === 0,
    );
    expect(settled.data.counts).toMatchObject({ settled: 450, reversed: 1, skipped: 3 });
    await expectLedgerInvariants(t, owner.companyId);
  });

  it('a batch run again, twice at once, after part of it was posted, posts each line once', async () => {
    const rows = Array.from({ length: 320 }, (_, i) => [GTBANK, account(3_000 + i), '10', '']);
    const checked = await preview(rows);
    const db = t.server.database.db;
    // Committed but its job not run: the rows wait; a first worker posts one chunk and "dies".
    const sent = await commit(checked.uploadId);
    const deps = { db, config: t.config, rail: t.server.rail, payouts: t.server.payouts };
    await Promise.all([
      processBatch(deps, { companyId: owner.companyId, batchId: sent.data._id }, { chunk: 50 }),
      processBatch(deps, { companyId: owner.companyId, batchId: sent.data._id }, { chunk: 70 }),
      processBatch(deps, { companyId: owner.companyId, batchId: sent.data._id }),
    ]);
    const done = await waitFor(
      () => batch(sent.data._id),
      (b) => b.data.status === 'completed',
    );
    expect(done.data.processed).toBe(320);
    const posted = await db
      .select({ lineNo: transfers.lineNo, n: sql<number>`count(*)::int` })
      .from(transfers)
      .where(and(eq(transfers.companyId, owner.companyId), eq(transfers.batchId, sent.data._id)))
      .groupBy(transfers.lineNo);
    expect(posted).toHaveLength(320);
    expect(posted.every((p) => p.n === 1)).toBe(true);
    // Nothing left to post: every line has its one transfer (a posted line's record) or was refused.
    expect(await waitingLines(db, owner.companyId, sent.data._id, 1_000)).toEqual([]);
    await expectLedgerInvariants(t, owner.companyId);
  }, 120_000);
});

describe('concurrency on a pool of 10', () => {
  it('bulk lines racing single transfers and reversals keep every ledger invariant', async () => {
    const rows = Array.from({ length: 300 }, (_, i) => [
      GTBANK,
      i % 25 === 0 ? SANDBOX_TRANSFER_ACCOUNTS.failsAfterPending : account(5_000 + i),
      String(100 + (i % 7)),
      // Each line its own narration: the failing account's lines would otherwise repeat one another.
      `Line ${i}`,
    ]);
    const checked = await preview(rows);
    const sent = await commit(checked.uploadId);
    const singles = Array.from({ length: 40 }, (_, i) =>
      t.api.post(
        api(PAYMENTS_PATHS.transferSingle),
        {
          sourceWalletId: owner.mainWalletId,
          bankCode: GTBANK,
          accountNumber: i % 3 === 0 ? SANDBOX_TRANSFER_ACCOUNTS.failsAtOnce : account(9_000 + i),
          amount: 1_000_00 + i,
          pin: PIN,
        },
        { token: owner.token, schema: transferResponse, headers: { 'idempotency-key': newKey() } },
      ),
    );
    const settling = (async () => {
      for (let i = 0; i < 15; i++) {
        await settleRail(t);
        await requery(t);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const answers = await Promise.all(singles);
    await settling;
    expect(answers.every((a) => a.status === 201)).toBe(true);
    await waitFor(
      () => batch(sent.data._id),
      (b) => b.data.status === 'completed',
      30_000,
    );
    await expectLedgerInvariants(t, owner.companyId);
    for (let i = 0; i < 5; i++) {
      await settleRail(t);
      await requery(t);
    }
    const final = await waitFor(
      () => batch(sent.data._id),
      (b) => b.data.counts.accepted === 0 && b.data.counts.pending === 0,
      30_000,
    );
    expect(final.data.counts).toMatchObject({ reversed: 12, settled: 288 });
    expect(await unbalancedEntryCount(t.server.database.db)).toBe(0);
    expect(await mainBalance()).toBeGreaterThanOrEqual(0);
    await expectLedgerInvariants(t, owner.companyId);
  }, 120_000);
});

describe('the rail hand-off', () => {
  // Setting accepted → pending (status, the rail's reference, sent_at) must write no index entry: every transfer of
  // a payroll takes it (migration 0070; 68 MB of a 100,000-salary post's WAL when `status` was indexed).
  const setByHandOff = ['status', 'provider_reference', 'sent_at', 'updated_at'];

  it('keeps what the hand-off sets out of every index of transfers, with room on the page', async () => {
    const db = t.server.database.db;
    const indexes = await db.execute<{ index: string; columns: string[]; predicate: string | null }>(sql`
      select i.relname as index,
        array(select a.attname::text from pg_attribute a
          where a.attrelid = x.indrelid and a.attnum = any(x.indkey)) as columns,
        pg_get_expr(x.indpred, x.indrelid) as predicate
      from pg_index x join pg_class i on i.oid = x.indexrelid
      where x.indrelid = 'transfers'::regclass and x.indexprs is null`);
    expect(indexes.rows.length).toBeGreaterThanOrEqual(7);
    for (const row of indexes.rows) {
      expect(
        row.columns.filter((c) => setByHandOff.includes(c)),
        row.index,
      ).toEqual([]);
      for (const column of setByHandOff)
        expect(row.predicate ?? '', row.index).not.toMatch(new RegExp(`\\b${column}\\b`));
    }
    const options = await db.execute<{ options: string[] }>(
      sql`select reloptions as options from pg_class where oid = 'transfers'::regclass`,
    );
    expect(options.rows[0]?.options).toContain('fillfactor=50');
  });

  it('marks a chunk of transfers pending by HOT updates, and the open and refused ones are read by their index', async () => {
    const db = t.server.database.db;
    const orders: TransferOrder[] = Array.from({ length: 20 }, (_, i) => ({
      companyId: owner.companyId,
      memberId: owner.userId,
      sourceWalletId: owner.mainWalletId,
      account: {
        channel: 'bank',
        bankCode: GTBANK,
        bankName: 'Guaranty Trust Bank',
        accountNumber: account(500 + i),
        accountName: `Payee ${i}`,
      },
      amount: 1_000_00 + i,
      fee: 0,
      narration: `Hand-off ${i}`,
    }));
    // In one transaction, rolled back: the chunk as a batch posts it, then the hand-off's mark; the transaction's
    // own counters say how many of the updates were HOT (no index entry written).
    const rollback = new Error('rolled back');
    let counted: { updates: number; hot: number } | undefined;
    await db
      .transaction(async (tx) => {
        const rows = await postTransferChunk(tx, orders);
        await markPending(
          tx,
          rows.map((r) => ({ reference: r.reference, providerReference: `SBX-${r.reference}` })),
        );
        counted = (
          await tx.execute<{ updates: number; hot: number }>(sql`
            select pg_stat_get_xact_tuples_updated('transfers'::regclass)::int as updates,
              pg_stat_get_xact_tuples_hot_updated('transfers'::regclass)::int as hot`)
        ).rows[0];
        throw rollback;
      })
      .catch((error) => {
        if (error !== rollback) throw error;
      });
    expect(counted?.updates).toBe(20);
    // Each new version beside its old one at fillfactor 50 but for the odd page whose line pointers ran out of room.
    expect(counted?.hot).toBeGreaterThanOrEqual(18);

    // The readers of open and refused transfers still find their index (the conditions beside the status), read
    // with sequential scans off and their plans logged by auto_explain.
    const plansOf = async (read: (db: Executor) => Promise<unknown>) => {
      const client = new pg.Client({ connectionString: t.database.url });
      await client.connect();
      const sent: { text: string; values?: unknown[] }[] = [];
      const send = client.query.bind(client) as (
        config: unknown,
        values?: unknown[],
      ) => Promise<pg.QueryResult>;
      client.query = ((config: string | { text?: string; values?: unknown[] }, values?: unknown[]) => {
        const text = typeof config === 'string' ? config : config.text;
        if (text)
          sent.push({ text, values: values ?? (typeof config === 'string' ? undefined : config.values) });
        return send(config, values);
      }) as typeof client.query;
      try {
        await send('begin');
        await send('set local enable_seqscan = off');
        await read(drizzle(client) as unknown as Executor);
        const plans = [];
        for (const query of sent) {
          const plan = await send({ text: `explain ${query.text}`, values: query.values });
          plans.push(...plan.rows.map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN']));
        }
        return plans.join('\n');
      } finally {
        await send('rollback');
        await client.end();
      }
    };
    expect(await plansOf((tx) => staleOpenTransfers(tx, 0, 500))).toContain('transfers_open_idx');
    expect(await plansOf((tx) => unsubmittedTransfers(tx, 0, 500))).toContain('transfers_open_idx');
    expect(await plansOf((tx) => failedAwaitingReturn(tx, owner.companyId, 5))).toContain(
      'transfers_failed_idx',
    );
  });
});
