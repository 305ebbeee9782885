// Rotating opaque refresh tokens, shared by the employer sign-in and the staff app: each token works once and is
// replaced; a used token presented again means it leaked, so its whole family (the session) is revoked. Only
// SHA-256 hashes are stored. Each caller supplies the store of its own tables.
import type { Executor } from '@paydesk/db';
import { generateToken, hashToken } from '../lib/secrets.ts';

export interface StoredRefreshToken {
  id: string;
  usedAt: Date | null;
  expiresAt: Date;
}

export interface RefreshTokenStore<Session extends { revokedAt: Date | null }> {
  /** The token with this hash and its session, the token row locked for the rest of the transaction. */
  findForUpdate(
    tx: Executor,
    tokenHash: string,
  ): Promise<{ token: StoredRefreshToken; session: Session } | undefined>;
  markUsed(tx: Executor, session: Session, tokenId: string): Promise<void>;
  insert(tx: Executor, session: Session, values: { tokenHash: string; expiresAt: Date }): Promise<void>;
  /** Ends the session and every token of it. */
  revokeFamily(tx: Executor, session: Session, reason: string): Promise<void>;
}

export type RotationOutcome<Session, Live> =
  | { ok: true; session: Session; live: Live; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'ended' }
  | { ok: false; reason: 'reused'; session: Session };

/** Stores a new refresh token of a session and answers it (the plain value leaves only in the response). */
export async function storeRefreshToken<Session extends { revokedAt: Date | null }>(
  tx: Executor,
  store: RefreshTokenStore<Session>,
  session: Session,
  input: { ttlSeconds: number; token?: string },
): Promise<string> {
  const token = input.token ?? generateToken();
  await store.insert(tx, session, {
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + input.ttlSeconds * 1000),
  });
  return token;
}

/**
 * Exchanges a refresh token for a new one, in the caller's transaction. `stillAllowed` answers what the caller
 * needs to sign the next access token (e.g. the member's role), or undefined when the person may no longer sign in.
 */
export async function rotateRefreshToken<Session extends { revokedAt: Date | null }, Live>(
  tx: Executor,
  store: RefreshTokenStore<Session>,
  presented: string,
  options: {
    ttlSeconds: number;
    token?: string;
    stillAllowed: (session: Session) => Promise<Live | undefined>;
  },
): Promise<RotationOutcome<Session, Live>> {
  const found = await store.findForUpdate(tx, hashToken(presented));
  if (!found) return { ok: false, reason: 'unknown' };
  const { token, session } = found;
  if (token.usedAt) {
    await store.revokeFamily(tx, session, 'refresh-token-reuse');
    return { ok: false, reason: 'reused', session };
  }
  if (session.revokedAt || token.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'ended' };
  const live = await options.stillAllowed(session);
  if (live === undefined) return { ok: false, reason: 'ended' };
  await store.markUsed(tx, session, token.id);
  const refreshToken = await storeRefreshToken(tx, store, session, {
    ttlSeconds: options.ttlSeconds,
    token: options.token,
  });
  return { ok: true, session, live, refreshToken };
}
