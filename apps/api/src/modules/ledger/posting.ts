// Posting to the double-entry ledger, reversing and reconciling. The only code that changes a balance: it inserts an entry and its
// postings and moves the cached balances in the same transaction, guarded so a wallet never goes below zero
// and a frozen or closed wallet is never debited.

import { type Executor, journalEntries, ledgerAccounts, postings, type Tx } from '@paydesk/db';
import type { Kobo } from '@paydesk/money';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { InsufficientFunds, NotFound, WalletUnavailable } from '../../lib/errors.ts';
import { newId, newIds } from '../../lib/ids.ts';

export interface PostingInput {
  accountId: string;
  amount: Kobo;
}

export interface EntryInput {
  companyId: string;
  kind: string;
  description: string;
  reference?: string | null;
  postings: PostingInput[];
  reversesEntryId?: string;
  /** The entry's id, when the caller names it before posting (a row that points at the entry is written first). */
  id?: string;
  /**
   * Move the system (non-wallet) accounts' cached balances at commit (migration 0032's deferred trigger) rather than
   * now: for hot paths that post one entry per transaction, so the business's shared system rows are locked only
   * while the commit runs. Wallets still move at once, guarded. Their balances are then absent from the answer.
   */
  deferSystemBalances?: boolean;
  /**
   * When the entry took effect, for history brought in from before (the demo business's past months), so balances
   * at a past date agree with the history lines; now by default. Never later than now.
   */
  postedAt?: Date;
  /**
   * The caller's own data-modifying statement (an INSERT of the row that names this entry), run in the posting's
   * statement and round trip. The ledger neither reads nor answers it; it commits or fails with the entry.
   */
  alongside?: SQL | SQL[];
}

export { ensureSystemAccounts, SYSTEM_ACCOUNTS, systemAccountsOf } from './system-accounts.ts';

import { spreadOverPools } from './system-accounts.ts';

/** A posting's date is now or before: history brought in from the past, never money moved ahead of time. */
export function refuseFutureDate(postedAt: Date | undefined) {
  if (postedAt && postedAt.getTime() > Date.now())
    throw new Error('a journal entry cannot be posted in the future');
}

function assertBalanced(input: EntryInput) {
  refuseFutureDate(input.postedAt);
  if (input.postings.length < 2) throw new Error('a journal entry needs at least two postings');
  let sum = 0;
  for (const p of input.postings) {
    if (!Number.isSafeInteger(p.amount) || p.amount === 0)
      throw new Error(`posting amount must be a non-zero whole kobo, got ${p.amount}`);
    sum += p.amount;
  }
  if (sum !== 0) throw new Error(`journal entry does not balance: postings sum to ${sum}`);
}

/** The caller's statements as CTEs in front of the posting's own. */
function alongside(statements: SQL | SQL[] | undefined): SQL {
  const list = statements === undefined ? [] : Array.isArray(statements) ? statements : [statements];
  return sql.join(
    list.map((statement, i) => sql`${sql.raw(`alongside${i}`)} as (${statement}), `),
    sql``,
  );
}

/** Posts a balanced entry. Must run inside the caller's transaction. Returns the entry id. */
export async function postEntry(tx: Tx, input: EntryInput): Promise<string> {
  return (await postEntryDetailed(tx, input)).entryId;
}

export interface PostedEntry {
  entryId: string;
  /** Each touched account's balance right after this entry, by account id. */
  balances: Map<string, number>;
  /** Each moved account's kind ('wallet' or a system kind), by account id. */
  kinds: Map<string, string>;
}

/**
 * postEntry, also answering the balances the entry left behind (for a history line's balance after).
 * One statement, one round trip: the entry and its postings are inserted and the cached balances moved, the accounts
 * locked in id order. The busy rows of a business (its clearing and system accounts, touched by every entry) stay
 * locked only from that statement to the commit (or only during the commit, with deferSystemBalances).
 */
