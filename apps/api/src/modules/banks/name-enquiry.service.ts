// Account name enquiry against the directory and the banking rail: an unknown bank or a missing account is a field
// error; a rail that fails answers 503 'Error Validating Account Details' (spec §8).
import type { NameEnquiryResult } from '@paydesk/contracts';
import type { Executor } from '@paydesk/db';
import { ValidationFailed } from '../../lib/errors.ts';
import type { BankingProvider } from '../../providers/banking/index.ts';
import { findBank } from './banks.queries.ts';

export const ACCOUNT_NOT_FOUND_MESSAGE = 'No account found with this number at this bank';

export async function enquireAccountName(
  db: Executor,
  banking: BankingProvider,
  request: { bankCode: string; accountNumber: string; expectedName?: string },
  /** Where the bank is looked up: a bulk check passes one that reads each bank code once per file. */
  lookupBank: typeof findBank = findBank,
): Promise<NameEnquiryResult> {
  const bank = await lookupBank(db, request.bankCode);
  if (!bank) throw new ValidationFailed({ bankCode: ['Choose a bank'] });
  const answer = await banking.nameEnquiry(request);
  if (!answer) throw new ValidationFailed({ accountNumber: [ACCOUNT_NOT_FOUND_MESSAGE] });
  return {
    bankCode: bank.institutionCode,
    bankName: bank.institutionName,
    accountNumber: request.accountNumber,
    accountName: answer.accountName,
  };
}
