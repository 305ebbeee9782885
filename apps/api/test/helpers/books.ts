// The books of some businesses, read straight from the database and checked against architecture rule 17: every
// check is its own function answering human-readable violations (empty when the books hold), so a failure names the
// invariant it broke. All checks read one snapshot (a repeatable-read, read-only transaction): a settlement
// committing in the background cannot fall between two of them. Payroll and on-demand checks: books-pay.ts.
import type pg from 'pg';
import { advanceViolations, salaryViolations } from './books-pay.ts';

export type Query = <T = Record<string, unknown>>(text: string, values?: unknown[]) => Promise<T[]>;
export type Check = (q: Query, companyIds: string[], seen: Seen) => Promise<string[]>;

/** How many rows each check looked at: a test asserts they are not zero, so the books cannot pass by being empty. */
export type Seen = Record<string, number>;

export interface BooksReport {
  violations: string[];
  seen: Seen;
}

export const naira = (kobo: number | string | null) =>
  kobo === null ? 'none' : `₦${(Number(kobo) / 100).toFixed(2)}`;

/** A line's amount with its sign: credits add to the wallet, debits take from it. */
const SIGNED = `case when direction = 'credit' then amount else -amount end`;
const WALLET = `coalesce(c.name, '?') || ' · ' || la.name`;
const ENTRY = `coalesce(je.kind, '?') || ' ' || coalesce(je.reference, '(no reference)')`;

/** (a) Each journal entry's postings sum to zero (two at least), and so do all postings of each business. */
export const balancedEntries: Check = async (q, ids, seen) => {
  const entries = await q<{ entry: string; total: string; n: number }>(
    `select ${ENTRY} as entry, sum(p.amount)::bigint as total, count(*)::int as n
       from postings p join journal_entries je on je.company_id = p.company_id and je.id = p.entry_id
      where p.company_id = any($1) group by je.company_id, je.id having sum(p.amount) <> 0 or count(*) < 2`,
    [ids],
  );
  const [counts] = await q<{ entries: number; postings: number; fees: number }>(
    `select count(distinct p.entry_id)::int as entries, count(*)::int as postings,
            count(*) filter (where la.kind = 'fees')::int as fees
       from postings p join ledger_accounts la on la.company_id = p.company_id and la.id = p.account_id
      where p.company_id = any($1)`,
    [ids],
  );
  seen.entries = counts?.entries ?? 0;
  seen.postings = counts?.postings ?? 0;
  seen.feePostings = counts?.fees ?? 0;
  const businesses = await q<{ name: string; total: string }>(
    `select c.name, sum(p.amount)::bigint as total from postings p join companies c on c.id = p.company_id
      where p.company_id = any($1) group by c.id, c.name having sum(p.amount) <> 0`,
    [ids],
  );
  return [
    ...entries.map((e) => `entry ${e.entry}: its ${e.n} postings sum to ${naira(e.total)}, not zero`),
    ...businesses.map((b) => `business ${b.name}: its postings sum to ${naira(b.total)}, not zero`),
  ];
};

/** (b) Each ledger account's cached balance equals the sum of its postings. */
export const cachedBalances: Check = async (q, ids) => {
  const rows = await q<{ account: string; balance: string; posted: string }>(
    `select ${WALLET} || ' (' || la.kind || ')' as account, la.balance,
            (select coalesce(sum(p.amount), 0) from postings p
              where p.company_id = la.company_id and p.account_id = la.id)::bigint as posted
       from ledger_accounts la join companies c on c.id = la.company_id where la.company_id = any($1)`,
    [ids],
  );
  return rows
    .filter((r) => Number(r.balance) !== Number(r.posted))
    .map(
      (r) =>
        `account ${r.account}: cached balance ${naira(r.balance)}, its postings sum to ${naira(r.posted)}`,
    );
};

