// Payments test helpers: the app with a fast sandbox bank, driving the sandbox rail's settlement and the re-query,
// waiting for after-commit effects, and the ledger invariant every payments test ends with.
import { transferBatches, transfers } from '@paydesk/db';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { reconcileLedger } from '../../src/modules/ledger/posting.ts';
import { PAYMENTS_JOBS, requeryOpenTransfers } from '../../src/modules/payments/index.ts';
import { isSandboxTransfers } from '../../src/providers/banking/index.ts';
import { startTestApp, type TestApp } from './test-app.ts';

/** A test app whose sandbox bank answers name enquiry at once and settles transfers as soon as asked. */
export function startPaymentsApp(
  env: Record<string, string> = {},
  server?: Parameters<typeof startTestApp>[0] extends infer O
    ? O extends { server?: infer S }
      ? S
      : never
    : never,
) {
  return startTestApp({
    encryption: false,
    server,
    env: {
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      BANK_NAME_ENQUIRY_DELAY_MS: '1',
      BANK_TRANSFER_SETTLE_SECONDS: '0',
      // The re-query runs only when a test asks for it (below), never behind its back.
      BANK_TRANSFER_REQUERY_SECONDS: '86400',
      ...env,
    },
  });
}

export async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  ms = 10_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`gave up waiting; last value: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * Waits until the job runner has worked every job of these queues sent so far: none waiting, retrying or running.
 * For "it happened once" checks, instead of sleeping a while and hoping the jobs have run by then.
 */
export async function jobsWorked(t: TestApp, queues: string[], ms = 30_000) {
  await waitFor(
    async () =>
      (
        await t.server.database.pool.query<{ n: number }>(
          `select count(*)::int as n from pgboss.job where name = any($1) and state in ('created', 'retry', 'active')`,
          [queues],
        )
      ).rows[0]!.n,
    (n) => n === 0,
    ms,
  );
}

export async function transferRow(t: TestApp, reference: string) {
  const [row] = await t.server.database.db.select().from(transfers).where(eq(transfers.reference, reference));
  return row!;
}

/**
 * The sandbox bank decides every due transfer and delivers its signed callbacks to the app. The rail's own
 * settlement job (queued at each hand-off, started at once) may hold some of them (SKIP LOCKED) while this runs: it
 * has delivered them too once it is done.
 */
export async function settleRail(t: TestApp) {
  const rail = t.server.rail;
  if (!isSandboxTransfers(rail)) throw new Error('the tests run on the sandbox rail');
  await rail.settleDue();
  await rail.deliverDueCallbacks();
  await jobsWorked(t, [PAYMENTS_JOBS.sandboxSettlement]);
}

/** Waits until the rail has the transfer (pending), then lets it settle or fail; answers the row at rest. */
export async function untilSettled(t: TestApp, reference: string) {
  await waitFor(
    () => transferRow(t, reference),
    (r) => r.status !== 'accepted',
  );
  await settleRail(t);
  return waitFor(
    () => transferRow(t, reference),
    (r) => r.status === 'settled' || r.status === 'reversed',
  );
}

/** What the payout pipeline's functions take, of the test's server: its database, rail and payout handlers. */
export const railDeps = (t: TestApp) => ({
  db: t.server.database.db,
  config: t.config,
  rail: t.server.rail,
  payouts: t.server.payouts,
});

export const requery = (t: TestApp) => requeryOpenTransfers(railDeps(t), 0);

/**
 * Nothing in limbo: the business's transfers-out clearing holds exactly the transfers still open at the rail, and
 * every cached balance agrees with its postings.
 */
export async function expectLedgerInvariants(t: TestApp, companyId: string) {
  const db = t.server.database.db;
  // One statement, one snapshot: settlements committing in the background (a group at a time) cannot fall
  // between the read of the clearing balance and the read of the open transfers.
  const { rows } = await t.server.database.pool.query(
    `select (select sum(balance) from ledger_accounts where company_id = $1 and kind = 'transfers_out_clearing') as balance,
            (select coalesce(sum(amount), 0) from transfers
              where company_id = $1 and status in ('accepted', 'pending', 'failed')) as total`,
    [companyId],
  );
  const clearing = { balance: rows[0]?.balance as string | null };
  const open = { total: rows[0]?.total as string | null };
  expect(Number(clearing?.balance ?? 0)).toBe(Number(open?.total ?? 0));
  expect(await reconcileLedger(db, [companyId])).toEqual([]);
}

/**
 * From now until `restore()`: each payout batch job queued records its batch's status as another connection sees
 * it then. A job queued before its transaction commits finds no batch (undefined), and the batch waits for the
 * minute sweep of unfinished batches.
 */
export function batchStatusesWhenQueued(t: TestApp) {
  const jobs = t.server.jobs;
  const send = jobs.send.bind(jobs);
  const statuses: (string | undefined)[] = [];
  jobs.send = async (name, ...args) => {
    if (name === PAYMENTS_JOBS.batch) {
      const { batchId } = args[0] as { batchId: string };
      const [row] = await t.server.database.db
        .select({ status: transferBatches.status })
        .from(transferBatches)
        .where(eq(transferBatches.id, batchId));
      statuses.push(row?.status);
    }
    return send(name, ...args);
  };
  return {
    statuses,
    restore: () => {
      jobs.send = send;
    },
  };
}
