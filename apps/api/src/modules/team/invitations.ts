// Invitations to a business, shared by team members, administrators and the managers of new businesses.
// A person new to Paydesk gets a link to set a password (/create-your-password/{token}, or /admin/verify/{token}
// for administrators); a person who already has an account gets a link to accept (/admin/verify/{id}/{token}).
import type { Invitee, UserType } from '@paydesk/contracts';
import type { companyMembers, Tx, users } from '@paydesk/db';
import type { AppConfig } from '../../config.ts';
import { BadRequest, Conflict } from '../../lib/errors.ts';
import { generateToken, hashToken } from '../../lib/secrets.ts';
import type { AfterCommit } from '../../lib/transaction.ts';
import type { Mailer } from '../../platform/mail/mail.service.ts';
import { findUserByEmail, issueInvitationToken, lockEmail } from '../auth/index.ts';
import * as invitationsQ from './invitations.queries.ts';
import * as mail from './team-mail.ts';

export const INVITE_TTL_MS = 7 * 24 * 60 * 60_000;
/** Binds an accept link to one membership: the stored hash covers the membership id and the token. */
export const ACCEPT_PURPOSE = 'member-accept';
export const acceptTokenHash = (memberId: string, token: string) => hashToken(`${memberId}.${token}`);

export type InvitationKind = 'team' | 'admin' | 'business';

export interface InvitationDeps {
  config: AppConfig;
  mailer: Mailer;
}

export const roleLabel = (role: UserType, roleName?: string | null) =>
  role === 'employer'
    ? 'owner'
    : role === 'employer-admin'
      ? 'an administrator'
      : (roleName ?? 'a team member');

/** Finds the person by email, or creates them without a password. */
async function findOrCreateUser(tx: Tx, person: Invitee) {
  await lockEmail(tx, person.email);
  const existing = await findUserByEmail(tx, person.email);
  if (existing) return existing;
  const created = await invitationsQ.insertUser(tx, {
    email: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
    jobTitle: person.jobTitle ?? null,
    phoneNumber: person.phoneNumber ?? null,
  });
  return created!;
}

/** Adds the person to the business as an invited member and emails the invitation. */
export async function invitePerson(
  deps: InvitationDeps,
  tx: Tx,
  after: AfterCommit,
  input: {
    companyId: string;
    companyName: string;
    person: Invitee;
    role: UserType;
    roleId?: string | null;
    roleName?: string | null;
    invitedBy: { memberId: string | null; name: string };
    kind: InvitationKind;
  },
) {
  const user = await findOrCreateUser(tx, input.person);
  const current = await invitationsQ.membershipStatus(tx, input.companyId, user.id);
  if (current?.status === 'invited') {
    throw new Conflict('This person has already been invited. Resend the invitation instead.');
  }
  if (current) throw new Conflict('This person is already a member of this business.');
  const member = await invitationsQ.insertMember(tx, {
    companyId: input.companyId,
    userId: user.id,
    role: input.role,
    roleId: input.role === 'custom' ? (input.roleId ?? null) : null,
    status: 'invited',
    invitedBy: input.invitedBy.memberId,
    invitedAt: new Date(),
  });
  await sendInvitation(deps, tx, after, {
    member: member!,
    user,
    companyName: input.companyName,
    inviterName: input.invitedBy.name,
    roleName: input.roleName ?? null,
    kind: input.kind,
  });
  return { member: member!, user };
}

/** Emails (again) the invitation of a member who has not accepted yet. */
export async function sendInvitation(
  deps: InvitationDeps,
  tx: Tx,
  after: AfterCommit,
  input: {
    member: typeof companyMembers.$inferSelect;
    user: typeof users.$inferSelect;
    companyName: string;
    inviterName: string;
    roleName: string | null;
    kind: InvitationKind;
  },
) {
  const { member, user } = input;
  if (member.status !== 'invited') throw new BadRequest('This invitation has already been accepted.');
  const base = deps.config.PUBLIC_URL;
  const newAccount = !user.passwordHash;
  let link: string;
  if (newAccount) {
    const token = await issueInvitationToken(tx, user.id, member.id);
    link = input.kind === 'admin' ? `${base}/admin/verify/${token}` : `${base}/create-your-password/${token}`;
  } else {
    const token = generateToken();
    await invitationsQ.insertPasswordToken(tx, {
      userId: user.id,
      purpose: ACCEPT_PURPOSE,
      tokenHash: acceptTokenHash(member.id, token),
      expiresAt: new Date(Date.now() + INVITE_TTL_MS),
      memberId: member.id,
    });
    link = `${base}/admin/verify/${member.id}/${token}`;
  }
  await deps.mailer.enqueue(tx, after, {
    ...mail.invitation({
      to: user.email,
      firstName: user.firstName,
      companyName: input.companyName,
      inviterName: input.inviterName,
      roleLabel: roleLabel(member.role as UserType, input.roleName),
      link,
      newAccount,
    }),
    companyId: member.companyId,
  });
}

/** The open accept token of a membership, locked; undefined when the link is wrong, used or expired. */
export async function findAcceptToken(tx: Tx, memberId: string, token: string) {
  return invitationsQ.lockOpenToken(tx, acceptTokenHash(memberId, token), ACCEPT_PURPOSE);
}

/** Whether an accept link's invitation was withdrawn (the pending member removed). */
export function acceptTokenWithdrawn(tx: Tx, memberId: string, token: string) {
  return invitationsQ.tokenWithdrawn(tx, acceptTokenHash(memberId, token), ACCEPT_PURPOSE);
}
