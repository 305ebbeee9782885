// The demo business of `npm start` gets a main wallet funded through the ledger (entries, not a raw balance).
import { journalEntries, ledgerAccounts, users, walletTransactions } from '@paydesk/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileLedger } from '../src/modules/ledger/posting.ts';
import { isValidNuban } from '../src/modules/wallets/accounts/nuban.ts';
import { DEMO_LOGIN, seedDemoBusiness } from '../src/seed/demo.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ encryption: false });
});
afterAll(() => t.close());

describe('demo seed', () => {
  it('funds the demo business through the ledger once, however often it runs', async () => {
    const db = t.server.database.db;
    await seedDemoBusiness(db, t.config);
    const countsAfter = async () => ({
      entries: (await db.select().from(journalEntries)).length,
      lines: (await db.select().from(walletTransactions)).length,
    });
    const once = await countsAfter();
    await seedDemoBusiness(db, t.config);
    expect(await countsAfter()).toEqual(once);
    const [user] = await db.select().from(users).where(eq(users.email, DEMO_LOGIN.email));
    expect(user).toBeDefined();
    const wallets = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.kind, 'wallet'));
    const main = wallets.find((w) => w.purpose === 'main')!;
    expect(isValidNuban('999999', main.accountNumber!)).toBe(true);
    expect(main.balance).toBe(2_850_000_00);
    expect(wallets.find((w) => w.name === 'Operations')!.balance).toBe(400_000_00);
    const entries = await db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.companyId, main.companyId));
    // Opening funding, a move to Operations, and months of payments in and out (issue 17: a living demo).
    expect([...new Set(entries.map((e) => e.kind))].sort()).toEqual([
      'bank_transfer_in',
      'funding',
      'move',
      'transfer_out',
    ]);
    const lines = await db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.companyId, main.companyId)));
    // One line per wallet touched by each entry: the move touches two wallets.
    expect(lines).toHaveLength(entries.length + 1);
    // Each entry carries the date of its history lines, so balances at a past date agree with the history.
    const entryDates = new Map(entries.map((e) => [e.id, e.createdAt.getTime()]));
    for (const line of lines) expect(entryDates.get(line.entryId!)).toBe(line.createdAt.getTime());
    expect(await reconcileLedger(db, [main.companyId])).toEqual([]);
  });
});
