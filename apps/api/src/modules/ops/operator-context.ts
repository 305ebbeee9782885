// Authenticates /ops routes that declare config.operator: a valid operator token of a live session whose operator
// is still active. Registered inside the ops plugin, so it sees only operator routes.
import type { Database } from '@paydesk/db';
import type { FastifyInstance } from 'fastify';
import { Unauthorized } from '../../lib/errors.ts';
import type { OperatorTokens } from './operator-tokens.ts';
import { findSessionWithOperator } from './operators.queries.ts';

export interface OperatorContext {
  operatorId: string;
  sessionId: string;
  email: string;
  firstName: string;
  lastName: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Requires an operator token of a live operator session; fills request.operator. */
    operator?: boolean;
  }
  interface FastifyRequest {
    operator: OperatorContext | null;
  }
}

export function registerOperatorContext(
  app: FastifyInstance,
  deps: { db: Database; tokens: OperatorTokens },
) {
  app.decorateRequest('operator', null);
  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.config?.operator) return;
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) throw new Unauthorized();
    const claims = await deps.tokens.verify(token);
    const row = await findSessionWithOperator(deps.db, claims.sessionId);
    if (
      !row ||
      row.session.operatorId !== claims.operatorId ||
      row.session.revokedAt ||
      row.session.expiresAt.getTime() < Date.now() ||
      row.operator.status !== 'active'
    )
      throw new Unauthorized();
    request.operator = {
      operatorId: row.operator.id,
      sessionId: row.session.id,
      email: row.operator.email,
      firstName: row.operator.firstName,
      lastName: row.operator.lastName,
    };
  });
}

export const operatorName = (o: { firstName: string; lastName: string }) => `${o.firstName} ${o.lastName}`;
