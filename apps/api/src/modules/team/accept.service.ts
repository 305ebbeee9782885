// Accepting an invitation with an existing Paydesk account (/admin/verify/{id}/{adminToken}): the membership
// becomes active and whoever invited the person is told.
import { ErrorCode, INVITATION_WITHDRAWN_MESSAGE } from '@paydesk/contracts';
import { BadRequest } from '../../lib/errors.ts';
import { type AuditContext, recordAudit } from '../../platform/audit/audit.service.ts';
import { notify } from '../../platform/notifications/notifications.service.ts';
import { acceptTokenWithdrawn, findAcceptToken } from './invitations.ts';
import * as members from './members.queries.ts';
import type { TeamDeps } from './team.service.ts';

const invalidLink = () =>
  new BadRequest('This invitation link is invalid or has expired.', ErrorCode.invalidToken);

export async function acceptInvite(
  deps: TeamDeps,
  input: { id: string; token: string },
  meta: AuditContext,
): Promise<{ email: string; companyName: string }> {
  return deps.db.transaction(async (tx) => {
    const token = await findAcceptToken(tx, input.id, input.token);
    if (!token) {
      if (await acceptTokenWithdrawn(tx, input.id, input.token))
        throw new BadRequest(INVITATION_WITHDRAWN_MESSAGE, ErrorCode.invitationWithdrawn);
      throw invalidLink();
    }
    const row = await members.lockInvitedMember(
      tx,
      deps.businessDirectory.businessNameOf,
      input.id,
      token.userId,
    );
    if (!row || row.member.status === 'disabled') throw invalidLink();
    await members.consumePasswordToken(tx, token.id);
    const { member, user } = row;
    if (member.status === 'invited') {
      await members.setMemberStatus(tx, member.companyId, member.id, 'active');
      await recordAudit(tx, {
        ...meta,
        companyId: member.companyId,
        actor: { type: 'user', id: member.userId, label: `${user.firstName} ${user.lastName}` },
        action: 'team.member.accept-invite',
        target: { type: 'member', id: member.id },
        outcome: 'success',
      });
      if (member.invitedBy) {
        const inviter = await members.memberUserId(tx, member.companyId, member.invitedBy);
        if (inviter) {
          await notify(tx, {
            companyId: member.companyId,
            recipients: [inviter.userId],
            kind: 'team.member.joined',
            message: `${user.firstName} ${user.lastName} accepted your invitation.`,
            subject: { firstName: user.firstName, lastName: user.lastName },
          });
        }
      }
    }
    return { email: user.email, companyName: row.companyName };
  });
}
