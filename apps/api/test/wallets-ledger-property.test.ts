// Property tests on the ledger (fast-check, real PostgreSQL): random sequences of fundings, moves, payouts,
// splits (packages/money allocate), freezes and reversals keep every invariant — each entry sums to zero, each
// cached balance equals its postings, no wallet below zero — and agree with a simple model of the balances.

import { ledgerAccounts } from '@paydesk/db';
import { allocate } from '@paydesk/money';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ensureSystemAccounts,
  postEntry,
  reconcileLedger,
  reverseEntry,
} from '../src/modules/ledger/posting.ts';
import { unbalancedEntryCount } from '../src/modules/ledger/reconciliation.ts';
import { createBusiness } from './helpers/fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const db = () => t.server.database.db;

beforeAll(async () => {
  t = await startTestApp({ encryption: false });
});
afterAll(() => t.close());

type Command =
  | { op: 'fund'; wallet: number; amount: number }
  | { op: 'move'; from: number; to: number; amount: number }
  | { op: 'payout'; wallet: number; amount: number }
  | { op: 'split'; wallet: number; amount: number; weights: number[] }
  | { op: 'freeze'; wallet: number; frozen: boolean }
  | { op: 'reverse'; pick: number };

const WALLETS = 4;
const wallet = fc.integer({ min: 0, max: WALLETS - 1 });
const amount = fc.integer({ min: 1, max: 5_000_000 });
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ op: fc.constant('fund' as const), wallet, amount }) },
  { weight: 4, arbitrary: fc.record({ op: fc.constant('move' as const), from: wallet, to: wallet, amount }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('payout' as const), wallet, amount }) },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('split' as const),
      wallet,
      amount,
      weights: fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 2, maxLength: WALLETS }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('freeze' as const), wallet, frozen: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('reverse' as const), pick: fc.nat() }) },
);

interface Posted {
  id: string;
  postings: { accountId: string; amount: number }[];
  reversed: boolean;
}

describe('ledger properties', () => {
  it('random postings and reversals keep every invariant and match the model', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 30 }), async (commands) => {
        const business = await createBusiness(t, { name: 'Property Ltd' });
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
        // The model: balances by account id, and which wallets are frozen.
        const model = new Map<string, number>();
        const frozen = new Set<string>();
        const entries: Posted[] = [];
        const bal = (id: string) => model.get(id) ?? 0;
        const affordable = (ps: { accountId: string; amount: number }[]) => {
          const net = new Map<string, number>();
          for (const p of ps) net.set(p.accountId, (net.get(p.accountId) ?? 0) + p.amount);
          return [...net].every(
            ([id, a]) => !wallets.includes(id) || a >= 0 || (!frozen.has(id) && bal(id) + a >= 0),
          );
        };
        const post = async (ps: { accountId: string; amount: number }[]) => {
          const expectOk = affordable(ps);
          try {
            const id = await db().transaction((tx) =>
              postEntry(tx, { companyId, kind: 'test', description: 'property', postings: ps }),
            );
            expect(expectOk).toBe(true);
            for (const p of ps) model.set(p.accountId, bal(p.accountId) + p.amount);
            entries.push({ id, postings: ps, reversed: false });
          } catch (error) {
            expect(expectOk).toBe(false);
            expect(['INSUFFICIENT_FUNDS', 'WALLET_UNAVAILABLE']).toContain((error as { code?: string }).code);
          }
        };
        for (const c of commands) {
          if (c.op === 'fund') {
            await post([
              { accountId: system.funding_clearing!, amount: -c.amount },
              { accountId: wallets[c.wallet]!, amount: c.amount },
            ]);
          } else if (c.op === 'move') {
            if (c.from === c.to) continue;
            await post([
              { accountId: wallets[c.from]!, amount: -c.amount },
              { accountId: wallets[c.to]!, amount: c.amount },
            ]);
          } else if (c.op === 'payout') {
            await post([
              { accountId: wallets[c.wallet]!, amount: -c.amount },
              { accountId: system.transfers_out_clearing!, amount: c.amount },
            ]);
          } else if (c.op === 'split') {
            // One debit paid out to several wallets in proportion: the parts add up to the debit exactly.
            const parts = allocate(c.amount, c.weights);
            expect(parts.reduce((a, b) => a + b, 0)).toBe(c.amount);
            const credits = parts
              .map((p, i) => ({ accountId: wallets[(c.wallet + 1 + i) % WALLETS]!, amount: p }))
              .filter((p) => p.amount !== 0);
            await post([{ accountId: wallets[c.wallet]!, amount: -c.amount }, ...credits]);
          } else if (c.op === 'freeze') {
            const id = wallets[c.wallet]!;
            await db()
              .update(ledgerAccounts)
              .set({ status: c.frozen ? 'frozen' : 'active' })
              .where(and(eq(ledgerAccounts.companyId, companyId), eq(ledgerAccounts.id, id)));
            if (c.frozen) frozen.add(id);
            else frozen.delete(id);
          } else if (c.op === 'reverse' && entries.length > 0) {
            const target = entries[c.pick % entries.length]!;
            const mirror = target.postings.map((p) => ({ accountId: p.accountId, amount: -p.amount }));
            const expectOk = !target.reversed && affordable(mirror);
            try {
              const id = await db().transaction((tx) => reverseEntry(tx, companyId, target.id, 'reversal'));
              expect(expectOk).toBe(true);
              target.reversed = true;
              for (const p of mirror) model.set(p.accountId, bal(p.accountId) + p.amount);
              entries.push({ id, postings: mirror, reversed: false });
            } catch {
              expect(expectOk).toBe(false);
            }
          }
        }
        // Invariants, from the database.
        expect(await reconcileLedger(db(), [companyId])).toEqual([]);
        const rows = await db()
          .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
          .from(ledgerAccounts)
          .where(eq(ledgerAccounts.companyId, companyId));
        // A pooled system account (decision 0023) is one account of the model: its sub-accounts sum to it.
        const pools = new Map<string, number>();
        for (const row of rows) {
          if (row.kind === 'wallet') {
            expect(row.balance).toBe(bal(row.id));
            expect(row.balance).toBeGreaterThanOrEqual(0);
          } else pools.set(row.kind, (pools.get(row.kind) ?? 0) + row.balance);
        }
        for (const [kind, balance] of pools) expect(balance).toBe(bal(system[kind as keyof typeof system]));
        const total = await db().execute(
          sql`select coalesce(sum(amount), 0)::bigint as total from postings where company_id = ${companyId}`,
        );
        expect(Number((total.rows[0] as { total: number }).total)).toBe(0);
        expect(await unbalancedEntryCount(db())).toBe(0);
      }),
      { numRuns: 25 },
    );
  });
});
