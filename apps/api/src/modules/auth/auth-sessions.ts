// Opening an auth session: the one place a session row and its refresh token are written, for a login, a support
// link and a switch into a sub account alike.
import type { authSessions, Executor } from '@paydesk/db';
import { generateToken, hashToken } from '../../lib/secrets.ts';
import type { RefreshTokenStore } from '../../platform/refresh-rotation.ts';
import {
  findRefreshTokenForUpdate,
  insertAuthSession,
  insertRefreshToken,
  revokeLogin,
} from './auth.queries.ts';
import { markRefreshTokenUsed } from './credentials.queries.ts';

export type AuthSessionRow = typeof authSessions.$inferSelect;

/** The employer sign-in's refresh tokens for the shared rotation (a reused token ends the whole login). */
export const authRefreshStore: RefreshTokenStore<AuthSessionRow> = {
  findForUpdate: findRefreshTokenForUpdate,
  markUsed: (tx, _session, tokenId) => markRefreshTokenUsed(tx, tokenId),
  insert: (tx, session, values) => insertRefreshToken(tx, { sessionId: session.id, ...values }),
  revokeFamily: (tx, session, reason) => revokeLogin(tx, session.id, reason),
};

/** Stores a refresh token of the session (a new random one unless given) and answers it. */
export async function issueRefreshToken(
  tx: Executor,
  input: { sessionId: string; ttlSeconds: number; token?: string },
): Promise<string> {
  const token = input.token ?? generateToken();
  await insertRefreshToken(tx, {
    sessionId: input.sessionId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + input.ttlSeconds * 1000),
  });
  return token;
}

export interface OpenSessionInput {
  userId: string;
  companyId: string;
  channel: string;
  ip?: string | null;
  userAgent?: string | null;
  /** The main-account session a sub-account session was switched from. */
  parentSessionId?: string;
  /** Set when an operator signs in to the business as support. */
  supportOperatorId?: string | null;
  /** How long the first refresh token lives. */
  refreshTtlSeconds: number;
  /** The first refresh token, when the caller made it already; a new one otherwise. */
  refreshToken?: string;
}

/** A new session with its first refresh token, in the caller's transaction. */
export async function openAuthSession(
  tx: Executor,
  input: OpenSessionInput,
): Promise<{ session: AuthSessionRow; refreshToken: string }> {
  const session = await insertAuthSession(tx, {
    userId: input.userId,
    companyId: input.companyId,
    channel: input.channel,
    ...(input.parentSessionId === undefined ? {} : { parentSessionId: input.parentSessionId }),
    ...(input.supportOperatorId === undefined ? {} : { supportOperatorId: input.supportOperatorId }),
    ip: input.ip ?? null,
    userAgent: input.userAgent ?? null,
    lastUsedAt: new Date(),
  });
  const refreshToken = await issueRefreshToken(tx, {
    sessionId: session!.id,
    ttlSeconds: input.refreshTtlSeconds,
    token: input.refreshToken,
  });
  return { session: session!, refreshToken };
}
