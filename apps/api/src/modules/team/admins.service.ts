// Administrators (employer-admin members) of a business: list, invite, edit a pending invitation's details,
// activate or deactivate, remove, resend the invitation, and assign to businesses of the main account. An
// administrator with assigned businesses is an alias who sees and switches to only those (spec §6).
import type { Administrator, InviteAdminRequest, MemberStatus, UpdateAdminRequest } from '@paydesk/contracts';
import type { Tx } from '@paydesk/db';
import type { Caller } from '../../http/route-kit.ts';
import { BadRequest, Forbidden, NotFound } from '../../lib/errors.ts';
import { transact } from '../../lib/transaction.ts';
import { describeCaller } from './actor.ts';
import * as adminQ from './admin-assignments.queries.ts';
import { invitePerson } from './invitations.ts';
import { applyRemoval, applyStatus } from './member-status.service.ts';
import * as members from './members.queries.ts';
import * as q from './team.queries.ts';
import { audit, OWNER_UNTOUCHABLE, requireMember, resend, type TeamDeps, tell } from './team.service.ts';

const ADMIN_ROLES = ['employer', 'employer-admin'] as const;

type Directory = Pick<TeamDeps, 'businessDirectory'>;

async function adminViews(
  deps: Directory,
  db: Parameters<typeof adminQ.assignmentsOf>[0],
  rows: Awaited<ReturnType<typeof q.listMembers>>['docs'],
  companyId: string,
) {
  const assignments = await adminQ.assignmentsOf(
    db,
    deps.businessDirectory.businessNameOf,
    companyId,
    rows.map((r) => r._id),
  );
  return rows.map((row): Administrator => {
    const businesses = row.role === 'employer-admin' ? (assignments.get(row._id) ?? []) : [];
    return { ...row, businesses, alias: businesses.length > 0 };
  });
}

async function adminView(
  deps: Directory,
  tx: Tx,
  companyId: string,
  memberId: string,
): Promise<Administrator> {
  const row = await q.findMember(tx, companyId, memberId);
  if (!row || !(ADMIN_ROLES as readonly string[]).includes(row.member.role))
    throw new NotFound('Administrator');
  const [view] = await adminViews(deps, tx, [q.toTeamMember(row)], companyId);
  return view!;
}

export async function listAdmins(
  deps: TeamDeps,
  companyId: string,
  query: { search?: string; status?: MemberStatus; page: number; limit: number },
) {
  const page = await q.listMembers(deps.db, companyId, { ...query, roles: [...ADMIN_ROLES] });
  return { ...page, docs: await adminViews(deps, deps.db, page.docs, companyId) };
}

export function getAdmin(deps: TeamDeps, companyId: string, memberId: string) {
  return deps.db.transaction((tx) => adminView(deps, tx, companyId, memberId));
}

/** Loads an administrator (not the owner, not a custom-role member) for a change. */
async function requireAdmin(tx: Tx, caller: Caller, memberId: string, action: string) {
  const found = await requireMember(tx, caller.auth.companyId, memberId);
  if (!(ADMIN_ROLES as readonly string[]).includes(found.member.role)) throw new NotFound('Administrator');
  if (found.member.userId === caller.auth.userId) throw new BadRequest(`You cannot ${action} yourself.`);
  if (found.member.role === 'employer') throw new Forbidden(OWNER_UNTOUCHABLE);
  return found;
}

/** Every id must be a business (sub account) of this main account; another business's id is not found. */
async function checkBusinesses(deps: Directory, tx: Tx, companyId: string, ids: string[]) {
  if (ids.length === 0) return;
  const company = await deps.businessDirectory.businessOf(tx, companyId);
  if (company?.accountType !== 'main') {
    throw new BadRequest('Administrators are assigned to businesses from the main account.');
  }
  const found = await deps.businessDirectory.subAccountsAmong(tx, companyId, ids);
  if (found.length !== ids.length) throw new NotFound('Business');
}

export async function inviteAdmin(
  deps: TeamDeps,
  caller: Caller,
  input: InviteAdminRequest,
): Promise<Administrator> {
  return transact(
    deps.db,
    async (tx, after) => {
      const businesses = input.businesses ?? [];
      await checkBusinesses(deps, tx, caller.auth.companyId, businesses);
      const company = await deps.businessDirectory.businessOf(tx, caller.auth.companyId);
      const who = await describeCaller(tx, caller);
      const { member } = await invitePerson(deps, tx, after, {
        companyId: caller.auth.companyId,
        companyName: company!.name,
        person: input,
        role: 'employer-admin',
        invitedBy: { memberId: caller.auth.memberId, name: who.name },
        kind: 'admin',
      });
      await adminQ.replaceAssignments(tx, caller.auth.companyId, member.id, businesses);
      await audit(
        tx,
        caller,
        who,
        'team.admin.invite',
        { type: 'member', id: member.id },
        {
          email: input.email,
          businesses,
        },
      );
      return adminView(deps, tx, caller.auth.companyId, member.id);
    },
    deps.onEffectError,
  );
}

