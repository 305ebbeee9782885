// Salaries are read back onto a run's lines soon after the bank decides them (issue 15). The bank decides a transfer
// seconds after it is sent, after the first read 2 s after the pay request; pg-boss runs the minute sweep 30 to 90 s
// apart, so a salary that settled could show 'pending' for up to 90 s (the browser journey waits 60 s for
// 'Pending: 0'). A payment's read that leaves something pending now queues the next one, backing off.
import { PAYROLL_RUN_PATHS as P, payrollRunResponse } from '@paydesk/contracts';
import { transfers } from '@paydesk/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLLOW_UP_SECONDS, syncRunPayments } from '../src/modules/payroll/payment-sync.ts';
import { PAYROLL_JOBS } from '../src/modules/payroll/payroll-deps.ts';
import { noRecoveries } from '../src/modules/payroll/recoveries.ts';
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
  expect((await t.api.post(runUrl(P.submit, { id: run._id }), {}, { token: business.token })).status).toBe(
    200,
  );
  expect((await t.api.post(runUrl(P.approve, { id: run._id }), {}, { token: business.token })).status).toBe(
    200,
  );
  const paid = await t.api.post(
    runUrl(P.paySalary, { id: run._id }),
    { sourceWalletId: business.mainWalletId, pin: PIN },
    { token: business.token, headers: { 'idempotency-key': newKey() }, schema: payrollRunResponse },
  );
  expect(paid.status).toBe(202);
  return run._id;
}

type Sent = { name: string; data: Record<string, unknown>; startAfterSeconds: number | undefined };

function recordingDeps(sent: Sent[]) {
  return {
    db: t.server.database.db,
    mailer: t.server.mailer,
    recoveries: noRecoveries,
    jobs: {
      async send(name: string, data: object = {}, options: { startAfterSeconds?: number } = {}) {
        sent.push({
          name,
          data: data as Record<string, unknown>,
          startAfterSeconds: options.startAfterSeconds,
        });
      },
    },
  };
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

describe('reading salaries back after a payment', () => {
  it('queues the next read while a salary is pending, backing off, and stops when nothing is pending', async () => {
    // The second account is the sandbox's 'accepted and stays pending until re-queried' (the re-query runs only
    // when this test asks): its line is pending for as long as the test wants.
    b = await payrollBusiness(t, { count: 2, accounts: ['0123456710', '0000000013'] });
    const runId = await paidRun(b, '2026-03-31');
    await postRunBatch(t, b.companyId, runId);
    // The worker's batch job may still be handing the chunk to the rail: settle until the bank has decided the first
    // salary and holds the second.
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

    const sent: Sent[] = [];
    const deps = recordingDeps(sent);
    await syncRunPayments(deps, b.companyId, runId, 0);
    expect(sent).toEqual([
      {
        name: PAYROLL_JOBS.paymentSync,
        data: { companyId: b.companyId, runId, followUp: 1 },
        startAfterSeconds: FOLLOW_UP_SECONDS[0],
      },
    ]);
    // Backing off: the last follow-up waits longest, and the one after it queues nothing (the sweep carries on).
    sent.length = 0;
    await syncRunPayments(deps, b.companyId, runId, FOLLOW_UP_SECONDS.length - 1);
    expect(sent.map((s) => [s.data.followUp, s.startAfterSeconds])).toEqual([
      [FOLLOW_UP_SECONDS.length, FOLLOW_UP_SECONDS.at(-1)],
    ]);
    sent.length = 0;
    await syncRunPayments(deps, b.companyId, runId, FOLLOW_UP_SECONDS.length);
    // The minute sweep's read (no follow-up number) queues nothing either.
    await syncRunPayments(deps, b.companyId, runId);
    expect(sent).toEqual([]);
    expect((await readRun(t, b.token, runId)).payment?.counts).toMatchObject({ paid: 1, pending: 1 });

    // The re-query finds the stuck transfer settled: the next read completes the run and queues nothing.
    await requery(t);
    await syncRunPayments(deps, b.companyId, runId, 1);
    expect(sent.filter((s) => s.name === PAYROLL_JOBS.paymentSync)).toEqual([]);
    const run = await readRun(t, b.token, runId);
    expect(run.status).toBe('completed');
    expect(run.payment?.counts).toMatchObject({ paid: 2, pending: 0 });
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
