// Random secrets, one-time codes and their hashes. Plain values leave only in emails and responses.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A 6-digit code that never starts with 0, so it survives being sent as a number (spec §5, reset PIN). */
export function generateCode(): string {
  return String(randomInt(100_000, 1_000_000));
}

/** An unguessable token for links and refresh tokens: 32 random bytes, base64url. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are high-entropy, so a plain SHA-256 is enough to store them. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Codes are low-entropy; keyed hashing stops a leaked table from being brute-forced offline. */
export function hashCode(secret: string, purpose: string, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${code}`).digest('hex');
}

export function safeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
