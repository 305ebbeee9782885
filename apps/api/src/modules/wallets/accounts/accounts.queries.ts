// Reads and writes of wallet accounts (ledger accounts of kind 'wallet', their rows read and written through the
// ledger's face), always scoped to one business.
import type { Wallet } from '@paydesk/contracts';
import { type Executor, fundingRequests } from '@paydesk/db';
import { and, eq, sql } from 'drizzle-orm';
import { NotFound } from '../../../lib/errors.ts';
import { companyDetails, companyNames } from '../../businesses/index.ts';
import {
  type WalletAccountRow,
  walletAccount,
  walletAccountByNumber,
  walletAccounts,
} from '../../ledger/index.ts';
import { makeNuban } from './nuban.ts';

export type WalletRow = WalletAccountRow;

export {
  insertWalletAccount,
  mainWalletAccount,
  openWallets,
  updateWalletAccount,
  walletNameClash,
} from '../../ledger/index.ts';

export interface BankIdentity {
  bankCode: string;
  bankName: string;
}

export async function findWallets(db: Executor, companyId: string) {
  const wallets = await walletAccounts(db, companyId);
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
  const row = await walletAccount(db, companyId, walletId, options);
  if (!row) throw new NotFound('Wallet');
  return row;
}

export async function nextAccountNumber(db: Executor, bankCode: string): Promise<string> {
  const result = await db.execute(sql`select nextval('wallet_account_serial_seq')::bigint as serial`);
  return makeNuban(bankCode, Number((result.rows[0] as { serial: number }).serial));
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
  const wallet = await walletAccountByNumber(db, accountNumber);
  const company = wallet && (await companyNameRow(db, wallet.companyId));
  if (!wallet || !company) return null;
  const row = { wallet, companyName: company.name };
  const isMain = row.wallet.purpose === 'main';
  return {
    wallet: row.wallet,
    accountName: isMain ? row.companyName : `${row.companyName} - ${row.wallet.name}`,
  };
}
