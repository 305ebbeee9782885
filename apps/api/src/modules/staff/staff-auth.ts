// Authenticates staff routes: a staff-audience token of a live, unexpired staff session whose employee is still
// active. Employer tokens fail here (another audience and key), as staff tokens fail on employer routes.
import type { FastifyRequest } from 'fastify';
import { Unauthorized } from '../../lib/errors.ts';
import { employeeStatusText } from '../people/index.ts';
import * as q from './staff.queries.ts';
import type { StaffDeps } from './staff-deps.ts';

export interface StaffAuth {
  employeeId: string;
  companyId: string;
  sessionId: string;
}

const signedIn = new WeakMap<FastifyRequest, StaffAuth>();

/** The claims of the request's bearer token, which must be a staff-audience token of the staff role. */
async function verifiedStaffClaims(deps: Pick<StaffDeps, 'staffTokens'>, request: FastifyRequest) {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  if (!token) throw new Unauthorized();
  const claims = await deps.staffTokens.verify(token);
  if (claims.role !== 'staff') throw new Unauthorized();
  return claims;
}

export function staffAuthHook(deps: Pick<StaffDeps, 'db' | 'staffTokens'>) {
  return async (request: FastifyRequest) => {
    const claims = await verifiedStaffClaims(deps, request);
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

const claimed = new WeakMap<FastifyRequest, StaffAuth>();

/**
 * The token half of staffAuthHook only: a staff-audience token, its claims kept for staffClaimsOf. For a hot route
 * whose own first statement checks the session (staffSessionLiveSql) in the round trip it makes anyway; staffOf
 * refuses such a request, so a handler cannot take unchecked claims for a signed-in employee by mistake.
 */
export function staffClaimsHook(deps: Pick<StaffDeps, 'staffTokens'>) {
  return async (request: FastifyRequest) => {
    const claims = await verifiedStaffClaims(deps, request);
    claimed.set(request, {
      employeeId: claims.userId,
      companyId: claims.companyId,
      sessionId: claims.sessionId,
    });
  };
}

/** The claims of a request that passed staffClaimsHook: its session is not checked yet (staffSessionLiveSql). */
export function staffClaimsOf(request: FastifyRequest): StaffAuth {
  const staff = claimed.get(request);
  if (!staff) throw new Unauthorized();
  return staff;
}

/**
 * staffAuthHook's session check as a boolean SQL expression for another module's prebuilt statement: true when the
 * session is live, unexpired and belongs to the employee of the claims, and the employee is active; null when there
 * is no such session. The arguments are the statement's parameter references (e.g. '$3::uuid'), never values.
 */
export const staffSessionLiveSql = (params: { sessionId: string; companyId: string; employeeId: string }) =>
  `(select s.revoked_at is null and s.expires_at > now() and s.company_id = ${params.companyId}
      and s.employee_id = ${params.employeeId}
      and ${employeeStatusText('s.company_id', 's.employee_id')} = 'active'
    from staff_sessions s where s.id = ${params.sessionId})`;
