// Reading balances from the postings: a wallet's balance at a Lagos date (statements' opening balance, yield's
// closing balance) and whether an account has ever been posted to. Cached balances live on the account row. A pooled
// system account named by its head reads as its whole pool (decision 0023).
import { type Database, type Executor, ledgerAccounts, postings } from '@paydesk/db';
import type { Kobo } from '@paydesk/money';
import { and, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { endOfLagosDay } from '../../lib/lagos-time.ts';

/** The account and, for a system account, every sub-account of its pool (the same business and kind). */
const poolMembers = (companyId: string, accountId: string) => sql`(
  select m.id from ledger_accounts h join ledger_accounts m on m.company_id = h.company_id
    and (m.id = h.id or (h.kind <> 'wallet' and m.kind = h.kind))
  where h.company_id = ${companyId} and h.id = ${accountId})`;

async function balanceBefore(
  db: Executor,
  companyId: string,
  accountId: string,
  instant: SQL,
): Promise<Kobo> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${postings.amount}), 0)::bigint` })
    .from(postings)
    .where(
      and(
        eq(postings.companyId, companyId),
        inArray(postings.accountId, poolMembers(companyId, accountId)),
        lt(postings.createdAt, instant),
      ),
    );
  return Number(row?.total ?? 0);
}

/** The account's balance when the Lagos day ended (everything posted before the next midnight). */
export const closingBalance = (db: Executor, companyId: string, accountId: string, day: string) =>
  balanceBefore(db, companyId, accountId, endOfLagosDay(day));

/** How many postings the account has: 0 means nothing has ever moved through it. */
export async function postingCount(db: Executor, companyId: string, accountId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(postings)
    .where(
      and(eq(postings.companyId, companyId), inArray(postings.accountId, poolMembers(companyId, accountId))),
    );
  return row?.n ?? 0;
}

function totalQuery(db: Executor) {
  return db
    .select({ total: sql<number>`coalesce(sum(${ledgerAccounts.balance}), 0)::bigint` })
    .from(ledgerAccounts)
    .where(
      and(eq(ledgerAccounts.companyId, sql.placeholder('companyId')), eq(ledgerAccounts.kind, 'wallet')),
    );
}

// The header chip's read, the most frequent of all: built and planned once per pool (a named statement) rather
// than on every call.
const preparedTotals = new WeakMap<Database, ReturnType<ReturnType<typeof totalQuery>['prepare']>>();

/** Sum of a business's wallet balances, in kobo. */
export async function totalWalletBalance(db: Executor, companyId: string): Promise<Kobo> {
  let prepared = preparedTotals.get(db as Database);
  if (!prepared && '$client' in db) {
    prepared = totalQuery(db).prepare('ledger_total_wallet_balance');
    preparedTotals.set(db, prepared);
  }
  const [row] = prepared
    ? await prepared.execute({ companyId })
    : await totalQuery(db).execute({ companyId });
  return Number(row?.total ?? 0);
}
