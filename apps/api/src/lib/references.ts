// Human-readable, unguessable references: a prefix, the Lagos date and random characters (MOV-20260321-7K2Q9XW4).
import { randomBytes } from 'node:crypto';
import { lagosDay } from './lagos-time.ts';

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export function newReference(prefix: string, length = 10): string {
  const bytes = randomBytes(length);
  let tail = '';
  for (const b of bytes) tail += ALPHABET[b % ALPHABET.length];
  return `${prefix}-${lagosDay().replace(/-/g, '')}-${tail}`;
}
