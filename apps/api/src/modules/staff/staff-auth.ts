// Authenticates staff routes: a staff-audience token of a live, unexpired staff session whose employee is still
// active. Employer tokens fail here (another audience and key), as staff tokens fail on employer routes.
import type { FastifyRequest } from 'fastify';
import { Unauthorized } from '../../lib/errors.ts';
import * as q from './staff.queries.ts';
import type { StaffDeps } from './staff-deps.ts';

export interface StaffAuth {
  employeeId: string;
  companyId: string;
  sessionId: string;
}

const signedIn = new WeakMap<FastifyRequest, StaffAuth>();

export function staffAuthHook(deps: Pick<StaffDeps, 'db' | 'staffTokens'>) {
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) throw new Unauthorized();
    const claims = await deps.staffTokens.verify(token);
    if (claims.role !== 'staff') throw new Unauthorized();
    const session = await q.findSessionWithEmployee(deps.db, claims.sessionId);
    if (
      !session ||
      session.revokedAt ||
      session.expiresAt.getTime() <= Date.now() ||
      session.companyId !== claims.companyId ||
      session.employeeId !== claims.userId ||
      session.employeeStatus !== 'active'
    )
      throw new Unauthorized();
    signedIn.set(request, {
      employeeId: session.employeeId,
      companyId: session.companyId,
      sessionId: session.id,
    });
  };
}

/** The employee of a request that passed staffAuthHook. */
export function staffOf(request: FastifyRequest): StaffAuth {
  const staff = signedIn.get(request);
  if (!staff) throw new Unauthorized();
  return staff;
}
