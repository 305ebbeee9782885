// Authenticates routes that declare config.auth: a valid access token whose session is still live.

import type { Database } from '@paydesk/db';
import type { FastifyInstance } from 'fastify';
import { Unauthorized } from '../lib/errors.ts';
import type { AccessTokens } from '../modules/auth/access-tokens.ts';
import { findSession } from '../modules/auth/auth.queries.ts';

export function registerAuthContext(app: FastifyInstance, deps: { db: Database; tokens: AccessTokens }) {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.config?.auth) return;
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) throw new Unauthorized();
    const claims = await deps.tokens.verify(token);
    // Checked on every call so that logout and refresh-token reuse end a session at once.
    const session = await findSession(deps.db, claims.sessionId);
    if (!session || session.revokedAt || session.userId !== claims.userId) throw new Unauthorized();
    request.auth = {
      userId: claims.userId,
      sessionId: claims.sessionId,
      companyId: claims.companyId,
      role: claims.role,
    };
  });
}
