// On-demand pay invitations: people issues a one-time link (only its hash is stored); the employee accepts it once,
// which sets their on-demand state to accepted and signs them in to the staff app.
import {
  ErrorCode,
  STAFF_MESSAGES,
  type StaffAcceptRequest,
  type StaffInvitationPreview,
  type StaffSession,
} from '@paydesk/contracts';
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

/** The link's invitation while it can still be accepted; the same refusals for a preview and for accepting it. */
async function openInvitation(deps: StaffDeps, input: StaffAcceptRequest) {
  const invitation = await q.findInvitation(deps.db, hashToken(input.token));
  // A token of another employee or business is as unknown as a made-up one.
  if (!invitation || invitation.companyId !== input.companyId || invitation.employeeId !== input.employeeId)
    throw invalid();
  if (invitation.consumedAt) throw new Conflict(STAFF_MESSAGES.invitationUsed);
  if (invitation.expiresAt.getTime() <= Date.now()) throw invalid();
  return invitation;
}

/** Who invites the employee, for the page they accept on: their business's name and their first name. */
export async function previewInvitation(
  deps: StaffDeps,
  input: StaffAcceptRequest,
): Promise<StaffInvitationPreview> {
  const invitation = await openInvitation(deps, input);
  const employee = await q.findEmployee(deps.db, invitation.companyId, invitation.employeeId);
  // Disabled since the invite, or the invite was withdrawn: the link no longer leads anywhere.
  if (employee?.status !== 'active' || employee.onDemandState !== 'invited') throw invalid();
  const profile = await q.profileOf(deps.db, employee);
  return { companyName: profile.companyName, firstName: profile.firstName };
}

export async function acceptInvitation(
  deps: StaffDeps,
  origin: RequestOrigin,
  input: StaffAcceptRequest,
): Promise<StaffSession> {
  const invitation = await openInvitation(deps, input);
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
