// Wallet accounts: the main wallet a verified business gets (opened on first use), additional expense and
// collection wallets (up to 10), renaming, freezing, unfreezing and closing. Every change is audited in its
// transaction; closing keeps the wallet and its history.
import { type CreateWalletRequest, MAX_ADDITIONAL_WALLETS, type Wallet } from '@paydesk/contracts';
import type { Database, Executor } from '@paydesk/db';
import type { AppConfig } from '../../../config.ts';
import type { Caller } from '../../../http/route-kit.ts';
import { Conflict, NotFound } from '../../../lib/errors.ts';
import { recordCallerAudit } from '../../../platform/audit/audit-actor.ts';
import { ensureSystemAccounts } from '../../ledger/index.ts';
import type { WalletDeps } from '../wallet-deps.ts';
import { BusinessNotVerified } from '../wallet-errors.ts';
import {
  type BankIdentity,
  companyForWallets,
  findWallets,
  getWallet,
  insertWalletAccount,
  lockWalletOpenings,
  mainWalletAccount,
  nextAccountNumber,
  openWallets,
  pendingFundingOfWallet,
  toWallet,
  updateWalletAccount,
  type WalletRow,
  walletNameClash,
} from './accounts.queries.ts';

export const MAIN_WALLET_NAME = 'Main wallet';

export const bankOf = (config: Pick<AppConfig, 'WALLET_BANK_CODE' | 'WALLET_BANK_NAME'>): BankIdentity => ({
  bankCode: config.WALLET_BANK_CODE,
  bankName: config.WALLET_BANK_NAME,
});

async function companyOf(db: Executor, companyId: string) {
  const company = await companyForWallets(db, companyId);
  if (!company) throw new NotFound('Business');
  return company;
}

/**
 * Opens the main wallet of a verified business if it has none yet (its system accounts too). Safe under
 * concurrent first visits: the main wallet is unique per business.
 */
export async function ensureMainWallet(
  db: Database,
  config: Pick<AppConfig, 'WALLET_BANK_CODE'>,
  companyId: string,
): Promise<WalletRow | undefined> {
  const existing = await mainWalletAccount(db, companyId);
  if (existing) return existing;
  const company = await companyOf(db, companyId);
  if (!company.adminVerify) return undefined;
  return db.transaction(async (tx) => {
    await ensureSystemAccounts(tx, companyId);
    const accountNumber = await nextAccountNumber(tx, config.WALLET_BANK_CODE);
    await insertWalletAccount(tx, { companyId, name: MAIN_WALLET_NAME, purpose: 'main', accountNumber });
    return mainWalletAccount(tx, companyId);
  });
}

export async function listWallets(deps: Pick<WalletDeps, 'db' | 'config'>, companyId: string) {
  await ensureMainWallet(deps.db, deps.config, companyId);
  const rows = await findWallets(deps.db, companyId);
  const accounts = rows.map((r) => toWallet(r.wallet, r.companyName, bankOf(deps.config)));
  const open = accounts.filter((a) => a.status !== 'closed');
  return {
    accounts,
    totalWalletBalance: open.reduce((sum, a) => sum + a.balance, 0),
    remainingAdditionalWallets: Math.max(0, MAX_ADDITIONAL_WALLETS - open.filter((a) => !a.isMain).length),
  };
}

export async function walletView(
  db: Executor,
  config: WalletDeps['config'],
  companyId: string,
  walletId: string,
): Promise<Wallet> {
  const row = await getWallet(db, companyId, walletId);
  const company = await companyOf(db, companyId);
  return toWallet(row, company.name, bankOf(config));
}

export async function getWalletDetails(
  deps: Pick<WalletDeps, 'db' | 'config'>,
  companyId: string,
  walletId: string,
) {
  await ensureMainWallet(deps.db, deps.config, companyId);
  return walletView(deps.db, deps.config, companyId, walletId);
}

