// Many balanced entries in one go (a bulk transfer's chunk): each entry balances and keeps its own postings, while
// the cached balances move once per account with the same guards as postEntry. All or nothing: when a guard refuses
// (a wallet short of money, frozen or closed), nothing is written and the caller may post entry by entry instead.
import { ledgerAccounts, type Tx } from '@paydesk/db';
import { and, eq, sql } from 'drizzle-orm';
import { newIds } from '../../lib/ids.ts';
import { type EntryInput, postEntryDetailed, refuseFutureDate } from './posting.ts';
import { spreadOverPools } from './system-accounts.ts';

const ROWS_PER_INSERT = 2_000;

/**
 * Posts every entry (all of one business) or none; answers their ids in order. `systemOnly`: the entries move system
 * accounts only (a wallet posting needs its history lines, which only `move` writes), refused otherwise.
 * `postedAt`: when the whole batch took effect, for history brought in from before (the demo business's past
 * months, as postEntry's own); now by default, never later than now. Entries do not carry their own date.
 */
export async function postEntries(
  tx: Tx,
  companyId: string,
  given: EntryInput[],
  options: { systemOnly?: boolean; postedAt?: Date } = {},
): Promise<string[]> {
  if (given.length === 0) return [];
  const { postedAt } = options;
  refuseFutureDate(postedAt);
  if (given.length === 1 && !options.systemOnly)
    return [(await postEntryDetailed(tx, { ...given[0]!, ...(postedAt ? { postedAt } : {}) })).entryId];
  // An entry may come with its id (a row that points at it was written first). A pooled system account's head
  // becomes the sub-account each entry's reference picks (decision 0023).
  const made = newIds(given.length);
  const ids = given.map((entry, i) => entry.id ?? made[i]!);
  const entries = given.map((entry, i) => ({
    ...entry,
    postings: spreadOverPools(entry.postings, entry.reference ?? ids[i]!),
  }));
  const net = new Map<string, number>();
  for (const entry of entries) {
    if (entry.companyId !== companyId) throw new Error('a batch of entries belongs to one business');
    if (entry.postedAt) throw new Error('a batch of entries is dated as a whole');
    if (entry.postings.length < 2) throw new Error('a journal entry needs at least two postings');
    let sum = 0;
    for (const p of entry.postings) {
      if (!Number.isSafeInteger(p.amount) || p.amount === 0)
        throw new Error(`posting amount must be a non-zero whole kobo, got ${p.amount}`);
      sum += p.amount;
      net.set(p.accountId, (net.get(p.accountId) ?? 0) + p.amount);
    }
    if (sum !== 0) throw new Error(`journal entry does not balance: postings sum to ${sum}`);
  }
  // Guarded like postEntry, in account id order so concurrent posters lock rows in the same order; a refusal
  // throws through the caller's savepoint.
  for (const [accountId, amount] of [...net.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (amount === 0) continue;
    const [updated] = await tx
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} + ${amount}`, updatedAt: new Date() })
      .where(
        and(
          eq(ledgerAccounts.companyId, companyId),
          eq(ledgerAccounts.id, accountId),
          options.systemOnly ? sql`${ledgerAccounts.kind} <> 'wallet'` : undefined,
          amount < 0
            ? sql`(${ledgerAccounts.kind} <> 'wallet' or (${ledgerAccounts.status} = 'active' and ${ledgerAccounts.balance} + ${amount} >= 0))`
            : sql`${ledgerAccounts.status} <> 'closed'`,
        ),
      )
      .returning({ id: ledgerAccounts.id });
    if (!updated && options.systemOnly)
      throw new Error(
        `a batch of system entries of ${companyId} moves account ${accountId}, a wallet or none`,
      );
    if (!updated) throw new BatchRefused(accountId);
  }
  const at = postedAt ? postedAt.toISOString() : null;
  // Set-based: one INSERT … SELECT FROM unnest(…) per group of rows, a parameter per column rather than per cell.
  for (let i = 0; i < entries.length; i += ROWS_PER_INSERT) {
    const slice = entries.slice(i, i + ROWS_PER_INSERT);
    await tx.execute(sql`
      insert into journal_entries (company_id, id, kind, description, reference, reverses_entry_id, created_at)
      select ${companyId}::uuid, v.id, v.kind, v.description, v.reference, v.reverses, coalesce(${at}::timestamptz, now())
      from unnest(${sql.param(ids.slice(i, i + slice.length))}::uuid[], ${sql.param(slice.map((e) => e.kind))}::text[],
                  ${sql.param(slice.map((e) => e.description))}::text[], ${sql.param(slice.map((e) => e.reference ?? null))}::text[],
                  ${sql.param(slice.map((e) => e.reversesEntryId ?? null))}::uuid[])
        as v(id, kind, description, reference, reverses)`);
  }
  // Whole entries per statement: the database checks each statement's postings balance per entry.
  for (let i = 0; i < entries.length; i += ROWS_PER_INSERT) {
    const slice = entries
      .slice(i, i + ROWS_PER_INSERT)
      .flatMap((entry, j) => entry.postings.map((p) => ({ entryId: ids[i + j]!, p })));
    await tx.execute(sql`
      insert into postings (company_id, id, entry_id, account_id, amount, created_at)
      select ${companyId}::uuid, v.id, v.entry_id, v.account_id, v.amount, coalesce(${at}::timestamptz, now())
      from unnest(${sql.param(newIds(slice.length))}::uuid[], ${sql.param(slice.map((r) => r.entryId))}::uuid[],
                  ${sql.param(slice.map((r) => r.p.accountId))}::uuid[], ${sql.param(slice.map((r) => r.p.amount))}::bigint[])
        as v(id, entry_id, account_id, amount)`);
  }
  return ids;
}

/** A batch a guard refused as a whole: post its entries one by one to learn which. */
export class BatchRefused extends Error {
  constructor(readonly accountId: string) {
    super(`a batch of entries was refused by account ${accountId}`);
  }
}
