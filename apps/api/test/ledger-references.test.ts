// Transfers and wallet history lines point at ledger accounts and journal entries through triggers, not foreign keys
// (migration 0037, decision 0015): a row naming a wallet or an entry that is not its business's is refused, and a
// referenced account or entry can never be deleted or re-keyed.
import { ledgerAccounts } from '@paydesk/db';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSystemAccounts, postEntry } from '../src/modules/ledger/posting.ts';
import { createBusiness, type TestMember } from './helpers/fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let owner: TestMember;
let other: TestMember;
let wallet: string;
let otherWallet: string;
let entryId: string;
let otherEntryId: string;

async function fundedWallet(companyId: string) {
  const db = t.server.database.db;
  const [row] = await db
    .insert(ledgerAccounts)
    .values({ companyId, kind: 'wallet', name: 'Main wallet', purpose: 'main' })
    .returning();
  const system = await ensureSystemAccounts(db, companyId);
  const entry = await db.transaction((tx) =>
    postEntry(tx, {
      companyId,
      kind: 'funding',
      description: 'Card funding',
      postings: [
        { accountId: system.funding_clearing!, amount: -10_000 },
        { accountId: row!.id, amount: 10_000 },
      ],
    }),
  );
  return { walletId: row!.id, entryId: entry };
}

const transfer = (companyId: string, walletId: string, entry: string, reference: string) => sql`
  insert into transfers (company_id, reference, source_wallet_id, channel, bank_code, account_number, account_name,
    amount, narration, entry_id)
  values (${companyId}, ${reference}, ${walletId}, 'bank', '058', '0123456789', 'Ada Obi', 500, 'Salary', ${entry})`;

const historyLines = (
  lines: { companyId: string; walletId: string; entryId: string | null; reference: string }[],
) =>
  sql`insert into wallet_transactions (company_id, wallet_id, entry_id, type, direction, amount, status, reference,
        narration)
      values ${sql.join(
        lines.map(
          (l) =>
            sql`(${l.companyId}, ${l.walletId}, ${l.entryId}, 'transfer_out', 'debit', 500, 'pending', ${l.reference}, 'Salary')`,
        ),
        sql`, `,
      )}`;

const refused = (message: RegExp) =>
  expect.objectContaining({
    cause: expect.objectContaining({ code: '23503', message: expect.stringMatching(message) }),
  });

beforeAll(async () => {
  t = await startTestApp();
  owner = await createBusiness(t, { name: 'Aba Garments' });
  other = await createBusiness(t, { name: 'Jos Tin Works' });
  ({ walletId: wallet, entryId } = await fundedWallet(owner.companyId));
  ({ walletId: otherWallet, entryId: otherEntryId } = await fundedWallet(other.companyId));
});
afterAll(() => t.close());

