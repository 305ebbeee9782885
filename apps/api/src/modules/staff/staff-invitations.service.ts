// On-demand pay invitations: people issues a one-time link (only its hash is stored); the employee accepts it once,
// which sets their on-demand state to accepted and signs them in to the staff app.
import { ErrorCode, STAFF_MESSAGES, type StaffAcceptRequest, type StaffSession } from '@paydesk/contracts';
import type { Executor } from '@paydesk/db';
import type { RequestOrigin } from '../../http/route-kit.ts';
import { Conflict, DomainError } from '../../lib/errors.ts';
import { generateToken, hashToken } from '../../lib/secrets.ts';
import { transact } from '../../lib/transaction.ts';
import * as q from './staff.queries.ts';
import { recordStaffAudit, type StaffDeps } from './staff-deps.ts';
import { openStaffSession } from './staff-sessions.ts';

const INVITATION_DAYS = 14;

const invalid = () => new DomainError(404, ErrorCode.notFound, STAFF_MESSAGES.invitationInvalid);

/** Issues a fresh invitation link for an employee (replacing older ones) in the caller's transaction. */
export async function issueStaffInvitationLink(
  tx: Executor,
  publicUrl: string,
  input: { companyId: string; employeeId: string },
): Promise<string> {
  const token = generateToken();
  await q.replaceInvitation(tx, {
    ...input,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000),
  });
  return `${publicUrl}/staff/invite/${input.companyId}/${input.employeeId}/${token}`;
}

export async function acceptInvitation(
  deps: StaffDeps,
  origin: RequestOrigin,
  input: StaffAcceptRequest,
): Promise<StaffSession> {
  const invitation = await q.findInvitation(deps.db, hashToken(input.token));
  // A token of another employee or business is as unknown as a made-up one.
  if (!invitation || invitation.companyId !== input.companyId || invitation.employeeId !== input.employeeId)
    throw invalid();
  if (invitation.consumedAt) throw new Conflict(STAFF_MESSAGES.invitationUsed);
  if (invitation.expiresAt.getTime() <= Date.now()) throw invalid();
  return transact(
    deps.db,
    async (tx) => {
      if (!(await q.consumeInvitation(tx, invitation.companyId, invitation.id)))
        throw new Conflict(STAFF_MESSAGES.invitationUsed);
      const employee = await q.acceptOnDemand(tx, invitation.companyId, invitation.employeeId);
      // Disabled since the invite, or the invite was withdrawn: the link no longer leads anywhere.
      if (!employee) throw invalid();
      await recordStaffAudit(tx, employee, origin, {
        action: 'staff.invitation.accept',
        outcome: 'success',
      });
      return openStaffSession(deps, tx, employee, null);
    },
    deps.onEffectError,
  );
}
