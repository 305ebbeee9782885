import { randomUUID } from 'node:crypto';
import { idempotencyKeys, journalEntries, ledgerAccounts } from '@paydesk/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { once, readIdempotencyKey, requestFingerprint } from '../src/lib/idempotency.ts';
import {
  ensureSystemAccounts,
  move,
  reconcileLedger,
  type SystemAccounts,
  walletCredit,
  walletDebit,
} from '../src/modules/ledger/index.ts';
import { createBusiness, type TestMember } from './helpers/fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let owner: TestMember;
let system: SystemAccounts;
let wallet: string;

const db = () => t.server.database.db;

/** Money in, with its history line. */
const fund = (amount: number) =>
  db().transaction((tx) =>
    move(tx, {
      companyId: owner.companyId,
      kind: 'funding',
      reference: `FND-${randomUUID()}`,
      description: 'Funding',
      legs: [
        { account: system.funding_clearing, amount: -amount },
        walletCredit(wallet, amount, { type: 'funding', narration: 'Funding' }),
      ],
    }),
  );

/** A debit as a money route would run it: under its Idempotency-Key, inside one transaction. */
function debit(key: string, amount: number, options: { crashAfterPosting?: boolean } = {}) {
  const body = { walletId: wallet, amount };
  return once(
    db(),
    { companyId: owner.companyId, key, fingerprint: requestFingerprint('POST', '/test/debit', body) },
    async (tx) => {
      const { entryId } = await move(tx, {
        companyId: owner.companyId,
        kind: 'transfer',
        reference: key,
        description: 'Transfer out',
        legs: [
          walletDebit(wallet, amount, { type: 'transfer_out', narration: 'Transfer out' }),
          { account: system.transfers_out_clearing, amount },
        ],
      });
      if (options.crashAfterPosting) throw new Error('process died mid-request');
      return { status: 201, body: { entryId } };
    },
  );
}

beforeAll(async () => {
  t = await startTestApp();
  owner = await createBusiness(t, { name: 'Idempotent Ventures' });
  system = await ensureSystemAccounts(db(), owner.companyId);
  const [row] = await db()
    .insert(ledgerAccounts)
    .values({ companyId: owner.companyId, kind: 'wallet', name: 'Main wallet', purpose: 'main' })
    .returning();
  wallet = row!.id;
  await fund(50_000);
});
afterAll(() => t.close());

describe('idempotency keys on money-moving requests', () => {
  it('requires a well-formed Idempotency-Key', () => {
    expect(() => readIdempotencyKey(undefined)).toThrow(
      'The Idempotency-Key header is required for this request',
    );
    expect(() => readIdempotencyKey('short')).toThrow(/8 to 128/);
    expect(readIdempotencyKey('pay-2026-11-21-0001')).toBe('pay-2026-11-21-0001');
  });

  it('many concurrent debits on one wallet, each sent twice with the same key: one posting per key, money conserved', async () => {
    const keys = Array.from({ length: 30 }, (_, i) => `concurrent-debit-${i}`);
    const results = await Promise.allSettled(keys.flatMap((key) => [debit(key, 2_000), debit(key, 2_000)]));
    const fulfilled = results
      .filter((r) => r.status === 'fulfilled')
      .map((r) => (r as PromiseFulfilledResult<Awaited<ReturnType<typeof debit>>>).value);
    // 50,000 affords 25 debits of 2,000; each of the other 5 keys is refused once (422) and the refusal is
    // pinned to the key, so its duplicate replays the same 422.
    const byKey = new Map<string, string[]>();
    for (const r of fulfilled.filter((r) => r.status === 201))
      byKey.set(r.body.entryId, [...(byKey.get(r.body.entryId) ?? []), r.replayed ? 'replay' : 'first']);
    expect(byKey.size).toBe(25);
    for (const outcomes of byKey.values()) expect(outcomes.sort()).toEqual(['first', 'replay']);
    const refusedReplays = fulfilled.filter((r) => r.status !== 201);
    expect(refusedReplays).toHaveLength(5);
    for (const r of refusedReplays) {
      expect(r).toMatchObject({ status: 422, replayed: true, body: { code: 'INSUFFICIENT_FUNDS' } });
    }
    const rejected = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(rejected.map((r) => r.reason.statusCode)).toEqual([422, 422, 422, 422, 422]);
    const [entries] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(journalEntries)
      .where(and(eq(journalEntries.companyId, owner.companyId), eq(journalEntries.kind, 'transfer')));
    expect(entries!.n).toBe(25);
    const [account] = await db()
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, wallet));
    expect(account!.balance).toBe(0);
    expect(await reconcileLedger(db(), [owner.companyId])).toEqual([]);
  });

  it('the same key with a different request is a 409 and changes nothing', async () => {
    await fund(1_000);
    const first = await debit('changed-body-key', 500);
    await expect(debit('changed-body-key', 600)).rejects.toMatchObject({
      statusCode: 409,
      message: 'This Idempotency-Key was already used for a different request',
    });
    const replay = await debit('changed-body-key', 500);
    expect(replay).toEqual({ ...first, replayed: true });
  });

  it('a crash mid-request stores neither the money movement nor the key; retrying every key posts each exactly once', async () => {
    const keys = Array.from({ length: 5 }, (_, i) => `crash-retry-${i}`);
    const before = (
      await db()
        .select({ b: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.id, wallet))
    )[0]!.b;
    await Promise.allSettled(keys.map((key) => debit(key, 100, { crashAfterPosting: true })));
    const afterCrash = (
      await db()
        .select({ b: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.id, wallet))
    )[0]!.b;
    expect(afterCrash).toBe(before);
    const stored = await db()
      .select()
      .from(idempotencyKeys)
      .where(sql`${idempotencyKeys.key} like 'crash-retry-%'`);
    expect(stored).toHaveLength(0);
    await Promise.all(keys.flatMap((key) => [debit(key, 100), debit(key, 100)]));
    const afterRetry = (
      await db()
        .select({ b: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.id, wallet))
    )[0]!.b;
    expect(afterRetry).toBe(before - 500);
    expect(await reconcileLedger(db(), [owner.companyId])).toEqual([]);
  });

  it("a refusal is the key's final answer: after the wallet is funded the same key replays the refusal and posts nothing", async () => {
    const balance = async () =>
      (
        await db()
          .select({ b: ledgerAccounts.balance })
          .from(ledgerAccounts)
          .where(eq(ledgerAccounts.id, wallet))
      )[0]!.b;
    const before = await balance();
    const amount = before + 1_000;
    const refusal = await debit('refused-then-funded', amount).then(
      () => null,
      (error) => error,
    );
    expect(refusal).toMatchObject({ statusCode: 422 });
    const [stored] = await db()
      .select()
      .from(idempotencyKeys)
      .where(
        and(eq(idempotencyKeys.companyId, owner.companyId), eq(idempotencyKeys.key, 'refused-then-funded')),
      );
    expect(stored).toMatchObject({
      responseStatus: 422,
      responseBody: { error: true, code: refusal.code, message: refusal.message },
    });
    await fund(amount);
    const replay = await debit('refused-then-funded', amount);
    expect(replay).toEqual({
      status: 422,
      body: { error: true, code: refusal.code, message: refusal.message },
      replayed: true,
    });
    expect(await balance()).toBe(before + amount);
    expect(await reconcileLedger(db(), [owner.companyId])).toEqual([]);
  });
});
