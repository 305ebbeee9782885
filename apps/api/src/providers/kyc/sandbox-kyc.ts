// The sandbox KYC provider: deterministic answers derived from the number, after a short delay like a real rail.
//
// Test numbers (also in docs/sandbox.md):
//   BVN or NIN  00000000001  no record found
//               00000000002  a record under another name (name mismatch)
//               00000000003  the provider times out (503, try again later)
//   CAC         RC0000001 / BN0000001  no record found
//               RC0000002 / BN0000002  registered under another name (name mismatch)
//               RC0000003 / BN0000003  the provider times out
// Any other 11-digit number has a record: the name asked about (or one derived from the number when none is
// given), a date of birth derived from the number, and a phone on record 0{7|8|9}{0|1} followed by the number's
// last 8 digits. Any other RC or BN number is registered to the name asked about.
// One-time codes to phones go out through the messaging outbox and appear in the dev mailbox under the phone number.
import { createHash } from 'node:crypto';
import { ProviderUnavailable } from '../../lib/errors.ts';
import type { Mailer } from '../../platform/mail/mail.service.ts';
import type { CompanyRecord, KycProvider, PersonHint, PersonRecord } from './kyc-provider.ts';

export const SANDBOX_NUMBERS = {
  notFound: '00000000001',
  nameMismatch: '00000000002',
  timeout: '00000000003',
  cacNotFound: 'RC0000001',
  cacNameMismatch: 'RC0000002',
  cacTimeout: 'RC0000003',
} as const;

const FIRST_NAMES = ['Adaeze', 'Babatunde', 'Chinedu', 'Damilola', 'Emeka', 'Funmilayo', 'Garba', 'Halima'];
const MIDDLE_NAMES = ['Oluwaseun', 'Ngozi', 'Ibrahim', 'Amaka', null, null];
const LAST_NAMES = ['Okafor', 'Adeyemi', 'Bello', 'Nwosu', 'Olawale', 'Abubakar', 'Eze', 'Ogunleye'];
const MISMATCH_PERSON = { firstName: 'Musa', middleName: null, lastName: 'Danjuma' };
const MISMATCH_COMPANY = 'Northwind Traders Nigeria Limited';

const digest = (value: string) => createHash('sha256').update(`paydesk-sandbox:${value}`).digest();
const pick = <T>(list: readonly T[], byte: number) => list[byte % list.length]!;

function derivedPerson(idType: 'BVN' | 'NIN', number: string, hint?: PersonHint): PersonRecord {
  const h = digest(`${idType}:${number}`);
  const name =
    number === SANDBOX_NUMBERS.nameMismatch
      ? MISMATCH_PERSON
      : hint
        ? { firstName: hint.firstName, middleName: null, lastName: hint.lastName }
        : {
            firstName: pick(FIRST_NAMES, h[0]!),
            middleName: pick(MIDDLE_NAMES, h[1]!),
            lastName: pick(LAST_NAMES, h[2]!),
          };
  const born = new Date(Date.UTC(1960, 0, 1) + (h.readUInt32BE(4) % (40 * 365)) * 86_400_000);
  return {
    idType,
    ...name,
    dateOfBirth: born.toISOString().slice(0, 10),
    phoneNumber: `0${'789'[h[8]! % 3]}${'01'[h[9]! % 2]}${number.slice(-8)}`,
  };
}

export function createSandboxKyc(deps: {
  messaging: Pick<Mailer, 'enqueue'>;
  delayMs?: number;
}): KycProvider {
  const delayMs = deps.delayMs ?? 150;
  const answer = async <T>(isTimeout: boolean, value: () => T): Promise<T> => {
    await new Promise((resolve) => setTimeout(resolve, isTimeout ? delayMs * 2 : delayMs));
    if (isTimeout)
      throw new ProviderUnavailable(
        'The identity verification service did not respond in time. Please try again in a few minutes.',
      );
    return value();
  };
  const person = (idType: 'BVN' | 'NIN') => (number: string, hint?: PersonHint) =>
    answer(number === SANDBOX_NUMBERS.timeout, () =>
      number === SANDBOX_NUMBERS.notFound ? null : derivedPerson(idType, number, hint),
    );
  return {
    lookupBvn: person('BVN'),
    lookupNin: person('NIN'),
    lookupCac(rcNumber, hint) {
      const digits = rcNumber.replace(/^(RC|BN)/, '');
      return answer(digits === '0000003', (): CompanyRecord | null => {
        if (digits === '0000001') return null;
        const h = digest(`CAC:${rcNumber}`);
        const registered = new Date(Date.UTC(1995, 0, 1) + (h.readUInt32BE(0) % (30 * 365)) * 86_400_000);
        return {
          rcNumber,
          companyName: digits === '0000002' || !hint ? MISMATCH_COMPANY : hint.companyName,
          registeredOn: registered.toISOString().slice(0, 10),
        };
      });
    },
    async sendPhoneCode(tx, afterCommit, message) {
      const text = `Your Paydesk verification code is ${message.code}. It expires in ${message.ttlMinutes} minutes. Do not share it with anyone.`;
      await deps.messaging.enqueue(tx, afterCommit, {
        channel: message.channel,
        to: message.phoneNumber,
        subject: `${message.channel === 'whatsapp' ? 'WhatsApp' : 'SMS'}: Paydesk code ${message.code}`,
        text,
        template: 'kyc.phone-code',
        companyId: message.companyId,
      });
    },
  };
}
