// Bringing the books to rest between steps of the property test, and the statement a member downloads, checked
// against the ledger. At rest: the rail has decided every transfer and payout (the documented pending account is
// re-queried), every committed batch is posted, pending bills are asked about again. (Payroll lines are decided by the
// payout pipeline in the settling commit: nothing to read back.)
import { STATEMENT_PATHS, statementResponse } from '@paydesk/contracts';
import Papa from 'papaparse';
import { lagosDay } from '../../src/lib/lagos-time.ts';
import { processBatch } from '../../src/modules/payments/index.ts';
import { statementWindow } from '../../src/modules/wallets/statements/statement-job.ts';
import { sweepBills } from './bill-fixtures.ts';
import { naira } from './books.ts';
import { settlePayouts } from './on-demand-fixtures.ts';
import { railDeps, requery, settleRail, waitFor } from './payment-fixtures.ts';
import type { TestApp } from './test-app.ts';
import { api } from './wallet-fixtures.ts';

const rows = async <T>(t: TestApp, text: string, values: unknown[]) =>
  (await t.server.database.pool.query(text, values)).rows as T[];

/** What is still on its way: transfers and payouts at the rail, unposted batches, pending bills, unpaid runs. */
async function openWork(t: TestApp, ids: string[]) {
  const [open] = await rows<{ transfers: number; batches: number; payouts: number; bills: number }>(
    t,
    `select (select count(*) from transfers
              where company_id = any($1) and status in ('accepted', 'pending'))::int as transfers,
            (select count(*) from transfer_batches
              where company_id = any($1) and status in ('queued', 'processing'))::int as batches,
            (select count(*) from on_demand_requests
              where company_id = any($1) and status = 'processing')::int as payouts,
            (select count(*) from bill_payments where company_id = any($1) and status = 'pending')::int as bills`,
    [ids],
  );
  return open!;
}

/** Runs what the workers would run later until nothing is on its way (or ten rounds have passed). */
export async function settleAll(t: TestApp, ids: string[]) {
  const deps = railDeps(t);
  for (let round = 0; round < 10; round++) {
    const batches = await rows<{ company_id: string; id: string }>(
      t,
      `select company_id, id from transfer_batches where company_id = any($1) and status in ('queued', 'processing')`,
      [ids],
    );
    for (const b of batches) await processBatch(deps, { companyId: b.company_id, batchId: b.id });
    await settleRail(t);
    await requery(t);
    await settlePayouts(t);
    await settleRail(t);
    await sweepBills(t);
    const open = await openWork(t, ids);
    if (open.transfers + open.batches + open.payouts + open.bills === 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The database's clock now: the end of a statement window taken at rest. */
export async function databaseNow(t: TestApp): Promise<Date> {
  const [row] = await rows<{ now: Date }>(t, 'select clock_timestamp() as now', []);
  return row!.now;
}

/** The wallet's balance from its postings before an instant, in kobo. */
async function ledgerBefore(t: TestApp, walletId: string, instant: Date) {
  const [row] = await rows<{ total: string }>(
    t,
    'select coalesce(sum(amount), 0)::bigint as total from postings where account_id = $1 and created_at < $2',
    [walletId, instant],
  );
  return Number(row!.total);
}

/** '1234.56' (as the CSV writes amounts) → kobo. */
const kobo = (naira: string | undefined) => Math.round(Number(naira || '0') * 100);

/** The opening and closing balances a statement's CSV shows: its balance rows, else its first and last lines. */
function shownBalances(csv: string) {
  const [header = [], ...body] = Papa.parse<string[]>(csv.trim(), { skipEmptyLines: true }).data;
  const [narration, debit, credit, balance] = [
    'Narration',
    'Debit (NGN)',
    'Credit (NGN)',
    'Balance (NGN)',
  ].map((name) => header.indexOf(name)) as [number, number, number, number];
  const opening = body[0]?.[narration] === 'Opening balance' ? body.shift() : undefined;
  const closing = body.at(-1)?.[narration] === 'Closing balance' ? body.pop() : undefined;
  const first = body[0];
  const last = body.at(-1);
  const before = first ? kobo(first[balance]) - kobo(first[credit]) + kobo(first[debit]) : 0;
  return {
    lines: body.length,
    opening: opening ? kobo(opening[balance]) : before,
    closing: closing ? kobo(closing[balance]) : last ? kobo(last[balance]) : before,
  };
}

/**
 * (e, through the API) Today's statement of the wallet, asked for as a member does and made by the statement job:
 * its opening and closing balances equal the ledger's balance (its postings) when the statement's window starts and
 * stops (the Lagos day, or the moment it was asked for while the day runs).
 */
export async function statementViolations(t: TestApp, token: string, walletId: string, label: string) {
  const day = lagosDay();
  const asked = await t.api.post(
    api(STATEMENT_PATHS.generate),
    { walletId, from: day, to: day },
    { token, schema: statementResponse },
  );
  const done = await waitFor(
    () => t.api.get(api(STATEMENT_PATHS.one(asked.data._id)), { token, schema: statementResponse }),
    (r) => r.data.status === 'ready' || r.data.status === 'failed',
    30_000,
  );
  if (done.data.status !== 'ready') return [`wallet ${label}: today's statement failed: ${done.data.error}`];
  const csv = await t.app.inject({
    method: 'GET',
    url: `${api(STATEMENT_PATHS.file(asked.data._id))}?format=csv`,
    headers: { authorization: `Bearer ${token}` },
  });
  const shown = shownBalances(csv.body);
  const window = statementWindow({ fromDate: day, toDate: day, createdAt: new Date(done.data.createdAt) });
  const [opening, closing] = [
    await ledgerBefore(t, walletId, window.from),
    await ledgerBefore(t, walletId, window.until),
  ];
  if (shown.opening === opening && shown.closing === closing) return [];
  return [
    `wallet ${label}: today's statement (${shown.lines} lines) opens at ${naira(shown.opening)} and closes at ` +
      `${naira(shown.closing)}; the ledger opens at ${naira(opening)} and closes at ${naira(closing)}`,
  ];
}
