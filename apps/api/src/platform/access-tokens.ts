// Short-lived JWT access tokens (HS256). Refresh tokens are opaque and live in the database. Verification requires
// exp, iat, issuer and audience: a token signed with the right key but without an expiry is refused.
import { createHmac, randomUUID } from 'node:crypto';
import { SESSION_EXPIRED_MESSAGE } from '@paydesk/contracts';
import { errors, jwtVerify, SignJWT } from 'jose';
import { Unauthorized } from '../lib/errors.ts';

const ISSUER = 'paydesk';
const VERIFIED_TOKENS = 10_000;
/** Employer (member) tokens. */
export const EMPLOYER_AUDIENCE = 'paydesk-api';
/** Employee tokens of the staff app: a different audience and key, so neither kind opens the other's routes. */
export const STAFF_AUDIENCE = 'paydesk-staff';

export interface AccessClaims {
  userId: string;
  sessionId: string;
  companyId: string;
  role: string;
}

export interface AccessTokens {
  sign(claims: AccessClaims): Promise<{ token: string; expiresAt: number }>;
  verify(token: string): Promise<AccessClaims & { expiresAt: number }>;
}

export function createAccessTokens(
  appSecret: string,
  ttlSeconds: number,
  audience: typeof EMPLOYER_AUDIENCE | typeof STAFF_AUDIENCE = EMPLOYER_AUDIENCE,
): AccessTokens {
  const label = audience === EMPLOYER_AUDIENCE ? 'paydesk:access-token' : `paydesk:access-token:${audience}`;
  const key = createHmac('sha256', appSecret).update(label).digest();
  const AUDIENCE = audience;
  // Tokens this process verified already, until they expire: an app sends the same token with every request for
  // its lifetime, and the HMAC check through WebCrypto costs more CPU than the rest of a cheap request's
  // authentication. Only verified tokens enter; expiry is still checked on every use; sessions are still looked up.
  const verified = new Map<string, AccessClaims & { expiresAt: number }>();
  return {
    async sign(claims) {
      const now = Math.floor(Date.now() / 1000);
      const exp = now + ttlSeconds;
      const token = await new SignJWT({ sid: claims.sessionId, cid: claims.companyId, role: claims.role })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setJti(randomUUID())
        .setIssuedAt(now)
        .setExpirationTime(exp)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .sign(key);
      return { token, expiresAt: exp * 1000 };
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > Date.now()) return known;
        verified.delete(token);
        throw new Unauthorized(SESSION_EXPIRED_MESSAGE, 'SESSION_EXPIRED');
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        const { sub, sid, cid, role, exp } = payload;
        if (
          typeof sub !== 'string' ||
          typeof sid !== 'string' ||
          typeof cid !== 'string' ||
          typeof role !== 'string'
        ) {
          throw new Unauthorized();
        }
        const claims = { userId: sub, sessionId: sid, companyId: cid, role, expiresAt: exp! * 1000 };
        if (verified.size >= VERIFIED_TOKENS) verified.clear();
        verified.set(token, claims);
        return claims;
      } catch (error) {
        if (error instanceof errors.JWTExpired)
          throw new Unauthorized(SESSION_EXPIRED_MESSAGE, 'SESSION_EXPIRED');
        throw new Unauthorized();
      }
    },
  };
}