export async function createAdditionalWallet(
  deps: Pick<WalletDeps, 'db' | 'config'>,
  caller: Caller,
  body: CreateWalletRequest,
): Promise<Wallet> {
  const { companyId } = caller.auth;
  const company = await companyOf(deps.db, companyId);
  if (!company.adminVerify) throw new BusinessNotVerified();
  await ensureMainWallet(deps.db, deps.config, companyId);
  return deps.db.transaction(async (tx) => {
    // One business's wallet openings take turns, so two at once cannot both be the tenth.
    await lockWalletOpenings(tx, companyId);
    const open = await openWallets(tx, companyId);
    if (open.filter((w) => w.purpose !== 'main').length >= MAX_ADDITIONAL_WALLETS) {
      throw new Conflict(
        `You can have up to ${MAX_ADDITIONAL_WALLETS} additional wallets. Close one you no longer use to open another.`,
      );
    }
    if (open.some((w) => w.name.toLowerCase() === body.name.toLowerCase())) {
      throw new Conflict(`You already have a wallet named ${body.name}. Choose another name.`);
    }
    const accountNumber = await nextAccountNumber(tx, deps.config.WALLET_BANK_CODE);
    const row = await insertWalletAccount(tx, {
      companyId,
      name: body.name,
      purpose: body.purpose,
      accountNumber,
    });
    await recordCallerAudit(tx, caller, {
      action: 'wallet.create',
      target: { type: 'wallet', id: row!.id },
      outcome: 'success',
      metadata: { name: body.name, purpose: body.purpose, accountNumber },
    });
    return toWallet(row!, company.name, bankOf(deps.config));
  });
}

/** Runs a change on one locked wallet of the caller's business and answers the wallet as it is afterwards. */
async function changeWallet(
  deps: Pick<WalletDeps, 'db' | 'config'>,
  caller: Caller,
  walletId: string,
  change: (tx: Executor, wallet: WalletRow) => Promise<void>,
): Promise<Wallet> {
  const { companyId } = caller.auth;
  return deps.db.transaction(async (tx) => {
    const wallet = await getWallet(tx, companyId, walletId, { lock: true });
    await change(tx, wallet);
    return walletView(tx, deps.config, companyId, walletId);
  });
}

const closedRefusal = (wallet: WalletRow) =>
  new Conflict(`${wallet.name} is closed; a closed wallet cannot be changed.`);

export function renameWallet(
  deps: Pick<WalletDeps, 'db' | 'config'>,
  caller: Caller,
  walletId: string,
  name: string,
) {
  return changeWallet(deps, caller, walletId, async (tx, wallet) => {
    if (wallet.status === 'closed') throw closedRefusal(wallet);
    if (wallet.name === name) return;
    const clash = await walletNameClash(tx, caller.auth.companyId, walletId, name);
    if (clash) throw new Conflict(`You already have a wallet named ${name}. Choose another name.`);
    await updateWalletAccount(tx, caller.auth.companyId, walletId, { name, updatedAt: new Date() });
    await recordCallerAudit(tx, caller, {
      action: 'wallet.rename',
      target: { type: 'wallet', id: walletId },
      outcome: 'success',
      metadata: { from: wallet.name, to: name },
    });
  });
}

/** Freezing stops debits (credits still land); unfreezing allows them again. Repeating either changes nothing. */
export function setFrozen(
  deps: Pick<WalletDeps, 'db' | 'config'>,
  caller: Caller,
  walletId: string,
  frozen: boolean,
  reason?: string,
) {
  return changeWallet(deps, caller, walletId, async (tx, wallet) => {
    if (wallet.status === 'closed') throw closedRefusal(wallet);
    const status = frozen ? 'frozen' : 'active';
    if (wallet.status === status) return;
    await updateWalletAccount(tx, caller.auth.companyId, walletId, { status, updatedAt: new Date() });
    await recordCallerAudit(tx, caller, {
      action: frozen ? 'wallet.freeze' : 'wallet.unfreeze',
      target: { type: 'wallet', id: walletId },
      outcome: 'success',
      metadata: { name: wallet.name, ...(reason ? { reason } : {}) },
    });
  });
}

/** Closing needs a zero balance and no funding on its way; the main wallet stays open. History is kept. */
export function closeWallet(deps: Pick<WalletDeps, 'db' | 'config'>, caller: Caller, walletId: string) {
  return changeWallet(deps, caller, walletId, async (tx, wallet) => {
    if (wallet.status === 'closed') throw new Conflict(`${wallet.name} is already closed.`);
    if (wallet.purpose === 'main') throw new Conflict('The main wallet cannot be closed.');
    if (wallet.balance !== 0) {
      throw new Conflict(
        `${wallet.name} still holds money. Move its balance to another wallet before closing it.`,
      );
    }
    const pending = await pendingFundingOfWallet(tx, caller.auth.companyId, walletId);
    if (pending) throw new Conflict(`${wallet.name} has a funding in progress. Try again once it completes.`);
    await updateWalletAccount(tx, caller.auth.companyId, walletId, {
      status: 'closed',
      updatedAt: new Date(),
    });
    await recordCallerAudit(tx, caller, {
      action: 'wallet.close',
      target: { type: 'wallet', id: walletId },
      outcome: 'success',
      metadata: { name: wallet.name, accountNumber: wallet.accountNumber },
    });
  });
}
