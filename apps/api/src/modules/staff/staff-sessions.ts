// Staff sessions, like the employer's: a short-lived access token and a rotating refresh token (the shared rotation
// in platform/refresh-rotation: a reused refresh token revokes the session), a session lasting at most
// STAFF_SESSION_DAYS, sign-out revoking it. A person employed by two businesses signs in once and chooses which
// employment to act for: the session (and every staff answer) belongs to one employment at a time.
import type { StaffEmployment, StaffSession, StaffTokens } from '@paydesk/contracts';
import type { Executor } from '@paydesk/db';
import type { RequestOrigin } from '../../http/route-kit.ts';
import { NotFound, Unauthorized } from '../../lib/errors.ts';
import { transact } from '../../lib/transaction.ts';
import {
  type RefreshTokenStore,
  rotateRefreshToken,
  storeRefreshToken,
} from '../../platform/refresh-rotation.ts';
import * as q from './staff.queries.ts';
import type { StaffAuth } from './staff-auth.ts';
import { recordStaffAudit, type StaffDeps } from './staff-deps.ts';

/** How long a staff access token lasts (as the employer's default). */
export const STAFF_ACCESS_TOKEN_SECONDS = 15 * 60;
/** How long an unused refresh token lasts: a week away from the app means signing in again. */
export const STAFF_REFRESH_TOKEN_SECONDS = 7 * 86_400;
/** The longest a session lasts however often it is refreshed. */
export const STAFF_SESSION_DAYS = 30;

const refreshStore: RefreshTokenStore<q.StaffSessionRow> = {
  findForUpdate: q.findRefreshTokenForUpdate,
  markUsed: (tx, session, tokenId) => q.markRefreshTokenUsed(tx, session.companyId, tokenId),
  insert: (tx, session, values) =>
    q.insertRefreshToken(tx, { companyId: session.companyId, sessionId: session.id, ...values }),
  revokeFamily: (tx, session, reason) => q.revokeSession(tx, session.companyId, session.id, reason),
};

function signAccess(deps: Pick<StaffDeps, 'staffTokens'>, session: q.StaffSessionRow) {
  return deps.staffTokens.sign({
    userId: session.employeeId,
    sessionId: session.id,
    companyId: session.companyId,
    role: 'staff',
  });
}

/** The employments of the person a session was opened for; only the current one when it came from an invitation. */
async function employmentsFor(
  db: Executor,
  identifier: string | null,
  current: StaffEmployment,
): Promise<StaffEmployment[]> {
  const found = identifier ? await q.employmentsOf(db, identifier) : [];
  return found.some((e) => e.employeeId === current.employeeId) ? found : [current, ...found];
}

/**
 * Opens a session for one employment in the caller's transaction. `identifier` is the email or phone the person
 * proved (null for an invitation link): it decides which other employments they may switch to.
 */
export async function openStaffSession(
  deps: StaffDeps,
  db: Executor,
  employee: q.EmployeeRow,
  identifier: string | null,
): Promise<StaffSession> {
  const session = await q.insertSession(db, {
    companyId: employee.companyId,
    employeeId: employee.id,
    identifier,
    expiresAt: new Date(Date.now() + STAFF_SESSION_DAYS * 86_400_000),
  });
  const refreshToken = await storeRefreshToken(db, refreshStore, session, {
    ttlSeconds: STAFF_REFRESH_TOKEN_SECONDS,
  });
  const { token, expiresAt } = await signAccess(deps, session);
  const profile = await q.profileOf(db, employee);
  const employments = await employmentsFor(db, identifier, {
    companyId: employee.companyId,
    companyName: profile.companyName,
    employeeId: employee.id,
  });
  return { token, refreshToken, expiresAt, profile, employments };
}

/** Exchanges a refresh token for a new pair. A used one presented again revokes the session: it leaked. */
export async function refreshStaffSession(deps: StaffDeps, presented: string): Promise<StaffTokens> {
  const outcome = await transact(deps.db, (tx) =>
    rotateRefreshToken(tx, refreshStore, presented, {
      ttlSeconds: STAFF_REFRESH_TOKEN_SECONDS,
      stillAllowed: async (session) => {
        if (session.expiresAt.getTime() <= Date.now()) return undefined;
        const employee = await q.findEmployee(tx, session.companyId, session.employeeId);
        return employee?.status === 'active' ? employee : undefined;
      },
    }),
  );
  if (!outcome.ok) throw new Unauthorized();
  const { token, expiresAt } = await signAccess(deps, outcome.session);
  return { token, refreshToken: outcome.refreshToken, expiresAt };
}

/**
 * Moves the signed-in person to another of their employments: a new session for it, the current one revoked. An
 * employee id that is not one of theirs answers 404, like any other business's id.
 */
export async function switchEmployer(
  deps: StaffDeps,
  staff: StaffAuth,
  origin: RequestOrigin,
  employeeId: string,
): Promise<StaffSession> {
  const current = await q.findSession(deps.db, staff.sessionId);
  const identifier = current?.identifier ?? null;
  const target = identifier
    ? (await q.employmentsOf(deps.db, identifier)).find((e) => e.employeeId === employeeId)
    : undefined;
  if (!target) throw new NotFound('Employer');
  return transact(deps.db, async (tx) => {
    const employee = await q.findEmployee(tx, target.companyId, target.employeeId);
    if (!employee) throw new NotFound('Employer');
    await q.revokeSession(tx, staff.companyId, staff.sessionId, 'employer-switch');
    await recordStaffAudit(tx, employee, origin, { action: 'staff.employer.switch', outcome: 'success' });
    return openStaffSession(deps, tx, employee, identifier);
  });
}

export async function logout(deps: StaffDeps, session: { companyId: string; sessionId: string }) {
  await q.revokeSession(deps.db, session.companyId, session.sessionId);
}
