// Property test of the wallet dashboard's monthly rollup (fast-check, real PostgreSQL): after random fundings
// (some pending, then settled or failed), moves between wallets, payouts and reversals, spread over past Lagos
// months, the rollup answers exactly what the history lines and the postings say — money in and out per month,
// counts by status, direction, type and wallet, and each wallet's net — and the dashboard and history read it.
import {
  DASHBOARD_PATHS,
  transactionListResponse,
  WALLET_PATHS,
  walletBalanceResponse,
  walletDashboardResponse,
} from '@paydesk/contracts';
import { ledgerAccounts, walletTransactions } from '@paydesk/db';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSystemAccounts, postEntry, reverseEntry } from '../src/modules/ledger/posting.ts';
import { lastMonths } from '../src/modules/wallets/dashboard.service.ts';
import { rollupCounts, rollupMonthlyFlows } from '../src/modules/wallets/transactions/rollups.queries.ts';
import { createBusiness, login } from './helpers/fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const db = () => t.server.database.db;

beforeAll(async () => {
  t = await startTestApp({ encryption: false });
});
afterAll(() => t.close());

type Command =
  | { op: 'fund'; wallet: number; amount: number; monthsAgo: number; outcome: 'now' | 'settle' | 'fail' }
  | { op: 'move'; from: number; to: number; amount: number; monthsAgo: number }
  | { op: 'payout'; wallet: number; amount: number; monthsAgo: number }
  | { op: 'settle'; pick: number; succeed: boolean }
  | { op: 'reverse'; pick: number };

const WALLETS = 3;
const wallet = fc.integer({ min: 0, max: WALLETS - 1 });
const amount = fc.integer({ min: 1, max: 5_000_000 });
// Up to 14 months back, so some lines fall outside the dashboard's 12 months.
const monthsAgo = fc.integer({ min: 0, max: 14 });
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('fund' as const),
      wallet,
      amount,
      monthsAgo,
      outcome: fc.constantFrom('now' as const, 'settle' as const, 'fail' as const),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ op: fc.constant('move' as const), from: wallet, to: wallet, amount, monthsAgo }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('payout' as const), wallet, amount, monthsAgo }) },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('settle' as const), pick: fc.nat(), succeed: fc.boolean() }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('reverse' as const), pick: fc.nat() }) },
);

/** Mid-month, `monthsAgo` Lagos months back: safely inside that month in every time zone. */
function lineDate(back: number): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 15, 12));
}

const ALL_FILTERS = [
  {},
  ...(['pending', 'successful', 'failed', 'reversed'] as const).map((status) => ({ status })),
  ...(['credit', 'debit'] as const).map((direction) => ({ direction })),
  ...(['funding', 'move_in', 'move_out', 'transfer_out'] as const).map((type) => ({ type })),
  { status: 'successful' as const, direction: 'credit' as const },
];

