// Where a transfer goes, checked: a bank account through name enquiry, or — when the bank is Paydesk's own — another
// Paydesk wallet found by its account number (settled inside the ledger, no rail).
import type { Executor } from '@paydesk/db';
import type { AppConfig } from '../../../config.ts';
import { ValidationFailed } from '../../../lib/errors.ts';
import type { BankingProvider } from '../../../providers/banking/index.ts';
import { ACCOUNT_NOT_FOUND_MESSAGE, enquireAccountName } from '../../banks/index.ts';
import { findWalletByAccountNumber, type WalletRow } from '../../wallets/index.ts';

export interface ResolvedAccount {
  channel: 'bank' | 'wallet';
  bankCode: string;
  bankName: string | null;
  accountNumber: string;
  accountName: string;
  /** The receiving wallet when the account is a Paydesk wallet. */
  wallet?: WalletRow;
}

export async function resolveAccount(
  deps: {
    db: Executor;
    banking: BankingProvider;
    config: Pick<AppConfig, 'WALLET_BANK_CODE' | 'WALLET_BANK_NAME'>;
  },
  account: { bankCode: string; accountNumber: string },
): Promise<ResolvedAccount> {
  if (account.bankCode === deps.config.WALLET_BANK_CODE) {
    const found = await findWalletByAccountNumber(deps.db, account.accountNumber);
    if (!found) throw new ValidationFailed({ accountNumber: [ACCOUNT_NOT_FOUND_MESSAGE] });
    return {
      channel: 'wallet',
      bankCode: account.bankCode,
      bankName: deps.config.WALLET_BANK_NAME,
      accountNumber: account.accountNumber,
      accountName: found.accountName,
      wallet: found.wallet,
    };
  }
  const answer = await enquireAccountName(deps.db, deps.banking, account);
  return {
    channel: 'bank',
    bankCode: answer.bankCode,
    bankName: answer.bankName,
    accountNumber: answer.accountNumber,
    accountName: answer.accountName,
  };
}