export async function postEntryDetailed(tx: Tx, entry: EntryInput): Promise<PostedEntry> {
  assertBalanced(entry);
  const balances = new Map<string, number>();
  const entryId = entry.id ?? newId();
  // A pooled system account's head becomes the sub-account the entry's reference picks (decision 0023).
  const input = { ...entry, postings: spreadOverPools(entry.postings, entry.reference ?? entryId) };
  // Net each account once; accounts are locked in id order, so concurrent entries never wait on each other in a cycle.
  const net = new Map<string, number>();
  for (const p of input.postings) net.set(p.accountId, (net.get(p.accountId) ?? 0) + p.amount);
  const moves = [...net.entries()].filter(([, amount]) => amount !== 0).sort(([a], [b]) => (a < b ? -1 : 1));
  const ids = moves.map(([id]) => id);
  const amounts = moves.map(([, amount]) => amount);
  const deferred = input.deferSystemBalances === true;
  const postedAt = input.postedAt ? input.postedAt.toISOString() : null;
  // One row per moved account: its balance after the move, or null when not moved here (refused, or a system
  // account left to the commit's deferred trigger); its kind tells which.
  const { rows } = await tx.execute<{ id: string; balance: string | null; kind: string | null }>(sql`
    with ${alongside(input.alongside)}entry as (
      insert into ${journalEntries} (company_id, id, kind, description, reference, reverses_entry_id,
        deferred_balances, created_at)
      values (${input.companyId}, ${entryId}, ${input.kind}, ${input.description}, ${input.reference ?? null},
        ${input.reversesEntryId ?? null}, ${deferred}, coalesce(${postedAt}::timestamptz, now()))
      returning id
    ), posted as (
      insert into ${postings} (company_id, id, entry_id, account_id, amount, created_at)
      select ${input.companyId}, p.id, entry.id, p.account_id, p.amount, coalesce(${postedAt}::timestamptz, now())
      from entry, unnest(${sql.param(newIds(input.postings.length))}::uuid[],
        ${sql.param(input.postings.map((p) => p.accountId))}::uuid[],
        ${sql.param(input.postings.map((p) => p.amount))}::bigint[]) with ordinality as p(id, account_id, amount, n)
      order by p.n
    ), locked as materialized (
      select ${ledgerAccounts.id} as id from ${ledgerAccounts}
      where ${ledgerAccounts.companyId} = ${input.companyId} and ${ledgerAccounts.id} = any(${sql.param(ids)}::uuid[])
        and (not ${deferred}::boolean or ${ledgerAccounts.kind} = 'wallet')
      order by ${ledgerAccounts.id}
      for no key update
    ), move as (
      select * from unnest(${sql.param(ids)}::uuid[], ${sql.param(amounts)}::bigint[]) as m(id, amount)
    ), moved as (
      update ${ledgerAccounts} as a set balance = a.balance + move.amount, updated_at = now()
      from locked, move
      where a.company_id = ${input.companyId} and a.id = locked.id and move.id = locked.id
        and case when move.amount < 0
          -- The guard: debits of a wallet need the money and an active wallet.
          then a.kind <> 'wallet' or (a.status = 'active' and a.balance + move.amount >= 0)
          else a.status <> 'closed' end
      returning a.id, a.balance
    )
    select move.id, moved.balance, a.kind from move
    left join moved on moved.id = move.id
    left join ${ledgerAccounts} as a on a.company_id = ${input.companyId} and a.id = move.id`);
  const outcome = new Map(rows.map((r) => [r.id, r]));
  const kinds = new Map<string, string>();
  for (const [accountId, amount] of moves) {
    const row = outcome.get(accountId);
    if (row?.kind) kinds.set(accountId, row.kind);
    if (row?.balance != null) balances.set(accountId, Number(row.balance));
    else if (!(deferred && row?.kind && row.kind !== 'wallet'))
      await explainRefusal(tx, input.companyId, accountId, amount);
  }
  return { entryId, balances, kinds };
}

async function explainRefusal(tx: Tx, companyId: string, accountId: string, amount: number): Promise<never> {
  const [account] = await tx
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.companyId, companyId), eq(ledgerAccounts.id, accountId)));
  if (!account) throw new NotFound('Wallet');
  if (account.status === 'closed') throw new WalletUnavailable(`${account.name} is closed`);
  if (account.status === 'frozen' && amount < 0)
    throw new WalletUnavailable(`${account.name} is frozen; unfreeze it to send money from it`);
  throw new InsufficientFunds(`Insufficient funds in ${account.name}`);
}

/** Reverses an entry with a new one that mirrors its postings. An entry can be reversed once. */
export async function reverseEntry(
  tx: Tx,
  companyId: string,
  entryId: string,
  description: string,
): Promise<string> {
  const original = await tx
    .select({
      accountId: postings.accountId,
      amount: postings.amount,
      kind: journalEntries.kind,
      reference: journalEntries.reference,
    })
    .from(postings)
    .innerJoin(
      journalEntries,
      and(eq(journalEntries.companyId, postings.companyId), eq(journalEntries.id, postings.entryId)),
    )
    .where(and(eq(postings.companyId, companyId), eq(postings.entryId, entryId)));
  if (original.length === 0) throw new NotFound('Journal entry');
  return postEntry(tx, {
    companyId,
    kind: `${original[0]!.kind}.reversal`,
    description,
    reference: original[0]!.reference,
    reversesEntryId: entryId,
    postings: original.map((p) => ({ accountId: p.accountId, amount: -p.amount })),
  });
}

export interface BalanceMismatch {
  companyId: string;
  accountId: string;
  cached: number;
  computed: number;
}

/**
 * Recomputes balances from the postings and reports every account whose cached balance differs. A pool of system
 * accounts is one account here (decision 0023): reported under its head with the pool's sums, when any of its
 * sub-accounts differs.
 */
export async function reconcileLedger(db: Executor, companyIds?: string[]): Promise<BalanceMismatch[]> {
  const scope = companyIds?.length ? sql`where a.company_id = any(${sql.param(companyIds)}::uuid[])` : sql``;
  const result = await db.execute(sql`
    select a.company_id as "companyId", (array_agg(a.id order by a.pool_slot))[1] as "accountId",
      sum(a.balance)::bigint as cached, sum(coalesce(p.total, 0))::bigint as computed
    from ledger_accounts a
    left join (select company_id, account_id, sum(amount) as total from postings group by company_id, account_id) p
      on p.company_id = a.company_id and p.account_id = a.id
    ${scope}
    group by a.company_id, case when a.kind = 'wallet' then a.id::text else a.kind end
    having bool_or(a.balance <> coalesce(p.total, 0))`);
  return (
    result.rows as {
      companyId: string;
      accountId: string;
      cached: string | number;
      computed: string | number;
    }[]
  ).map((r) => ({
    companyId: r.companyId,
    accountId: r.accountId,
    cached: Number(r.cached),
    computed: Number(r.computed),
  }));
}
