// Reads and writes of wallet accounts (ledger accounts of kind 'wallet'), always scoped to one business.
import type { Wallet } from '@paydesk/contracts';
import { type Executor, fundingRequests, ledgerAccounts } from '@paydesk/db';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { NotFound } from '../../../lib/errors.ts';
import { companyDetails, companyNames } from '../../businesses/index.ts';
import { makeNuban } from './nuban.ts';

export type WalletRow = typeof ledgerAccounts.$inferSelect;

export interface BankIdentity {
  bankCode: string;
  bankName: string;
}

const isWallet = (companyId: string) =>
  and(eq(ledgerAccounts.companyId, companyId), eq(ledgerAccounts.kind, 'wallet'));

export async function findWallets(db: Executor, companyId: string) {
  const wallets = await db
    .select()
    .from(ledgerAccounts)
    .where(isWallet(companyId))
    .orderBy(sql`${ledgerAccounts.purpose} = 'main' desc`, asc(ledgerAccounts.createdAt));
  const company = await companyNameRow(db, companyId);
  return company ? wallets.map((wallet) => ({ wallet, companyName: company.name })) : [];
}

/** A wallet of this business, locked for the rest of the transaction when asked; 404 for anyone else's. */
export async function getWallet(
  db: Executor,
  companyId: string,
  walletId: string,
  options: { lock?: boolean } = {},
): Promise<WalletRow> {
  const query = db
    .select()
    .from(ledgerAccounts)
    .where(and(isWallet(companyId), eq(ledgerAccounts.id, walletId)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw new NotFound('Wallet');
  return row;
}

export async function findMainWallet(db: Executor, companyId: string): Promise<WalletRow | undefined> {
  const [row] = await db
    .select()
    .from(ledgerAccounts)
    .where(and(isWallet(companyId), eq(ledgerAccounts.purpose, 'main')));
  return row;
}

export async function nextAccountNumber(db: Executor, bankCode: string): Promise<string> {
  const result = await db.execute(sql`select nextval('wallet_account_serial_seq')::bigint as serial`);
  return makeNuban(bankCode, Number((result.rows[0] as { serial: number }).serial));
}

export async function insertWallet(
  db: Executor,
  input: { companyId: string; name: string; purpose: string; accountNumber: string },
): Promise<WalletRow | undefined> {
  const [row] = await db
    .insert(ledgerAccounts)
    .values({ ...input, kind: 'wallet' })
    .onConflictDoNothing()
    .returning();
  return row;
}

export function toWallet(row: WalletRow, companyName: string, bank: BankIdentity): Wallet {
  const isMain = row.purpose === 'main';
  return {
    _id: row.id,
    walletId: row.id,
    name: row.name,
    purpose: (row.purpose ?? 'expense') as Wallet['purpose'],
    isMain,
    accountNumber: row.accountNumber ?? '',
    accountName: isMain ? companyName : `${companyName} - ${row.name}`,
    bankName: bank.bankName,
    bankCode: bank.bankCode,
    status: row.status as Wallet['status'],
    balance: row.balance,
    currency: 'NGN',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The business's name, for documents (receipts, statements); '' when it is gone. */
export async function companyName(db: Executor, companyId: string): Promise<string> {
  const company = await companyNameRow(db, companyId);
  return company?.name ?? '';
}

/** The business's name row; undefined when it is gone (through the businesses face). */
export async function companyNameRow(db: Executor, companyId: string) {
  const name = (await companyNames(db, [companyId])).get(companyId);
  return name === undefined ? undefined : { name };
}

/** The business's name and whether it is verified, which decide whether it may hold wallets. */
export async function companyForWallets(db: Executor, companyId: string) {
  const company = await companyDetails(db, companyId);
  return (
    company && { name: company.name, adminVerify: company.adminVerify, businessType: company.businessType }
  );
}

/** One business's wallet openings take turns (held until the transaction ends). */
export async function lockWalletOpenings(tx: Executor, companyId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`wallets:${companyId}`}))`);
}

/** Names and purposes of the business's wallets that are not closed. */
export async function openWalletNames(db: Executor, companyId: string) {
  return db
    .select({ name: ledgerAccounts.name, purpose: ledgerAccounts.purpose })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.companyId, companyId),
        eq(ledgerAccounts.kind, 'wallet'),
        ne(ledgerAccounts.status, 'closed'),
      ),
    );
}

/** Another open wallet of the business with this name, whatever its case. */
export async function walletNameClash(db: Executor, companyId: string, walletId: string, name: string) {
  const [clash] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.companyId, companyId),
        eq(ledgerAccounts.kind, 'wallet'),
        ne(ledgerAccounts.status, 'closed'),
        ne(ledgerAccounts.id, walletId),
        sql`lower(${ledgerAccounts.name}) = lower(${name})`,
      ),
    );
  return clash;
}

/** A wallet's name or status (its balance changes only through the ledger's postEntry). */
export async function updateWallet(
  db: Executor,
  companyId: string,
  walletId: string,
  values: Pick<Partial<WalletRow>, 'name' | 'status' | 'updatedAt'>,
) {
  await db
    .update(ledgerAccounts)
    .set(values)
    .where(and(eq(ledgerAccounts.companyId, companyId), eq(ledgerAccounts.id, walletId)));
}

export async function pendingFundingOfWallet(db: Executor, companyId: string, walletId: string) {
  const [pending] = await db
    .select({ id: fundingRequests.id })
    .from(fundingRequests)
    .where(
      and(
        eq(fundingRequests.companyId, companyId),
        eq(fundingRequests.walletId, walletId),
        eq(fundingRequests.status, 'pending'),
      ),
    )
    .limit(1);
  return pending;
}

/**
 * The wallet behind a Paydesk account number, whichever business holds it (a transfer to another Paydesk wallet),
 * with the name a bank would show for it; null when no wallet has the number.
 */
export async function findWalletByAccountNumber(
  db: Executor,
  accountNumber: string,
): Promise<{ wallet: WalletRow; accountName: string } | null> {
  const [wallet] = await db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'wallet'), eq(ledgerAccounts.accountNumber, accountNumber)));
  const company = wallet && (await companyNameRow(db, wallet.companyId));
  if (!wallet || !company) return null;
  const row = { wallet, companyName: company.name };
  const isMain = row.wallet.purpose === 'main';
  return {
    wallet: row.wallet,
    accountName: isMain ? row.companyName : `${row.companyName} - ${row.wallet.name}`,
  };
}
