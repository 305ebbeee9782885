// The demo business of `npm start` gets a main wallet funded through the ledger (entries, not a raw balance).
import { journalEntries, ledgerAccounts, transfers, users, walletTransactions } from '@paydesk/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lagosDay } from '../src/lib/lagos-time.ts';
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
    expect(wallets.find((w) => w.name === 'Operations')!.balance).toBe(400_000_00);
    const entries = await db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.companyId, main.companyId));
    // Today's funding and move to Operations after months of payments in, real supplier transfers out and bills,
    // some reversed, a payroll year and on-demand pay with its recoveries (issues 17 and 29: a living demo).
    expect([...new Set(entries.map((e) => e.kind))].sort()).toEqual([
      'bank_transfer_in',
      'bill_payment',
      'bill_payment.reversal',
      'bill_payment.settlement',
      'funding',
      'move',
      'on_demand.recovery',
      'on_demand.withdrawal',
      'transfer_out',
      'transfer_out.reversal',
      'transfer_out.settlement',
    ]);
    const lines = await db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.companyId, main.companyId)));
    // Each entry carries the date of its history lines, so balances at a past date agree with the history.
    const entryDates = new Map(entries.map((e) => [e.id, e.createdAt.getTime()]));
    for (const line of lines) expect(entryDates.get(line.entryId!)).toBe(line.createdAt.getTime());
    expect(await reconcileLedger(db, [main.companyId])).toEqual([]);
  }, 240_000);

  it('holds a year of past months that differ: several receipts, other outgoings, payroll, a balance that follows the calendar', async () => {
    const db = t.server.database.db;
    await seedDemoBusiness(db, t.config);
    const [main] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.purpose, 'main'));
    const lines = await db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.walletId, main!.id))
      .orderBy(asc(walletTransactions.createdAt), asc(walletTransactions.seq));
    // In date order, each line's balance-after is the one before it moved by its amount, from nothing to today's.
    let balance = 0;
    for (const line of lines) {
      balance += line.direction === 'credit' ? line.amount : -line.amount;
      expect(line.balanceAfter, `${line.createdAt.toISOString()} ${line.narration}`).toBe(balance);
      expect(balance).toBeGreaterThanOrEqual(0);
    }
    expect(balance).toBe(main!.balance);
    const [postings] = await db
      .execute<{ sum: string }>(
        sql`select coalesce(sum(amount), 0) as sum from postings where account_id = ${main!.id}`,
      )
      .then((r) => r.rows);
    expect(Number(postings!.sum)).toBe(main!.balance);

    // Month by month: money in and out differ, in several receipts and payments; the month-end balance moves.
    // Today's lines (the demo's activity) aside: the history is dated before today.
    const ofToday = (at: Date) => lagosDay(at) === lagosDay();
    const months = new Map<
      string,
      { in: number; out: number; receipts: number; payments: number; end: number }
    >();
    for (const line of lines) {
      const month = line.createdAt.toISOString().slice(0, 7);
      if (ofToday(line.createdAt)) continue;
      const m = months.get(month) ?? { in: 0, out: 0, receipts: 0, payments: 0, end: 0 };
      if (line.direction === 'credit') m.in += line.amount;
      else m.out += line.amount;
      if (line.type === 'bank_transfer_in') m.receipts += 1;
      if (line.type === 'transfer_out') m.payments += 1;
      m.end = line.balanceAfter!;
      months.set(month, m);
    }
    // Twelve months: payroll's year (its oldest month holds only its takings in and its salaries out), and the
    // eleven months of trading after it.
    expect(months.size).toBe(12);
    const oldest = [...months.keys()].sort()[0]!;
    const each = [...months.entries()].filter(([month]) => month !== oldest).map(([, m]) => m);
    expect(each.filter((m) => m.in !== m.out).length).toBeGreaterThanOrEqual(10);
    expect(each.every((m) => m.receipts >= 3 && m.payments >= 3)).toBe(true);
    expect(new Set(each.map((m) => m.out)).size).toBe(11);
    expect(new Set(each.map((m) => m.end)).size).toBeGreaterThanOrEqual(10);
    expect(each.some((m) => m.out > m.in)).toBe(true);

    // The supplier payments are transfers to saved beneficiaries, dated when they were sent: settled with a
    // session id, or failed at the bank and reversed (its money back on the wallet, dated after it was sent).
    const sent = await db.select().from(transfers).where(eq(transfers.companyId, main!.companyId));
    const past = sent.filter((x) => !ofToday(x.createdAt) && x.batchId === null && x.owner === null);
    expect(new Set(past.map((x) => x.createdAt.toISOString().slice(0, 7))).size).toBe(11);
    expect(past.every((x) => x.beneficiaryId !== null)).toBe(true);
    expect(past.filter((x) => x.status === 'settled').every((x) => /^\d{30}$/.test(x.sessionId ?? ''))).toBe(
      true,
    );
    const reversed = past.filter((x) => x.status === 'reversed');
    expect(reversed.length).toBeGreaterThanOrEqual(1);
    for (const x of reversed) {
      const back = lines.find((l) => l.reference === x.reference && l.type === 'reversal')!;
      expect(back.amount).toBe(x.amount + x.fee);
      expect(back.createdAt.getTime()).toBeGreaterThan(x.createdAt.getTime());
      expect(back.createdAt.toISOString().slice(0, 7)).toBe(x.createdAt.toISOString().slice(0, 7));
    }
    expect(past.every((x) => x.status === 'settled' || x.status === 'reversed')).toBe(true);

    // Payroll's salaries in every month of its year, and the staff's on-demand withdrawals in each of the eleven
    // months before the current pay month, on the wallet's history at their dates (so in the walk above).
    const monthOfSent = (x: { createdAt: Date }) => x.createdAt.toISOString().slice(0, 7);
    const salaries = sent.filter((x) => x.owner === 'payroll.salary');
    expect(new Set(salaries.map(monthOfSent)).size).toBe(12);
    const withdrawals = sent.filter((x) => x.owner === 'on-demand.withdrawal' && !ofToday(x.createdAt));
    expect(new Set(withdrawals.map(monthOfSent)).size).toBe(11);
    for (const x of [...salaries, ...withdrawals]) {
      const line = lines.find((l) => l.reference === x.reference && l.direction === 'debit');
      if (!line) continue; // an advanced withdrawal: Paydesk paid it, not the wallet
      expect(line.createdAt.getTime(), x.reference).toBe(x.createdAt.getTime());
    }
    expect(lines.filter((l) => salaries.some((x) => x.reference === l.reference)).length).toBe(
      salaries.length,
    );
    expect(await reconcileLedger(db, [main!.companyId])).toEqual([]);
  }, 240_000);
});