/** The column that orders a wallet's lines within one instant: `seq` once it exists, else the id. */
async function tieBreaker(q: Query): Promise<'seq' | 'id'> {
  const rows = await q(
    `select 1 from information_schema.columns where table_name = 'wallet_transactions' and column_name = 'seq'`,
  );
  return rows.length > 0 ? 'seq' : 'id';
}

/**
 * (c) Each wallet's balance equals the balanceAfter of its last history line (by created_at, then seq) and the
 * signed sum of all its lines, whatever their status: a line exists only for money that moved. Before the seq column
 * exists, lines of one instant have no order: one of them carrying the balance is enough (an order by their random
 * ids would make a fixed seed fail one time and pass the next).
 */
export const walletsMatchHistory: Check = async (q, ids, seen) => {
  const order = await tieBreaker(q);
  const rows = await q<{
    wallet: string;
    balance: string;
    lines: number;
    line_sum: string;
    last_after: string | null;
    last_line: string | null;
    ties: number;
    tie_says_balance: boolean;
  }>(
    `select ${WALLET} as wallet, la.balance, coalesce(s.lines, 0) as lines, coalesce(s.total, 0) as line_sum,
            last.balance_after as last_after, last.type || ' ' || last.status || ' ' || last.reference as last_line,
            (select count(*)::int from wallet_transactions t where t.company_id = la.company_id
                and t.wallet_id = la.id and t.created_at = last.created_at) as ties,
            exists (select 1 from wallet_transactions t where t.company_id = la.company_id and t.wallet_id = la.id
                and t.created_at = last.created_at and t.balance_after = la.balance) as tie_says_balance
       from ledger_accounts la join companies c on c.id = la.company_id
       left join lateral (select count(*)::int as lines, sum(${SIGNED})::bigint as total from wallet_transactions t
                           where t.company_id = la.company_id and t.wallet_id = la.id) s on true
       left join lateral (select balance_after, type, status, reference, created_at from wallet_transactions t
                           where t.company_id = la.company_id and t.wallet_id = la.id
                           order by created_at desc, ${order} desc limit 1) last on true
      where la.company_id = any($1) and la.kind = 'wallet'`,
    [ids],
  );
  seen.wallets = rows.length;
  seen.lines = rows.reduce((n, r) => n + r.lines, 0);
  const violations: string[] = [];
  for (const r of rows) {
    const balance = Number(r.balance);
    if (Number(r.line_sum) !== balance)
      violations.push(
        `wallet ${r.wallet}: its ${r.lines} history lines sum to ${naira(r.line_sum)}, its balance is ` +
          `${naira(balance)}: off by ${naira(Number(r.line_sum) - balance)}`,
      );
    const last = r.lines === 0 ? 0 : r.last_after === null ? null : Number(r.last_after);
    // Without seq nothing orders the lines of one instant (a transfer and its fee): any of them may be the last.
    if (last === balance || (order === 'id' && r.ties > 1 && r.tie_says_balance)) continue;
    const line = r.lines === 0 ? 'no line' : `its last line (${r.last_line}) says ${naira(last)}`;
    const tie = r.ties > 1 ? ` (${r.ties} lines share its instant, ordered by ${order})` : '';
    violations.push(
      `wallet ${r.wallet}: ${line}${tie}, its balance is ${naira(balance)}: off by ` +
        (last === null ? 'a line without a balance' : naira(last - balance)),
    );
  }
  return violations;
};

/**
 * (d) History lines and postings agree entry by entry: what an entry posts to a wallet equals the signed sum of the
 * lines naming that entry and wallet; no history line lacks an entry.
 */
