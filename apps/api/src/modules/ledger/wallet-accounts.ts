// Wallet accounts (ledger accounts of kind 'wallet'), read and written for the wallets module, which decides their
// names, numbers and status (issue 27: the ledger owns `ledger_accounts`), and named for modules that only need to
// name them (the approvals demo seed). A balance changes only through postings, never here.
import { type Executor, ledgerAccounts } from '@paydesk/db';
import { type AnyColumn, and, asc, desc, eq, gte, ne, type SQL, sql } from 'drizzle-orm';

export type WalletAccountRow = typeof ledgerAccounts.$inferSelect;

const isWallet = (companyId: string) =>
  and(eq(ledgerAccounts.companyId, companyId), eq(ledgerAccounts.kind, 'wallet'));

const isOpenWallet = (companyId: string) => and(isWallet(companyId), ne(ledgerAccounts.status, 'closed'));

/** The main wallet first, then the oldest first. */
const mainFirst = [desc(eq(ledgerAccounts.purpose, 'main')), asc(ledgerAccounts.createdAt)] as const;

/** The business's wallets (id and name), the main one first, then the oldest first. */
export async function walletAccountNames(
  db: Executor,
  companyId: string,
): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: ledgerAccounts.id, name: ledgerAccounts.name })
    .from(ledgerAccounts)
    .where(isWallet(companyId))
    .orderBy(...mainFirst);
}

/** The business's wallet rows, the main one first, then the oldest first. */
export async function walletAccounts(db: Executor, companyId: string): Promise<WalletAccountRow[]> {
  return db
    .select()
    .from(ledgerAccounts)
    .where(isWallet(companyId))
    .orderBy(...mainFirst);
}

/** A wallet row of this business, locked for the rest of the transaction when asked; undefined for anyone else's. */
export async function walletAccount(
  db: Executor,
  companyId: string,
  walletId: string,
  options: { lock?: boolean } = {},
): Promise<WalletAccountRow | undefined> {
  const query = db
    .select()
    .from(ledgerAccounts)
    .where(and(isWallet(companyId), eq(ledgerAccounts.id, walletId)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The business's main wallet row, if it has one yet. */
export async function mainWalletAccount(
  db: Executor,
  companyId: string,
): Promise<WalletAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(ledgerAccounts)
    .where(and(isWallet(companyId), eq(ledgerAccounts.purpose, 'main')));
  return row;
}

/** A new wallet row (no balance yet); undefined when it clashes with one that exists (a second main wallet). */
export async function insertWalletAccount(
  db: Executor,
  input: { companyId: string; name: string; purpose: string; accountNumber: string },
): Promise<WalletAccountRow | undefined> {
  const [row] = await db
    .insert(ledgerAccounts)
    .values({ ...input, kind: 'wallet' })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** A wallet's name or status (its balance changes only through postings). */
export async function updateWalletAccount(
  db: Executor,
  companyId: string,
  walletId: string,
  values: Pick<Partial<WalletAccountRow>, 'name' | 'status' | 'updatedAt'>,
) {
  await db
    .update(ledgerAccounts)
    .set(values)
    .where(and(eq(ledgerAccounts.companyId, companyId), eq(ledgerAccounts.id, walletId)));
}

/** Ids, names and purposes of the business's wallets that are not closed. */
export async function openWallets(db: Executor, companyId: string) {
  return db
    .select({ id: ledgerAccounts.id, name: ledgerAccounts.name, purpose: ledgerAccounts.purpose })
    .from(ledgerAccounts)
    .where(isOpenWallet(companyId));
}

/** Another open wallet of the business with this name, whatever its case. */
export async function walletNameClash(db: Executor, companyId: string, walletId: string, name: string) {
  const [clash] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(
        isOpenWallet(companyId),
        ne(ledgerAccounts.id, walletId),
        sql`lower(${ledgerAccounts.name}) = lower(${name})`,
      ),
    );
  return clash;
}

/** The wallet row behind a Paydesk account number, whichever business holds it (numbers are unique everywhere). */
export async function walletAccountByNumber(
  db: Executor,
  accountNumber: string,
): Promise<WalletAccountRow | undefined> {
  const [wallet] = await db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'wallet'), eq(ledgerAccounts.accountNumber, accountNumber)));
  return wallet;
}