describe('the wallet monthly rollup', () => {
  it('equals the figures of the history lines and the postings after fundings, moves, payouts and reversals', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 25 }), async (commands) => {
        run += 1;
        const business = await createBusiness(t, { name: 'Rollup Ltd' });
        const companyId = business.companyId;
        const system = await ensureSystemAccounts(db(), companyId);
        const wallets: string[] = [];
        for (let i = 0; i < WALLETS; i++) {
          const [row] = await db()
            .insert(ledgerAccounts)
            .values({ companyId, kind: 'wallet', name: `W${i}`, purpose: i === 0 ? 'main' : 'expense' })
            .returning();
          wallets.push(row!.id);
        }
        let serial = 0;
        const reference = () => `R${run}-${++serial}`;
        // Entries that can be reversed (once), with their history lines; pending fundings waiting to settle.
        const posted: { entryId: string; reference: string; reversed: boolean }[] = [];
        const pending: { reference: string; wallet: string; amount: number; done: boolean }[] = [];

        const line = (
          w: string,
          type: (typeof walletTransactions.$inferInsert)['type'],
          direction: 'credit' | 'debit',
          value: number,
          ref: string,
          at: Date,
          status: 'pending' | 'successful' = 'successful',
          entryId: string | null = null,
        ) => ({
          companyId,
          walletId: w,
          entryId,
          type,
          direction,
          amount: value,
          status,
          reference: ref,
          narration: type,
          createdAt: at,
        });
        // An entry and its lines in one transaction, as the wallets module writes them; refusals change nothing.
        const postWithLines = async (
          kind: string,
          postings: { accountId: string; amount: number }[],
          lines: (entryId: string) => ReturnType<typeof line>[],
          ref: string,
        ) => {
          try {
            await db().transaction(async (tx) => {
              const entryId = await postEntry(tx, {
                companyId,
                kind,
                description: kind,
                reference: ref,
                postings,
              });
              await tx.insert(walletTransactions).values(lines(entryId));
              posted.push({ entryId, reference: ref, reversed: false });
            });
          } catch (error) {
            expect(['INSUFFICIENT_FUNDS', 'WALLET_UNAVAILABLE']).toContain((error as { code?: string }).code);
          }
        };

        for (const c of commands) {
          if (c.op === 'fund') {
            const w = wallets[c.wallet]!;
            const ref = reference();
            const at = lineDate(c.monthsAgo);
            if (c.outcome === 'now') {
              await postWithLines(
                'funding',
                [
                  { accountId: system.funding_clearing!, amount: -c.amount },
                  { accountId: w, amount: c.amount },
                ],
                (entryId) => [line(w, 'funding', 'credit', c.amount, ref, at, 'successful', entryId)],
                ref,
              );
            } else {
              await db()
                .insert(walletTransactions)
                .values(line(w, 'funding', 'credit', c.amount, ref, at, 'pending'));
              pending.push({ reference: ref, wallet: w, amount: c.amount, done: false });
            }
          } else if (c.op === 'settle') {
            const open = pending.filter((p) => !p.done);
            if (open.length === 0) continue;
            const target = open[c.pick % open.length]!;
            target.done = true;
            const ofLine = and(
              eq(walletTransactions.companyId, companyId),
              eq(walletTransactions.reference, target.reference),
            );
            if (!c.succeed) {
              await db().update(walletTransactions).set({ status: 'failed' }).where(ofLine);
              continue;
            }
            await db().transaction(async (tx) => {
              const entryId = await postEntry(tx, {
                companyId,
                kind: 'funding',
                description: 'settled',
                reference: target.reference,
                postings: [
                  { accountId: system.funding_clearing!, amount: -target.amount },
                  { accountId: target.wallet, amount: target.amount },
                ],
              });
              await tx.update(walletTransactions).set({ status: 'successful', entryId }).where(ofLine);
              posted.push({ entryId, reference: target.reference, reversed: false });
            });
          } else if (c.op === 'move') {
            if (c.from === c.to) continue;
            const [from, to] = [wallets[c.from]!, wallets[c.to]!];
            const ref = reference();
            const at = lineDate(c.monthsAgo);
            await postWithLines(
              'move',
              [
                { accountId: from, amount: -c.amount },
                { accountId: to, amount: c.amount },
              ],
              (entryId) => [
                line(from, 'move_out', 'debit', c.amount, ref, at, 'successful', entryId),
                line(to, 'move_in', 'credit', c.amount, ref, at, 'successful', entryId),
              ],
              ref,
            );
          } else if (c.op === 'payout') {
            const w = wallets[c.wallet]!;
            const ref = reference();
            await postWithLines(
              'transfer',
              [
                { accountId: w, amount: -c.amount },
                { accountId: system.transfers_out_clearing!, amount: c.amount },
              ],
              (entryId) => [
                line(w, 'transfer_out', 'debit', c.amount, ref, lineDate(c.monthsAgo), 'successful', entryId),
              ],
              ref,
            );
          } else if (c.op === 'reverse') {
            const open = posted.filter((p) => !p.reversed);
            if (open.length === 0) continue;
            const target = open[c.pick % open.length]!;
            // A reversal posts the mirror entry and marks the original's lines reversed, in one transaction.
            try {
              await db().transaction(async (tx) => {
                await reverseEntry(tx, companyId, target.entryId, 'reversal');
                await tx
                  .update(walletTransactions)
                  .set({ status: 'reversed' })
                  .where(
                    and(
                      eq(walletTransactions.companyId, companyId),
                      eq(walletTransactions.entryId, target.entryId),
                    ),
                  );
              });
              target.reversed = true;
            } catch (error) {
              expect(['INSUFFICIENT_FUNDS', 'WALLET_UNAVAILABLE']).toContain(
                (error as { code?: string }).code,
              );
            }
          }
        }

        // 1. Money in and out per Lagos month: the rollup against the history lines summed directly.
        const months = lastMonths(
          new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date()),
          12,
        );
        const fromLines = await db().execute(sql`
          select to_char(created_at at time zone 'Africa/Lagos', 'YYYY-MM') as month,
                 coalesce(sum(amount) filter (where direction = 'credit'), 0)::bigint as "moneyIn",
                 coalesce(sum(amount) filter (where direction = 'debit'), 0)::bigint as "moneyOut"
          from wallet_transactions
          where company_id = ${companyId} and status <> 'reversed'
            and type not in ('move_in', 'move_out', 'reversal')
            and to_char(created_at at time zone 'Africa/Lagos', 'YYYY-MM') >= ${months[0]}
          group by 1 order by 1`);
        const rolled = (await rollupMonthlyFlows(db(), companyId, months[0]!))
          .filter((r) => r.moneyIn !== 0 || r.moneyOut !== 0)
          .sort((a, b) => a.month.localeCompare(b.month));
        expect(rolled).toEqual(
          (fromLines.rows as { month: string; moneyIn: string; moneyOut: string }[]).map((r) => ({
            month: r.month,
            moneyIn: Number(r.moneyIn),
            moneyOut: Number(r.moneyOut),
          })),
        );

        // 2. Counts under every filter the rollup answers, against count(*) of the lines.
        for (const filters of [...ALL_FILTERS, ...wallets.map((walletId) => ({ walletId }))]) {
          const direct = await db().execute(sql`
            select count(*)::int as total,
                   count(*) filter (where status = 'successful')::int as successful,
                   count(*) filter (where status = 'pending')::int as pending,
                   count(*) filter (where status = 'failed')::int as failed,
                   count(*) filter (where status = 'reversed')::int as reversed,
                   count(*) filter (where direction = 'credit')::int as credit,
                   count(*) filter (where direction = 'debit')::int as debit
            from wallet_transactions
            where company_id = ${companyId}
              ${'status' in filters ? sql`and status = ${filters.status}` : sql``}
              ${'direction' in filters ? sql`and direction = ${filters.direction}` : sql``}
              ${'type' in filters ? sql`and type = ${filters.type}` : sql``}
              ${'walletId' in filters ? sql`and wallet_id = ${filters.walletId}` : sql``}`);
          expect(await rollupCounts(db(), companyId, filters)).toEqual(direct.rows[0]);
        }

        // 3. Against the postings: each wallet's successful credits less debits is the sum of its postings, and
        //    money in / out over all months is what the postings of entries that are neither moves, reversals nor
        //    reversed put on the wallets.
        for (const w of wallets) {
          const [{ net }] = (
            await db().execute(sql`
              select coalesce(sum(case when direction = 'credit' then amount else -amount end)
                              filter (where status = 'successful'), 0)::bigint as net
              from wallet_monthly_rollups where company_id = ${companyId} and wallet_id = ${w}`)
          ).rows as [{ net: string }];
          const [{ total }] = (
            await db().execute(
              sql`select coalesce(sum(amount), 0)::bigint as total from postings where company_id = ${companyId} and account_id = ${w}`,
            )
          ).rows as [{ total: string }];
          expect(Number(net)).toBe(Number(total));
        }
        const flows = await db().execute(sql`
          with r as (
            select coalesce(sum(amount) filter (where direction = 'credit'), 0)::bigint as "moneyIn",
                   coalesce(sum(amount) filter (where direction = 'debit'), 0)::bigint as "moneyOut"
            from wallet_monthly_rollups
            where company_id = ${companyId} and status = 'successful' and type not in ('move_in', 'move_out')),
          p as (
            select coalesce(sum(p.amount) filter (where p.amount > 0), 0)::bigint as "moneyIn",
                   coalesce(-sum(p.amount) filter (where p.amount < 0), 0)::bigint as "moneyOut"
            from postings p
            join journal_entries e on e.company_id = p.company_id and e.id = p.entry_id
            join ledger_accounts a on a.company_id = p.company_id and a.id = p.account_id and a.kind = 'wallet'
            where p.company_id = ${companyId} and e.kind <> 'move' and e.reverses_entry_id is null
              and not exists (select 1 from journal_entries x where x.company_id = e.company_id and x.reverses_entry_id = e.id))
          select row_to_json(r) as rolled, row_to_json(p) as posted from r, p`);
        const { rolled: byRollup, posted: byPostings } = flows.rows[0] as {
          rolled: unknown;
          posted: unknown;
        };
        expect(byRollup).toEqual(byPostings);
      }),
      { numRuns: 25 },
    );
  });

  it('the dashboard and the history page read it: months, counts and totals match the lines', async () => {
    const owner = await createBusiness(t, { name: 'Rollup Reads Ltd' });
    const session = await login(t, owner);
    await t.api.get(`/api${WALLET_PATHS.dashboard}`, {
      token: session.token,
      schema: walletDashboardResponse,
    });
    const [main] = await db()
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.companyId, owner.companyId), eq(ledgerAccounts.purpose, 'main')));
    const system = await ensureSystemAccounts(db(), owner.companyId);
    for (const [i, value] of [500_000, 250_000, 125_000].entries()) {
      await db().transaction(async (tx) => {
        const entryId = await postEntry(tx, {
          companyId: owner.companyId,
          kind: 'funding',
          description: 'funding',
          postings: [
            { accountId: system.funding_clearing!, amount: -value },
            { accountId: main!.id, amount: value },
          ],
        });
        await tx.insert(walletTransactions).values({
          companyId: owner.companyId,
          walletId: main!.id,
          entryId,
          type: 'funding',
          direction: 'credit',
          amount: value,
          status: 'successful',
          reference: `READ-${i}`,
          narration: 'funding',
          createdAt: lineDate(i),
        });
      });
    }
    const dashboard = await t.api.get(`/api${WALLET_PATHS.dashboard}`, {
      token: session.token,
      schema: walletDashboardResponse,
    });
    expect(dashboard.status).toBe(200);
    const monthly = dashboard.data.monthly;
    expect(monthly.slice(-3).map((m) => m.moneyIn)).toEqual([125_000, 250_000, 500_000]);
    expect(dashboard.data.thisMonth).toEqual({ moneyIn: 500_000, moneyOut: 0 });
    expect(dashboard.data.counts).toMatchObject({ total: 3, successful: 3, credit: 3, debit: 0 });
    const history = await t.api.get(`/api${WALLET_PATHS.transactions}?page=1&limit=2`, {
      token: session.token,
      schema: transactionListResponse,
    });
    expect(history.data).toMatchObject({ totalDocs: 3, totalPages: 2 });
    expect(history.data.docs.map((d) => d.reference)).toEqual(['READ-0', 'READ-1']);
    // The dashboard's recent lines are the history's newest lines, field for field, each with the fee it carries
    // (fee lines themselves are left out of the recent list: issue 29; these lines are fundings, without a fee).
    const newest = await t.api.get(`/api${WALLET_PATHS.transactions}?page=1&limit=5`, {
      token: session.token,
      schema: transactionListResponse,
    });
    expect(dashboard.data.recentTransactions.map(({ fee, ...line }) => line)).toEqual(newest.data.docs);
    expect(dashboard.data.recentTransactions.map((line) => line.fee)).toEqual([null, null, null]);
    const balance = await t.api.get(`/api${DASHBOARD_PATHS.walletBalance}`, {
      token: session.token,
      schema: walletBalanceResponse,
    });
    expect(balance.data.balance).toBe(875_000);
  });
});
