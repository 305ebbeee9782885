// What Paydesk asks of a KYC provider: look up a BVN, a NIN or a CAC registration, and send a one-time code to the
// phone on record of an identity. Real adapters and the sandbox implement this; nothing else knows which is in use.
import type { PhoneCodeChannel } from '@paydesk/contracts';
import type { Executor } from '@paydesk/db';
import type { AfterCommit } from '../../lib/transaction.ts';

export interface PersonRecord {
  idType: 'BVN' | 'NIN';
  firstName: string;
  middleName: string | null;
  lastName: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
  /** The phone number registered with the identity; one-time codes go there. */
  phoneNumber: string;
}

export interface CompanyRecord {
  rcNumber: string;
  companyName: string;
  /** YYYY-MM-DD. */
  registeredOn: string;
}

/**
 * The name the caller expects. Providers' match endpoints take it and answer the record as registered; the caller
 * always compares the answer itself.
 */
export interface PersonHint {
  firstName: string;
  lastName: string;
}

export interface PhoneCode {
  companyId: string;
  phoneNumber: string;
  channel: PhoneCodeChannel;
  code: string;
  ttlMinutes: number;
}

export interface KycProvider {
  /** The record of a BVN, or null when there is none. Throws ProviderUnavailable when the provider fails. */
  lookupBvn(bvn: string, hint?: PersonHint): Promise<PersonRecord | null>;
  lookupNin(nin: string, hint?: PersonHint): Promise<PersonRecord | null>;
  lookupCac(rcNumber: string, hint?: { companyName: string }): Promise<CompanyRecord | null>;
  /** Queues the code in the caller's transaction; it leaves only once that transaction commits. */
  sendPhoneCode(tx: Executor, afterCommit: AfterCommit, message: PhoneCode): Promise<void>;
}

/** Names compare without case, accents, punctuation or order; every claimed name must be on the record. */
export function namesMatch(claimed: string, recorded: string): boolean {
  const words = (name: string) =>
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter(Boolean);
  const onRecord = new Set(words(recorded));
  const wanted = words(claimed);
  return wanted.length > 0 && wanted.every((w) => onRecord.has(w));
}

export const fullName = (r: Pick<PersonRecord, 'firstName' | 'middleName' | 'lastName'>) =>
  [r.firstName, r.middleName, r.lastName].filter(Boolean).join(' ');
