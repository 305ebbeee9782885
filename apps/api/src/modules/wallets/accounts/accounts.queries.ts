// Reads and writes of wallet accounts (ledger accounts of kind 'wallet'), always scoped to one business.
import type { Wallet } from '@paydesk/contracts';
import { companies, type Executor, ledgerAccounts } from '@paydesk/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import { NotFound } from '../../../lib/errors.ts';
import { makeNuban } from './nuban.ts';

export type WalletRow = typeof ledgerAccounts.$inferSelect;

export interface BankIdentity {
  bankCode: string;
  bankName: string;
}

const isWallet = (companyId: string) =>
  and(eq(ledgerAccounts.companyId, companyId), eq(ledgerAccounts.kind, 'wallet'));

export async function findWallets(db: Executor, companyId: string) {
  return db
    .select({ wallet: ledgerAccounts, companyName: companies.name })
    .from(ledgerAccounts)
    .innerJoin(companies, eq(companies.id, ledgerAccounts.companyId))
    .where(isWallet(companyId))
    .orderBy(sql`${ledgerAccounts.purpose} = 'main' desc`, asc(ledgerAccounts.createdAt));
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
  const [company] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company?.name ?? '';
}

/**
 * The wallet behind a Paydesk account number, whichever business holds it (a transfer to another Paydesk wallet),
 * with the name a bank would show for it; null when no wallet has the number.
 */
export async function findWalletByAccountNumber(
  db: Executor,
  accountNumber: string,
): Promise<{ wallet: WalletRow; accountName: string } | null> {
  const [row] = await db
    .select({ wallet: ledgerAccounts, companyName: companies.name })
    .from(ledgerAccounts)
    .innerJoin(companies, eq(companies.id, ledgerAccounts.companyId))
    .where(and(eq(ledgerAccounts.kind, 'wallet'), eq(ledgerAccounts.accountNumber, accountNumber)));
  if (!row) return null;
  const isMain = row.wallet.purpose === 'main';
  return {
    wallet: row.wallet,
    accountName: isMain ? row.companyName : `${row.companyName} - ${row.wallet.name}`,
  };
}
