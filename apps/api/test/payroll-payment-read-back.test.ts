// A salary line is paid in the transaction that settles its transfer (the payout pipeline calls payroll's handler
// there): no read-back, no follow-up jobs, no minute sweep. Before, lines were read back from the transfers by jobs
// 2 to 72 s after a payment and then by the minute sweep, so a settled salary could show 'pending' for up to 90 s.
import { PAYROLL_RUN_PATHS as P, payrollRunResponse } from '@paydesk/contracts';
import { payrollRunLines, payrollRuns, transfers } from '@paydesk/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  batchStatusesWhenQueued,
  expectLedgerInvariants,
  requery,
  settleRail,
  startPaymentsApp,
  waitFor,
} from './helpers/payment-fixtures.ts';
import {
  computeRun,
  createRun,
  type PayrollBusiness,
  payrollBusiness,
  postRunBatch,
  readRun,
  runInput,
  runUrl,
} from './helpers/payroll-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import { newKey, PIN } from './helpers/wallet-fixtures.ts';

let t: TestApp;
let b: PayrollBusiness;

beforeAll(async () => {
  // The sandbox decides a transfer 3 s after it reaches it (as in `npm start` and the browser journeys): after the
  // first read, 2 s after the pay request.
  t = await startPaymentsApp({ BANK_TRANSFER_SETTLE_SECONDS: '3' });
}, 120_000);
afterAll(async () => t?.close());

/** A computed, approved run of the business's pay group, paid with the PIN; answers its id. */
async function paidRun(business: PayrollBusiness, periodEnd: string) {
  const run = await createRun(
    t,
    business.token,
    runInput(business, { periodStart: `${periodEnd.slice(0, 8)}01`, periodEnd }),
  );
  await computeRun(t, business.token, run._id);
  await paidRunOf(business, run._id);
  return run._id;
}

/** Submits, approves and pays a computed run with the PIN. */
async function paidRunOf(business: PayrollBusiness, id: string) {
  expect((await t.api.post(runUrl(P.submit, { id }), {}, { token: business.token })).status).toBe(200);
  expect((await t.api.post(runUrl(P.approve, { id }), { pin: PIN }, { token: business.token })).status).toBe(
    200,
  );
  const paid = await t.api.post(
    runUrl(P.paySalary, { id }),
    { sourceWalletId: business.mainWalletId, pin: PIN },
    { token: business.token, headers: { 'idempotency-key': newKey() }, schema: payrollRunResponse },
  );
  expect(paid.status).toBe(202);
}

/** Each salary line's state beside its transfer's, read in one snapshot. */
async function linesBesideTransfers(runId: string) {
  return t.server.database.db.transaction(
    async (tx) =>
      tx
        .select({
          state: payrollRunLines.paymentState,
          paidAt: payrollRunLines.paidAt,
          transfer: transfers.status,
          settledAt: transfers.settledAt,
        })
        .from(payrollRunLines)
        .leftJoin(
          transfers,
          and(
            eq(transfers.companyId, payrollRunLines.companyId),
            eq(transfers.ownerRef, sql`${payrollRunLines.id}::text`),
          ),
        )
        .where(eq(payrollRunLines.runId, runId)),
    { isolationLevel: 'repeatable read' },
  );
}

/** The run's own count of lines still to settle. */
async function openLines(runId: string) {
  const [run] = await t.server.database.db
    .select({ n: payrollRuns.openLines })
    .from(payrollRuns)
    .where(eq(payrollRuns.id, runId));
  return run?.n;
}

describe('sending salaries', () => {
  it('queues the payout batch job only once the pay request has committed', async () => {
    // A job started before the commit found no batch and left it to the minute sweep of unfinished batches (30 to
    // 120 s later): the browser journey's 'Failed: 1' never came within its minute. Here each send of the batch job
    // looks for its batch from another connection.
    const business = await payrollBusiness(t, { count: 1, accounts: ['0123456730'] });
    const seen = batchStatusesWhenQueued(t);
    try {
      const runId = await paidRun(business, '2026-05-31');
      await waitFor(
        async () => seen.statuses,
        (s) => s.length > 0,
      );
      expect(seen.statuses).toEqual(['queued']);
      await waitFor(
        () => readRun(t, business.token, runId),
        (r) => r.status === 'completed',
        15_000,
      );
    } finally {
      seen.restore();
    }
  });
});

