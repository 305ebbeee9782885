// Row ids for tables written in bulk (history lines, transfers, journal entries, payslips): UUID version 7 (RFC 9562),
// 48 bits of the clock's milliseconds, then random bits. Ids made later sort later, so a table's primary key takes
// each new row at its right-hand end instead of a random leaf of the whole index (decision 0030).
import { randomBytes } from 'node:crypto';

/** `count` ids made now, in ascending order (rows written in this order fill their index left to right). */
export function newIds(count: number): string[] {
  const bytes = randomBytes(16 * count);
  const now = Date.now();
  for (let b = 0; b < bytes.length; b += 16) {
    bytes.writeUIntBE(now, b, 6);
    bytes[b + 6] = (bytes[b + 6]! & 0x0f) | 0x70;
    bytes[b + 8] = (bytes[b + 8]! & 0x3f) | 0x80;
  }
  const hex = bytes.toString('hex');
  const out: string[] = new Array(count);
  for (let i = 0, h = 0; i < count; i++, h += 32)
    out[i] =
      `${hex.slice(h, h + 8)}-${hex.slice(h + 8, h + 12)}-${hex.slice(h + 12, h + 16)}-` +
      `${hex.slice(h + 16, h + 20)}-${hex.slice(h + 20, h + 32)}`;
  return count > 1 ? out.sort() : out;
}

export const newId = (): string => newIds(1)[0]!;

/** Ids handed out one at a time, made `batch` at once (a payroll run's lines, as each is computed). */
export function idSupply(batch = 1_000): () => string {
  let ids: string[] = [];
  let next = 0;
  return () => {
    if (next === ids.length) {
      ids = newIds(batch);
      next = 0;
    }
    return ids[next++]!;
  };
}
