// Accepting an invitation with an existing Paydesk account (/admin/verify/{id}/{adminToken}): the membership
// becomes active and whoever invited the person is told.
import { ErrorCode } from '@paydesk/contracts';
import { companies, companyMembers, passwordTokens, users } from '@paydesk/db';
import { and, eq } from 'drizzle-orm';
import { BadRequest } from '../../lib/errors.ts';
import { type AuditContext, recordAudit } from '../../platform/audit/audit.service.ts';
import { notify } from '../../platform/notifications/notifications.service.ts';
import { findAcceptToken } from './invitations.ts';
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
    if (!token) throw invalidLink();
    const [row] = await tx
      .select({ member: companyMembers, user: users, companyName: companies.name })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(and(eq(companyMembers.id, input.id), eq(companyMembers.userId, token.userId)))
      .for('update', { of: companyMembers });
    if (!row || row.member.status === 'disabled') throw invalidLink();
    await tx.update(passwordTokens).set({ consumedAt: new Date() }).where(eq(passwordTokens.id, token.id));
    const { member, user } = row;
    if (member.status === 'invited') {
      await tx
        .update(companyMembers)
        .set({ status: 'active', updatedAt: new Date() })
        .where(and(eq(companyMembers.companyId, member.companyId), eq(companyMembers.id, member.id)));
      await recordAudit(tx, {
        ...meta,
        companyId: member.companyId,
        actor: { type: 'user', id: user.id, label: `${user.firstName} ${user.lastName}` },
        action: 'team.member.accept-invite',
        target: { type: 'member', id: member.id },
        outcome: 'success',
      });
      if (member.invitedBy) {
        const [inviter] = await tx
          .select({ userId: companyMembers.userId })
          .from(companyMembers)
          .where(
            and(eq(companyMembers.companyId, member.companyId), eq(companyMembers.id, member.invitedBy)),
          );
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