describe('salaries paid as the bank settles them', () => {
  it('a line is paid in the commit that settles its transfer; one the bank holds stays pending', async () => {
    // The second account is the sandbox's 'accepted and stays pending until re-queried' (the re-query runs only
    // when this test asks): its line is pending for as long as the test wants.
    b = await payrollBusiness(t, { count: 2, accounts: ['0123456710', '0000000013'] });
    const runId = await paidRun(b, '2026-03-31');
    await postRunBatch(t, b.companyId, runId);
    await waitFor(
      async () => {
        await settleRail(t);
        return t.server.database.db
          .select({ status: transfers.status })
          .from(transfers)
          .where(eq(transfers.companyId, b.companyId));
      },
      (rows) =>
        rows
          .map((r) => r.status)
          .sort()
          .join() === 'pending,settled',
    );
    // Nothing reads back: the settled salary is paid already, at its settlement's time; the held one is pending.
    const lines = await linesBesideTransfers(runId);
    expect(lines.map((l) => [l.transfer, l.state]).sort()).toEqual([
      ['pending', 'pending'],
      ['settled', 'paid'],
    ]);
    const paid = lines.find((l) => l.state === 'paid')!;
    expect(paid.paidAt?.getTime()).toBeGreaterThanOrEqual(paid.settledAt!.getTime() - 1_000);
    expect((await readRun(t, b.token, runId)).payment?.counts).toMatchObject({ paid: 1, pending: 1 });
    // The run counts what is left on its own row (issue 31): two sent, one settled.
    expect(await openLines(runId)).toBe(1);

    // The re-query finds the held transfer settled: that settlement pays the line and completes the run.
    await requery(t);
    expect((await linesBesideTransfers(runId)).map((l) => [l.transfer, l.state])).toEqual([
      ['settled', 'paid'],
      ['settled', 'paid'],
    ]);
    const run = await readRun(t, b.token, runId);
    expect(run.status).toBe('completed');
    expect(run.payment?.counts).toMatchObject({ paid: 2, pending: 0 });
    expect(await openLines(runId)).toBe(0);
    // The bank saying it again settles nothing twice: the count stays at 0.
    await requery(t);
    expect(await openLines(runId)).toBe(0);
    await expectLedgerInvariants(t, b.companyId);
  });

  it('shows every salary paid seconds after the bank settles it, with only the workers running', async () => {
    const business = await payrollBusiness(t, { count: 2, accounts: ['0123456720', '0123456721'] });
    const runId = await paidRun(business, '2026-04-30');
    // The batch job posts, the sandbox settles 3 s later and calls back, and the run's follow-up reads (2, 4, 7,
    // 12 s after the request) find the salaries settled: no minute sweep needed.
    const run = await waitFor(
      () => readRun(t, business.token, runId),
      (r) => r.status === 'completed',
      15_000,
    );
    expect(run.payment?.counts).toMatchObject({ paid: 2, pending: 0, failed: 0 });
    await expectLedgerInvariants(t, business.companyId);
  });
});

describe("a line's payslip out of its row (migration 0063)", () => {
  it('keeps the json in TOAST, so paying the line does not write the json again', async () => {
    // The pay request and each settlement update the line's payment state: with the json inline, each update wrote
    // the whole ~4 KB row again. Out of the row, the updated row points at the same stored values.
    const business = await payrollBusiness(t, { count: 1, accounts: ['0123456740'] });
    const run = await createRun(
      t,
      business.token,
      runInput(business, { periodStart: '2026-06-01', periodEnd: '2026-06-30' }),
    );
    await computeRun(t, business.token, run._id);
    const stored = async () =>
      (
        await t.server.database.db.execute<{
          result: string | null;
          digest: string | null;
          state: string;
        }>(sql`
          select pg_column_toast_chunk_id(result)::text as result, pg_column_toast_chunk_id(input_digest)::text as digest,
            payment_state as state
          from payroll_run_lines where company_id = ${business.companyId} and run_id = ${run._id}`)
      ).rows;
    const [before] = await stored();
    expect(before?.result).not.toBeNull();
    expect(before?.digest).not.toBeNull();

    await paidRunOf(business, run._id);
    await waitFor(
      () => readRun(t, business.token, run._id),
      (r) => r.status === 'completed',
      15_000,
    );
    const [after] = await stored();
    expect(after).toEqual({ ...before, state: 'paid' });
  });

  it('leaves room for HOT updates of the payment state: no index holds what paying a line sets', async () => {
    // A HOT update (no index entry written) needs every changed column outside every index and room on the page
    // (decision 0027); an index on the state made each of a 100,000-line pay request's updates write six entries.
    const setByPaying = [
      'payment_state',
      'payment_batch_id',
      'payment_attempts',
      'transfer_id',
      'transfer_reference',
      'fee',
      'failure_reason',
      'paid_at',
      'updated_at',
    ];
    const indexed = await t.server.database.db.execute<{ index: string; column: string }>(sql`
      select i.relname as index, a.attname as column
      from pg_index x join pg_class i on i.oid = x.indexrelid
        join pg_attribute a on a.attrelid = x.indrelid and a.attnum = any(x.indkey)
      where x.indrelid = 'payroll_run_lines'::regclass`);
    expect(indexed.rows.filter((r) => setByPaying.includes(r.column))).toEqual([]);
    const partial = await t.server.database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from pg_index
      where indrelid = 'payroll_run_lines'::regclass and (indpred is not null or indexprs is not null)`);
    expect(partial.rows[0]?.n).toBe(0);
    const options = await t.server.database.db.execute<{ options: string[] }>(
      sql`select reloptions as options from pg_class where oid = 'payroll_run_lines'::regclass`,
    );
    expect(options.rows[0]?.options).toContain('fillfactor=50');
  });
});
