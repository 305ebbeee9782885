// The sandbox banking rail: deterministic name enquiry after a short delay, like NIP.
//
// Test account numbers (any bank; also in docs/sandbox.md):
//   0000000001  no such account (name enquiry finds nothing)
//   0000000002  an account under another name (Musa Danjuma): the employee's name check is flagged 'mismatch'
//   0000000003  the bank does not answer in time (503, 'Error Validating Account Details')
// Any other 10-digit number exists: its name is the expected name when one is given, otherwise a name derived
// from the bank code and number (the same every time).
import { createHash } from 'node:crypto';
import { ACCOUNT_VALIDATION_FAILED_MESSAGE } from '@paydesk/contracts';
import { ProviderUnavailable } from '../../lib/errors.ts';
import type { BankingProvider } from './banking-provider.ts';

export const SANDBOX_ACCOUNTS = {
  notFound: '0000000001',
  nameMismatch: '0000000002',
  timeout: '0000000003',
} as const;

export const SANDBOX_MISMATCH_NAME = 'MUSA DANJUMA';
const FIRST_NAMES = ['ADAEZE', 'BABATUNDE', 'CHINEDU', 'DAMILOLA', 'EMEKA', 'FUNMILAYO', 'GARBA', 'HALIMA'];
const LAST_NAMES = ['OKAFOR', 'ADEYEMI', 'BELLO', 'NWOSU', 'OLAWALE', 'ABUBAKAR', 'EZE', 'OGUNLEYE'];

export function createSandboxBanking(options: { delayMs?: number } = {}): BankingProvider {
  const delayMs = options.delayMs ?? 100;
  // A delay of 0 answers at once: setTimeout(0) still waits a timer tick (1 ms or more on a busy machine), which
  // made a 10,000-row upload check wait over a second on a rail configured to answer without delay.
  const wait = (ms: number) =>
    ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
  return {
    async nameEnquiry({ bankCode, accountNumber, expectedName }) {
      if (accountNumber === SANDBOX_ACCOUNTS.timeout) {
        await wait(delayMs * 2);
        throw new ProviderUnavailable(ACCOUNT_VALIDATION_FAILED_MESSAGE);
      }
      await wait(delayMs);
      if (accountNumber === SANDBOX_ACCOUNTS.notFound) return null;
      if (accountNumber === SANDBOX_ACCOUNTS.nameMismatch) return { accountName: SANDBOX_MISMATCH_NAME };
      if (expectedName?.trim()) return { accountName: expectedName.trim().toUpperCase() };
      const h = createHash('sha256').update(`paydesk-sandbox-bank:${bankCode}:${accountNumber}`).digest();
      return {
        accountName: `${FIRST_NAMES[h[0]! % FIRST_NAMES.length]} ${LAST_NAMES[h[1]! % LAST_NAMES.length]}`,
      };
    },
  };
}