/** Name, job title and phone belong to the person once they have an account; until then the inviter may fix them. */
export async function updateAdmin(
  deps: TeamDeps,
  caller: Caller,
  memberId: string,
  input: UpdateAdminRequest,
): Promise<Administrator> {
  return transact(
    deps.db,
    async (tx) => {
      const { member, user } = await requireAdmin(tx, caller, memberId, 'edit');
      const next = {
        firstName: input.firstName,
        lastName: input.lastName,
        jobTitle: input.jobTitle ?? null,
        phoneNumber: input.phoneNumber ?? null,
      };
      const changed = (Object.keys(next) as (keyof typeof next)[]).filter((k) => next[k] !== user[k]);
      if (changed.length && user.passwordHash) {
        throw new BadRequest(
          'This administrator has a Paydesk account: their name, job title and phone number can only be changed by them.',
        );
      }
      if (changed.length) {
        await members.updateUserProfile(tx, user.id, next);
        await members.touchMember(tx, caller.auth.companyId, member.id);
        const who = await describeCaller(tx, caller);
        await audit(tx, caller, who, 'team.admin.update', { type: 'member', id: member.id }, { changed });
      }
      return adminView(deps, tx, caller.auth.companyId, member.id);
    },
    deps.onEffectError,
  );
}

export async function setAdminStatus(
  deps: TeamDeps,
  caller: Caller,
  memberId: string,
  status: 'active' | 'disabled',
): Promise<Administrator> {
  return transact(
    deps.db,
    async (tx, after) => {
      const { member, user } = await requireAdmin(
        tx,
        caller,
        memberId,
        status === 'disabled' ? 'deactivate' : 'reactivate',
      );
      await applyStatus(deps, tx, after, caller, member, user, status);
      return adminView(deps, tx, caller.auth.companyId, member.id);
    },
    deps.onEffectError,
  );
}

export async function deleteAdmin(deps: TeamDeps, caller: Caller, memberId: string): Promise<void> {
  await transact(
    deps.db,
    async (tx, after) => {
      const { member, user } = await requireAdmin(tx, caller, memberId, 'remove');
      await applyRemoval(deps, tx, after, caller, member, user);
    },
    deps.onEffectError,
  );
}

export async function resendAdminInvite(
  deps: TeamDeps,
  caller: Caller,
  memberId: string,
): Promise<Administrator> {
  return transact(
    deps.db,
    async (tx, after) => {
      const { member, user } = await requireAdmin(tx, caller, memberId, 'invite');
      await resend(deps, tx, after, caller, member, user);
      return adminView(deps, tx, caller.auth.companyId, member.id);
    },
    deps.onEffectError,
  );
}

/** Replaces the administrator's businesses; an empty list lifts the limit (every business). */
export async function assignBusinesses(
  deps: TeamDeps,
  caller: Caller,
  memberId: string,
  businesses: string[],
): Promise<Administrator> {
  return transact(
    deps.db,
    async (tx) => {
      const company = await deps.businessDirectory.businessOf(tx, caller.auth.companyId);
      if (company?.accountType !== 'main') {
        throw new BadRequest('Administrators are assigned to businesses from the main account.');
      }
      const { member } = await requireAdmin(tx, caller, memberId, 'assign');
      await checkBusinesses(deps, tx, caller.auth.companyId, businesses);
      const before =
        (
          await adminQ.assignmentsOf(tx, deps.businessDirectory.businessNameOf, caller.auth.companyId, [
            member.id,
          ])
        ).get(member.id) ?? [];
      await adminQ.replaceAssignments(tx, caller.auth.companyId, member.id, businesses);
      const who = await describeCaller(tx, caller);
      await audit(
        tx,
        caller,
        who,
        'team.admin.assign-business',
        { type: 'member', id: member.id },
        {
          from: before.map((b) => b._id),
          to: businesses,
        },
      );
      const view = await adminView(deps, tx, caller.auth.companyId, member.id);
      const names = view.businesses.map((b) => b.companyName);
      await tell(
        tx,
        caller,
        who,
        member.userId,
        'team.admin.businesses-assigned',
        names.length
          ? `${who.name} assigned you to ${names.join(', ')}.`
          : `${who.name} gave you access to every business.`,
      );
      return view;
    },
    deps.onEffectError,
  );
}