export const linesMatchPostings: Check = async (q, ids) => {
  const rows = await q<{
    wallet: string;
    entry: string;
    posted: string | null;
    lined: string | null;
    types: string;
  }>(
    `with p as (select p.company_id, p.entry_id, p.account_id as wallet_id, sum(p.amount)::bigint as amount
                  from postings p join ledger_accounts la on la.company_id = p.company_id and la.id = p.account_id
                 where p.company_id = any($1) and la.kind = 'wallet' group by 1, 2, 3),
          l as (select company_id, entry_id, wallet_id, sum(${SIGNED})::bigint as amount,
                       string_agg(type || ' ' || status, ', ') as types
                  from wallet_transactions where company_id = any($1) and entry_id is not null group by 1, 2, 3)
     select ${WALLET} as wallet, ${ENTRY} as entry, p.amount as posted, l.amount as lined,
            coalesce(l.types, '') as types
       from p full join l on l.company_id = p.company_id and l.entry_id = p.entry_id and l.wallet_id = p.wallet_id
       join ledger_accounts la on la.company_id = coalesce(p.company_id, l.company_id)
                              and la.id = coalesce(p.wallet_id, l.wallet_id)
       join companies c on c.id = la.company_id
       left join journal_entries je on je.company_id = la.company_id and je.id = coalesce(p.entry_id, l.entry_id)
      where coalesce(p.amount, 0) <> coalesce(l.amount, 0)`,
    [ids],
  );
  const orphans = await q<{ wallet: string; line: string; amount: string }>(
    `select ${WALLET} as wallet, t.type || ' ' || t.direction || ' ' || t.status || ' ' || t.reference as line,
            t.amount from wallet_transactions t
       join ledger_accounts la on la.company_id = t.company_id and la.id = t.wallet_id
       join companies c on c.id = t.company_id where t.company_id = any($1) and t.entry_id is null`,
    [ids],
  );
  return [
    ...rows.map(
      (r) =>
        `wallet ${r.wallet}, entry ${r.entry}: posted ${naira(r.posted ?? 0)}, ` +
        `its history lines say ${naira(r.lined ?? 0)}` +
        (r.types ? ` (${r.types})` : ' (no line)'),
    ),
    ...orphans.map(
      (o) => `wallet ${o.wallet}: history line ${o.line} of ${naira(o.amount)} has no journal entry`,
    ),
  ];
};

/**
 * (d2) The day's money sent that the daily limits compare (wallet_daily_debits, kept by triggers) equals the sum of
 * the counted history lines of that Lagos day, member and wallet: debits but moves between own wallets and fees,
 * pending or successful.
 */
export const dailyDebitsMatchHistory: Check = async (q, ids, seen) => {
  const rows = await q<{ wallet: string; day: string; member: string; kept: string; lined: string }>(
    `with lined as (
       select company_id, to_char(created_at at time zone 'Africa/Lagos', 'YYYY-MM-DD') as day,
              coalesce(initiated_by, '00000000-0000-0000-0000-000000000000'::uuid) as member_key, wallet_id,
              sum(amount) as amount
         from wallet_transactions
        where company_id = any($1) and direction = 'debit' and type not in ('move_out', 'fee')
          and status in ('pending', 'successful')
        group by 1, 2, 3, 4),
     kept as (
       select company_id, to_char(day, 'YYYY-MM-DD') as day, member_key, wallet_id, amount from wallet_daily_debits
        where company_id = any($1))
     select ${WALLET} as wallet, coalesce(k.day, l.day) as day, coalesce(k.member_key, l.member_key)::text as member,
            coalesce(k.amount, 0)::bigint as kept, coalesce(l.amount, 0)::bigint as lined
       from kept k full join lined l on l.company_id = k.company_id and l.day = k.day
                                    and l.member_key = k.member_key and l.wallet_id = k.wallet_id
       join companies c on c.id = coalesce(k.company_id, l.company_id)
       join ledger_accounts la on la.company_id = c.id and la.id = coalesce(k.wallet_id, l.wallet_id)`,
    [ids],
  );
  seen.dailyDebits = rows.filter((r) => Number(r.lined) > 0).length;
  return rows
    .filter((r) => Number(r.kept) !== Number(r.lined))
    .map(
      (r) =>
        `wallet ${r.wallet}, ${r.day}, member ${r.member}: the daily limits count ${naira(r.kept)} sent, ` +
        `its history lines ${naira(r.lined)}`,
    );
};

