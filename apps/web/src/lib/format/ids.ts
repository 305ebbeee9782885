/** A client-side id (e.g. an Idempotency-Key per user action): random base-36 part, then a base-36 timestamp. */
export function generateId(now: number = Date.now()): string {
  const random = Math.random().toString(36).slice(2, 10).padEnd(8, '0');
  return `${random}${now.toString(36)}`;
}