describe('ledger references of transfers and history lines', () => {
  it("accepts a transfer and history lines naming the business's own wallet and entry", async () => {
    const db = t.server.database.db;
    await db.execute(transfer(owner.companyId, wallet, entryId, 'TRF-REF-OK'));
    await db.execute(
      historyLines([
        { companyId: owner.companyId, walletId: wallet, entryId, reference: 'TRF-REF-OK' },
        { companyId: owner.companyId, walletId: wallet, entryId: null, reference: 'TRF-REF-NOENTRY' },
      ]),
    );
  });

  it("refuses a transfer that names another business's wallet, and changes nothing", async () => {
    const db = t.server.database.db;
    await expect(db.execute(transfer(owner.companyId, otherWallet, entryId, 'TRF-REF-X1'))).rejects.toEqual(
      refused(/not a ledger account of that business/),
    );
    const found = await db.execute(sql`select 1 from transfers where reference = 'TRF-REF-X1'`);
    expect(found.rows).toHaveLength(0);
  });

  it("refuses a whole set of history lines when one names another business's entry or wallet", async () => {
    const db = t.server.database.db;
    const good = { companyId: owner.companyId, walletId: wallet, entryId };
    await expect(
      db.execute(
        historyLines([
          { ...good, reference: 'SET-1' },
          { ...good, entryId: otherEntryId, reference: 'SET-2' },
          { ...good, reference: 'SET-3' },
        ]),
      ),
    ).rejects.toEqual(refused(/not a journal entry of that business/));
    await expect(
      db.execute(historyLines([{ ...good, walletId: otherWallet, reference: 'SET-4' }])),
    ).rejects.toEqual(refused(/not a ledger account of that business/));
    const found = await db.execute(sql`select 1 from wallet_transactions where reference like 'SET-%'`);
    expect(found.rows).toHaveLength(0);
  });

  it('refuses re-pointing a transfer or a history line at a wallet of another business', async () => {
    const db = t.server.database.db;
    await expect(
      db.execute(sql`update transfers set source_wallet_id = ${otherWallet} where reference = 'TRF-REF-OK'`),
    ).rejects.toEqual(refused(/not a ledger account/));
    await expect(
      db.execute(
        sql`update wallet_transactions set entry_id = ${otherEntryId} where reference = 'TRF-REF-OK'`,
      ),
    ).rejects.toEqual(refused(/not a journal entry/));
  });

  it('never deletes or re-keys a ledger account or a journal entry', async () => {
    const db = t.server.database.db;
    const permanent = expect.objectContaining({
      cause: expect.objectContaining({ message: expect.stringMatching(/never deleted or re-keyed/) }),
    });
    await expect(db.execute(sql`delete from ledger_accounts where id = ${wallet}`)).rejects.toEqual(
      permanent,
    );
    await expect(
      db.execute(sql`update ledger_accounts set id = gen_random_uuid() where id = ${wallet}`),
    ).rejects.toEqual(permanent);
    await expect(db.execute(sql`delete from journal_entries where id = ${entryId}`)).rejects.toEqual(
      permanent,
    );
    await expect(
      db.execute(sql`update journal_entries set company_id = ${other.companyId} where id = ${entryId}`),
    ).rejects.toEqual(permanent);
    await expect(db.execute(sql`truncate ledger_accounts cascade`)).rejects.toThrow();
    // Updates that keep the keys (a balance, a status) still go through.
    await db.execute(sql`update ledger_accounts set name = 'Main wallet (renamed)' where id = ${wallet}`);
  });

  it("checks a statement's entries by key even when the entries' statistics are stale", async () => {
    // Twenty thousand entries written in the transaction that then writes their history lines, analyzed meanwhile
    // from another session (as autovacuum does), which counts their pages but cannot see their rows: the check was
    // planned as every line against every entry (a million-line seed ran for over ten minutes in one insert).
    // Migration 0040 takes materialize off for the checks: one probe per distinct entry.
    const client = new pg.Client({ connectionString: t.database.url });
    await client.connect();
    const plans: string[] = [];
    client.on('notice', (notice) => plans.push(notice.message ?? ''));
    try {
      await client.query('begin');
      await client.query("load 'auto_explain'");
      await client.query('set local auto_explain.log_min_duration = 0');
      await client.query('set local auto_explain.log_nested_statements = on');
      await client.query("set local auto_explain.log_level = 'notice'");
      await client.query(
        `create temp table stale_seed on commit drop as
         select g, gen_random_uuid() as entry_id from generate_series(1, 20000) g`,
      );
      await client.query(
        `insert into journal_entries (company_id, id, kind, description, reference)
         select $1::uuid, entry_id, 'funding', 'seed', 'STALE-' || g from stale_seed`,
        [owner.companyId],
      );
      await t.server.database.pool.query('analyze journal_entries');
      await client.query(
        `insert into wallet_transactions (company_id, wallet_id, entry_id, type, direction, amount, status,
           reference, narration)
         select $1::uuid, $2::uuid, entry_id, 'funding', 'credit', 100, 'successful', 'STALE-' || g, 'Seed'
         from stale_seed`,
        [owner.companyId, wallet],
      );
    } finally {
      await client.query('rollback');
      await client.end();
    }
    const entryCheck = plans.find((p) => p.includes('FROM journal_entries e'));
    expect(entryCheck).toBeDefined();
    expect(entryCheck).not.toContain('Materialize');
    expect(entryCheck).toMatch(/Index Only Scan|Index Scan|Hash Anti Join|Hash Right Anti Join/);
  });
});
