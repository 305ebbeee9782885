// Human-readable references: a prefix, the Lagos date, the time of day and random characters
// (TRF-20260321-4K7Q2X9M3WHD). The time of day makes references made later sort later, so the unique keys that hold
// them take new rows at their right-hand end (decision 0030); the random characters keep any two apart.
import { randomBytes } from 'node:crypto';
import { lagosDay } from './lagos-time.ts';

/** In ascending character order, so that references of the same length sort as their time does. */
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const DAY_MS = 86_400_000;
const LAGOS_OFFSET_MS = 3_600_000;
/** Characters of the time of day: 2-millisecond steps, 34^5 > 43,200,000 of them a day. */
const TIME_CHARS = 5;

export function newReference(prefix: string, length = 10): string {
  return newReferences(prefix, 1, length)[0]!;
}

/**
 * `count` different references at once (a bulk chunk's thousands, which share the clock's reading), in ascending
 * order. `length` characters after the date: the time of day (5), then random ones; a short reference (under 10,
 * e.g. a note's invoice number) is random characters only.
 */
export function newReferences(prefix: string, count: number, length = 10): string[] {
  const now = new Date();
  const timed = length >= TIME_CHARS + 5;
  const random = timed ? length - TIME_CHARS : length;
  const head = `${prefix}-${lagosDay(now).replace(/-/g, '')}-${timed ? timeOfDay(now) : ''}`;
  const made = new Set<string>();
  // Drawn again for the few that repeat one already made (two of a chunk of 2,000 share seven random characters
  // about once in 26,000 chunks).
  while (made.size < count) {
    const wanted = count - made.size;
    const bytes = randomBytes(random * wanted);
    for (let i = 0; i < wanted; i++) {
      let tail = '';
      for (let j = i * random; j < (i + 1) * random; j++) tail += ALPHABET[bytes[j]! % ALPHABET.length];
      made.add(head + tail);
    }
  }
  const out = [...made];
  return count > 1 ? out.sort() : out;
}

/** Lagos time of day (UTC+1 all year) in 2 ms steps, fixed width. */
function timeOfDay(at: Date): string {
  let steps = Math.floor(((at.getTime() + LAGOS_OFFSET_MS) % DAY_MS) / 2);
  let text = '';
  for (let i = 0; i < TIME_CHARS; i++) {
    text = ALPHABET[steps % ALPHABET.length] + text;
    steps = Math.floor(steps / ALPHABET.length);
  }
  return text;
}
