// Operator access tokens: a JWT of its own kind (own key, issuer and audience), so a business token never opens an
// /ops route and an operator token never opens a business route.
import { createHmac, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { Unauthorized } from '../../lib/errors.ts';

export const OPERATOR_SESSION_HOURS = 8;
const ISSUER = 'paydesk-ops';
const AUDIENCE = 'paydesk-ops-console';

export interface OperatorClaims {
  operatorId: string;
  sessionId: string;
}

export interface OperatorTokens {
  sign(claims: OperatorClaims, expiresAt: Date): Promise<string>;
  verify(token: string): Promise<OperatorClaims>;
}

export function createOperatorTokens(appSecret: string): OperatorTokens {
  const key = createHmac('sha256', appSecret).update('paydesk:operator-token').digest();
  return {
    sign: (claims, expiresAt) =>
      new SignJWT({ sid: claims.sessionId, typ: 'operator' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.operatorId)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
          // A token without an expiry would never end: refuse it even when signed with the right key.
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || payload.typ !== 'operator')
          throw new Unauthorized();
        return { operatorId: payload.sub, sessionId: payload.sid };
      } catch (error) {
        if (error instanceof errors.JWTExpired)
          throw new Unauthorized('Your console session has ended. Sign in again.', 'SESSION_EXPIRED');
        throw new Unauthorized();
      }
    },
  };
}
