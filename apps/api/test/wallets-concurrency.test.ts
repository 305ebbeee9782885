// Concurrency through the real HTTP routes, against PostgreSQL with a pool of 10: many moves at once on one hot
// wallet and across several, each sent twice with the same Idempotency-Key. Money is conserved, no balance goes
// negative, every entry sums to zero, every balance equals its postings, and each key posts once.
import { moveMoneyResponse, WALLET_PATHS, walletListResponse, walletResponse } from '@paydesk/contracts';
import { journalEntries, walletTransactions } from '@paydesk/db';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileLedger } from '../src/modules/ledger/posting.ts';
import { unbalancedEntryCount } from '../src/modules/ledger/reconciliation.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { api, newKey, PIN, type WalletOwner, walletOwner } from './helpers/wallet-fixtures.ts';

let t: TestApp;
let owner: WalletOwner;
let wallets: string[];
const START = 100_000_00;

beforeAll(async () => {
  // 160 requests queue on one hot wallet's row through a pool of 10: on a slow machine the last wait longer than the
  // default 10 s for a connection and would answer 503 (issue 26). This test is about postings under races, not
  // about shedding load, so its requests wait as long as the queue takes.
  t = await startTestApp({ encryption: false, env: { DATABASE_CONNECT_TIMEOUT_MS: '120000' } });
  expect(t.server.database.pool.options.max).toBeGreaterThanOrEqual(10);
  owner = await walletOwner(t, { name: 'Concurrent Ltd', balance: START });
  wallets = [owner.mainWalletId];
  for (const name of ['Alpha', 'Beta', 'Gamma']) {
    const res = await t.api.post(
      api(WALLET_PATHS.createAdditional),
      { name, purpose: 'expense' },
      { schema: walletResponse, token: owner.token },
    );
    wallets.push(res.data._id);
  }
});
afterAll(() => t.close());

const move = (body: Record<string, unknown>, key: string) =>
  t.api.patch(api(WALLET_PATHS.move), body, {
    schema: moveMoneyResponse,
    token: owner.token,
    headers: { 'idempotency-key': key },
  });

async function balances(): Promise<Map<string, number>> {
  const res = await t.api.get(api(WALLET_PATHS.accounts), { schema: walletListResponse, token: owner.token });
  return new Map(res.data.accounts.map((a) => [a._id, a.balance]));
}

async function assertInvariants(keys: string[], succeeded: Set<string>) {
  const after = await balances();
  expect([...after.values()].reduce((a, b) => a + b, 0)).toBe(START);
  for (const b of after.values()) expect(b).toBeGreaterThanOrEqual(0);
  expect(await reconcileLedger(t.server.database.db, [owner.companyId])).toEqual([]);
  expect(await unbalancedEntryCount(t.server.database.db)).toBe(0);
  const perKey = await t.server.database.db
    .select({
      key: sql<string>`${walletTransactions.metadata}->>'idempotencyKey'`,
      n: sql<number>`count(*)::int`,
    })
    .from(walletTransactions)
    .where(and(eq(walletTransactions.companyId, owner.companyId), eq(walletTransactions.type, 'move_out')))
    .groupBy(sql`1`);
  const counted = new Map(perKey.map((r) => [r.key, r.n]));
  for (const key of keys) expect(counted.get(key) ?? 0).toBe(succeeded.has(key) ? 1 : 0);
  const [moves] = await t.server.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(journalEntries)
    .where(and(eq(journalEntries.companyId, owner.companyId), eq(journalEntries.kind, 'move')));
  expect(moves!.n).toBe([...counted.values()].reduce((a, b) => a + b, 0));
}

describe('concurrent moves through the HTTP routes', { timeout: 180_000 }, () => {
  it('80 debits of one hot wallet, each sent twice at once: affordable ones post once, the rest are refused', async () => {
    const keys = Array.from({ length: 80 }, () => newKey());
    // 80 × ₦2,000 = ₦160,000 asked of a ₦100,000 wallet.
    const sends = keys.flatMap((key, i) => {
      const body = {
        sourceWalletId: wallets[0],
        destinationWalletId: wallets[1 + (i % 3)],
        amount: 2_000_00,
        pin: PIN,
      };
      return [move(body, key), move(body, key)];
    });
    const results = await Promise.all(sends);
    const succeeded = new Set<string>();
    results.forEach((r, i) => {
      expect([200, 422]).toContain(r.status);
      if (r.status === 200) succeeded.add(keys[Math.floor(i / 2)]!);
      else expect(r.error.code).toBe('INSUFFICIENT_FUNDS');
    });
    // Both copies of a key that posted answer the same body.
    for (let i = 0; i < results.length; i += 2) {
      if (results[i]!.status === 200 && results[i + 1]!.status === 200) {
        expect(results[i]!.body).toEqual(results[i + 1]!.body);
      }
    }
    expect(succeeded.size).toBe(50);
    expect((await balances()).get(wallets[0]!)).toBe(0);
    await assertInvariants(keys, succeeded);
  });

  it('random moves among four wallets, each twice at once, keep every invariant', async () => {
    const plan = fc.sample(
      fc.record({
        from: fc.integer({ min: 0, max: 3 }),
        to: fc.integer({ min: 0, max: 3 }),
        amount: fc.integer({ min: 1, max: 20_000_00 }),
      }),
      { numRuns: 60, seed: 20_260_321 },
    );
    const keys: string[] = [];
    const sends: ReturnType<typeof move>[] = [];
    for (const step of plan) {
      if (step.from === step.to) continue;
      const key = newKey();
      keys.push(key);
      const body = {
        sourceWalletId: wallets[step.from],
        destinationWalletId: wallets[step.to],
        amount: step.amount,
        pin: PIN,
      };
      sends.push(move(body, key), move(body, key));
    }
    const results = await Promise.all(sends);
    const succeeded = new Set<string>();
    results.forEach((r, i) => {
      expect([200, 422]).toContain(r.status);
      if (r.status === 200) succeeded.add(keys[Math.floor(i / 2)]!);
    });
    expect(succeeded.size).toBeGreaterThan(0);
    await assertInvariants(keys, succeeded);
  });
});
