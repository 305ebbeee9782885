// The secret of an API key: 32 random bytes after a recognisable prefix naming its rails (pdk_test_ on sandbox rails,
// pdk_live_ on live ones). Only its SHA-256 is stored; lists show its first characters. Expiry is a Lagos calendar day: the key works until that day ends.
import { randomBytes } from 'node:crypto';
import {
  API_KEY_PREFIX_LENGTH,
  API_KEY_SECRET_PREFIXES,
  type ApiKeyStatus,
  type RailsMode,
} from '@paydesk/contracts';
import { addDays, lagosDay } from '../../lib/lagos-time.ts';
import { hashToken } from '../../lib/secrets.ts';

export interface NewSecret {
  secret: string;
  prefix: string;
  secretHash: string;
}

export function newSecret(rails: RailsMode): NewSecret {
  const secret = `${API_KEY_SECRET_PREFIXES[rails]}${randomBytes(32).toString('base64url')}`;
  return { secret, prefix: secret.slice(0, API_KEY_PREFIX_LENGTH), secretHash: hashToken(secret) };
}

/** The rails whose prefix a presented secret carries; null for neither (then it is simply unknown). */
export function railsOfSecret(secret: string): RailsMode | null {
  if (secret.startsWith(API_KEY_SECRET_PREFIXES.sandbox)) return 'sandbox';
  if (secret.startsWith(API_KEY_SECRET_PREFIXES.live)) return 'live';
  return null;
}

/** Lagos is UTC+1 all year: the instant its day after `day` begins. */
export const endOfLagosDayInstant = (day: string) => new Date(`${addDays(day, 1)}T00:00:00+01:00`);

/** The last Lagos day an expiry instant covers. */
export const lastDayOf = (expiresAt: Date) => lagosDay(new Date(expiresAt.getTime() - 1));

export function statusOf(
  key: { revokedAt: Date | null; expiresAt: Date | null },
  now = new Date(),
): ApiKeyStatus {
  if (key.revokedAt) return 'revoked';
  if (key.expiresAt && key.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}
