// Human-readable, unguessable references: a prefix, the Lagos date and random characters (MOV-20260321-7K2Q9XW4).
import { randomBytes } from 'node:crypto';
import { lagosDay } from './lagos-time.ts';

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export function newReference(prefix: string, length = 10): string {
  return newReferences(prefix, 1, length)[0]!;
}

/** `count` references at once (a bulk chunk's thousands): one read of the random source and of the clock. */
export function newReferences(prefix: string, count: number, length = 10): string[] {
  const bytes = randomBytes(length * count);
  const head = `${prefix}-${lagosDay().replace(/-/g, '')}-`;
  const out: string[] = new Array(count);
  for (let i = 0; i < count; i++) {
    let tail = '';
    for (let j = i * length; j < (i + 1) * length; j++) tail += ALPHABET[bytes[j]! % ALPHABET.length];
    out[i] = head + tail;
  }
  return out;
}