/**
 * (e) A statement over any window between the instants given (taken at rest) and now reconciles: opening (the
 * lines before its start) + the lines in it = closing = the ledger's balance at its end (postings before it).
 */
export function statementWindows(instants: Date[]): Check {
  return async (q, ids, seen) => {
    const rows = await q<{ wallet: string; wallet_id: string; at: Date; lined: string; posted: string }>(
      `select ${WALLET} as wallet, la.id as wallet_id, cut.at,
              (select coalesce(sum(${SIGNED}), 0) from wallet_transactions t where t.company_id = la.company_id
                  and t.wallet_id = la.id and t.created_at < cut.at)::bigint as lined,
              (select coalesce(sum(p.amount), 0) from postings p where p.company_id = la.company_id
                  and p.account_id = la.id and p.created_at < cut.at)::bigint as posted
         from ledger_accounts la join companies c on c.id = la.company_id
        cross join (select unnest($2::timestamptz[]) as at union select clock_timestamp()) cut
        where la.company_id = any($1) and la.kind = 'wallet' order by la.id, cut.at`,
      [ids, instants],
    );
    const violations: string[] = [];
    const byWallet = new Map<string, typeof rows>();
    for (const r of rows) byWallet.set(r.wallet_id, [...(byWallet.get(r.wallet_id) ?? []), r]);
    for (const cuts of byWallet.values()) {
      // Windows from the beginning to each instant, and between consecutive instants.
      const windows = cuts.flatMap((end, i) => [
        { start: null, end },
        ...(i > 0 ? [{ start: cuts[i - 1]!, end }] : []),
      ]);
      seen.windows = (seen.windows ?? 0) + windows.length;
      const broken = windows.filter((w) => Number(w.end.lined) !== Number(w.end.posted));
      const [first, last] = [broken[0], broken.at(-1)];
      if (!first || !last) continue;
      const opening = first.start ? Number(first.start.lined) : 0;
      const from = first.start ? first.start.at.toISOString() : 'the beginning';
      violations.push(
        `wallet ${first.end.wallet}: the statement ${from} – ${first.end.at.toISOString()} does not reconcile: ` +
          `opening ${naira(opening)} + lines ${naira(Number(first.end.lined) - opening)} = closing ` +
          `${naira(first.end.lined)}, the ledger at its end ${naira(first.end.posted)} (${broken.length} of ` +
          `${windows.length} windows): off by ${naira(Number(last.end.lined) - Number(last.end.posted))} at the last`,
      );
    }
    return violations;
  };
}

/** Every check by the name a violation carries (a function: books-pay.ts imports from this file). */
const checksOf = (instants: Date[]): Record<string, Check> => ({
  'entries balance': balancedEntries,
  'cached balances equal postings': cachedBalances,
  'wallets equal their history': walletsMatchHistory,
  'history lines equal postings': linesMatchPostings,
  'daily debits equal history': dailyDebitsMatchHistory,
  'statements reconcile': statementWindows(instants),
  'advances recovered once': advanceViolations,
  'no period paid twice': salaryViolations,
});

/** Reads the books of `companyIds` in one snapshot and runs every check; `instants` are the statement windows' ends. */
export async function checkBooks(
  pool: pg.Pool,
  companyIds: string[],
  instants: Date[] = [],
): Promise<BooksReport> {
  const client = await pool.connect();
  const seen: Seen = {};
  try {
    await client.query('begin isolation level repeatable read read only');
    const q: Query = async (text, values) => (await client.query(text, values)).rows;
    const violations: string[] = [];
    for (const [name, check] of Object.entries(checksOf(instants)))
      for (const v of await check(q, companyIds, seen)) violations.push(`[${name}] ${v}`);
    return { violations, seen };
  } finally {
    await client.query('rollback').catch(() => {});
    client.release();
  }
}

/** The violations alone: empty when the books hold. */
export const bookViolations = async (pool: pg.Pool, companyIds: string[], instants: Date[] = []) =>
  (await checkBooks(pool, companyIds, instants)).violations;
