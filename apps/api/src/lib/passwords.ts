// Password hashing (argon2id, 19 MiB, t=2, p=1: OWASP's recommended minimum) and the common-password check.
import { createRequire } from 'node:module';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

// Algorithm is an ambient const enum; 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// Verified when the email is unknown, so an unknown email costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('paydesk-timing-equaliser');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  if (!common) {
    // fxa-common-password-list ships the list incrementally encoded and only tests it linearly; decode it once.
    const require = createRequire(import.meta.url);
    const { Decoder } = require('incremental-encoder').default as {
      Decoder: new () => { decode(l: string[]): string[] };
    };
    const encoded = require('fxa-common-password-list/src/encoded-passwords') as string;
    common = new Set(new Decoder().decode(encoded.split('\n')));
  }
  return common;
}

/** True when the password is on the common-passwords list (the 1M most used, 8 characters and longer). */
export function isCommonPassword(password: string): boolean {
  const list = commonPasswords();
  return list.has(password) || list.has(password.toLowerCase());
}
