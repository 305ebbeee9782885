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

interface OperatorAccessDeps {
  db: Database;
  tokens: OperatorTokens;
}

/** The operator of a token of a live session whose operator is still active; Unauthorized otherwise. */
export async function authenticateOperator(
  deps: OperatorAccessDeps,
  token: string | undefined,
): Promise<OperatorContext> {
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
  return {
    operatorId: row.operator.id,
    sessionId: row.session.id,
    email: row.operator.email,
    firstName: row.operator.firstName,
    lastName: row.operator.lastName,
  };
}

export function registerOperatorContext(app: FastifyInstance, deps: OperatorAccessDeps) {
  app.decorateRequest('operator', null);
  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.config?.operator) return;
    const header = request.headers.authorization;
    request.operator = await authenticateOperator(
      deps,
      header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined,
    );
  });
}

export const operatorName = (o: { firstName: string; lastName: string }) => `${o.firstName} ${o.lastName}`;