/** An account's name (a wallet's, as its funding shows it); undefined for an id the business does not have. */
export async function accountName(db: Executor, companyId: string, accountId: string) {
  const [account] = await db
    .select({ name: ledgerAccounts.name })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.companyId, companyId), eq(ledgerAccounts.id, accountId)));
  return account;
}

/** The sum of the business's open wallets' cached balances at or above the minimum (yield's eligible balance). */
export async function eligibleWalletBalance(db: Executor, companyId: string, minimum: number) {
  const [eligible] = await db
    .select({ total: sql<number>`coalesce(sum(${ledgerAccounts.balance}), 0)::bigint` })
    .from(ledgerAccounts)
    .where(and(isOpenWallet(companyId), gte(ledgerAccounts.balance, minimum)));
  return eligible;
}

/**
 * The name of the wallet these columns of another table name, as a scalar subquery: read by primary key in the
 * caller's statement (a history line's or a statement's wallet, whose row is never deleted), as a join would.
 */
export const walletNameOf = (companyId: AnyColumn, walletId: AnyColumn): SQL<string> =>
  sql<string>`(select ${ledgerAccounts.name} from ${ledgerAccounts}
    where ${ledgerAccounts.companyId} = ${companyId} and ${ledgerAccounts.id} = ${walletId})`;

/** The account number of the wallet these columns name, as a scalar subquery (as walletNameOf). */
export const walletAccountNumberOf = (companyId: AnyColumn, walletId: AnyColumn): SQL<string | null> =>
  sql<string | null>`(select ${ledgerAccounts.accountNumber} from ${ledgerAccounts}
    where ${ledgerAccounts.companyId} = ${companyId} and ${ledgerAccounts.id} = ${walletId})`;

// SQL text for a statement written as text (the wallet dashboard's prepared statement, its values by number), as
// walletNameOf is for a Drizzle query. The arguments are SQL expressions (a column or a parameter reference), never
// values; each subquery names its own alias (`wallet_account`), so it cannot capture the caller's.

/**
 * SQL text: the business's wallets as a JSON array of `{ id, status, purpose, balance, accountNumber }`, the main
 * one first, then the oldest first (`[]` when it has none), as a scalar subquery.
 */
export function walletsJsonText(companyId: string): string {
  return `(select coalesce(json_agg(json_build_object('id', wallet_account.id, 'status', wallet_account.status,
                'purpose', wallet_account.purpose, 'balance', wallet_account.balance,
                'accountNumber', wallet_account.account_number)
              order by wallet_account.purpose = 'main' desc, wallet_account.created_at), '[]')
         from ledger_accounts wallet_account
         where wallet_account.company_id = ${companyId} and wallet_account.kind = 'wallet')`;
}

/**
 * SQL text: the stamp of the business's wallet rows, `id:xmin` of each ordered by id (null when it has none): any
 * write to a wallet row (a posting's balance, a name, a number, a status) changes it. A scalar subquery.
 */
export function walletRowsStampText(companyId: string): string {
  return `(select string_agg(wallet_account.id::text || ':' || wallet_account.xmin::text, ',' order by wallet_account.id)
         from ledger_accounts wallet_account
         where wallet_account.company_id = ${companyId} and wallet_account.kind = 'wallet')`;
}

/** SQL text: the name of the wallet these expressions name, as a scalar subquery (as walletNameOf). */
export function walletNameText(companyId: string, walletId: string): string {
  return `(select wallet_account.name from ledger_accounts wallet_account
         where wallet_account.company_id = ${companyId} and wallet_account.id = ${walletId})`;
}

/** SQL text: the account number of the wallet these expressions name, as a scalar subquery (as walletNameOf). */
export function walletAccountNumberText(companyId: string, walletId: string): string {
  return `(select wallet_account.account_number from ledger_accounts wallet_account
         where wallet_account.company_id = ${companyId} and wallet_account.id = ${walletId})`;
}
