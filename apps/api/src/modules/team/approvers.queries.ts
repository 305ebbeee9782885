// Who may decide an approval stage, for approvals' `ApproverDirectory` port (module-context.ts wires it): active
// members named by id or by role, whose role lets them decide approvals. Team owns members, roles and permissions.
import { companyMembers, type Executor, rolePermissions, roles } from '@paydesk/db';
import { type AnyColumn, and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import {
  type Approver,
  type ApproverDirectory,
  DECIDE_PERMISSION,
  type StageApprovers,
} from '../approvals/index.ts';
import { userContacts } from '../auth/index.ts';
import { addMember } from './business-access.queries.ts';

const BUILT_IN_ROLES = ['employer', 'employer-admin'];

const memberColumns = {
  memberId: companyMembers.id,
  userId: companyMembers.userId,
  role: companyMembers.role,
};

/**
 * The members with their person's email and names, read through auth's face by user id (a second read by ids);
 * a member whose user is missing is left out, as the inner join on users did.
 */
async function withPeople<T extends { userId: string }>(db: Executor, members: T[]) {
  const contacts = await userContacts(
    db,
    members.map((m) => m.userId),
  );
  return members.flatMap((m) => {
    const contact = contacts.get(m.userId);
    return contact ? [{ ...m, ...contact }] : [];
  });
}

/** Members of a business may decide approvals: the built-in roles, or a custom role granting the permission. */
const mayDecide = sql`(${companyMembers.role} in ('employer', 'employer-admin') or exists (
  select 1 from ${rolePermissions} where ${rolePermissions.companyId} = ${companyMembers.companyId}
    and ${rolePermissions.roleId} = ${companyMembers.roleId} and ${rolePermissions.permission} = ${DECIDE_PERMISSION}))`;

function namedBy(approvers: StageApprovers): SQL | undefined {
  const builtIn = approvers.roleIds.filter((r) => BUILT_IN_ROLES.includes(r));
  const custom = approvers.roleIds.filter((r) => !BUILT_IN_ROLES.includes(r));
  const parts: SQL[] = [];
  if (approvers.memberIds.length) parts.push(inArray(companyMembers.id, approvers.memberIds));
  if (builtIn.length) parts.push(inArray(companyMembers.role, builtIn));
  if (custom.length)
    parts.push(and(eq(companyMembers.role, 'custom'), inArray(companyMembers.roleId, custom)) as SQL);
  return parts.length ? or(...parts) : undefined;
}

/** The active members who may decide a stage with these approvers, now. */
async function eligibleApprovers(db: Executor, companyId: string, approvers: StageApprovers) {
  const named = namedBy(approvers);
  if (!named) return [];
  const members = await db
    .select(memberColumns)
    .from(companyMembers)
    .where(
      and(eq(companyMembers.companyId, companyId), eq(companyMembers.status, 'active'), named, mayDecide),
    );
  return withPeople(db, members);
}

/** The members a stage names by id or by role, whatever their status or permissions. */
async function namedMembers(db: Executor, companyId: string, approvers: StageApprovers) {
  const named = namedBy(approvers);
  if (!named) return [];
  const rows = await db
    .select({ memberId: companyMembers.id })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), named));
  return rows.map((r) => r.memberId);
}

/** A member and their person, whatever their status. */
async function findPerson(db: Executor, companyId: string, memberId: string) {
  const members = await db
    .select({ ...memberColumns, status: companyMembers.status, roleId: companyMembers.roleId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.id, memberId)));
  const [row] = await withPeople(db, members);
  return row ?? null;
}

/** Members and their people by member id, whatever their status. */
async function peopleByMember(db: Executor, companyId: string, memberIds: string[]) {
  if (memberIds.length === 0) return new Map<string, Approver & { status: string }>();
  const members = await db
    .select({ ...memberColumns, status: companyMembers.status })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), inArray(companyMembers.id, memberIds)));
  return new Map((await withPeople(db, members)).map((r) => [r.memberId, r]));
}

/** The custom permissions of a member's role (for a decision made from an emailed link, without a session). */
async function customPermissionsOf(db: Executor, companyId: string, roleId: string | null) {
  if (!roleId) return [];
  const rows = await db
    .select({ permission: rolePermissions.permission })
    .from(rolePermissions)
    .where(and(eq(rolePermissions.companyId, companyId), eq(rolePermissions.roleId, roleId)));
  return rows.map((r) => r.permission);
}

/** Which of these ids are members, and which custom roles, of the business. */
async function existingApprovers(db: Executor, companyId: string, approvers: StageApprovers) {
  const custom = approvers.roleIds.filter((r) => !BUILT_IN_ROLES.includes(r));
  const members = approvers.memberIds.length
    ? await db
        .select({ id: companyMembers.id })
        .from(companyMembers)
        .where(and(eq(companyMembers.companyId, companyId), inArray(companyMembers.id, approvers.memberIds)))
    : [];
  const foundRoles = custom.length
    ? await db
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.companyId, companyId), inArray(roles.id, custom)))
    : [];
  return { memberIds: new Set(members.map((m) => m.id)), roleIds: new Set(foundRoles.map((r) => r.id)) };
}

/** A member's status, for approvals' statements (a decision's member: its foreign key keeps the member). */
const memberStatusOf = (companyId: AnyColumn, memberId: AnyColumn): SQL<string | null> =>
  sql<string | null>`(select ${companyMembers.status} from ${companyMembers}
    where ${companyMembers.companyId} = ${companyId} and ${companyMembers.id} = ${memberId})`;

/** Approvals' port onto team's members and roles (approvals cannot import this face: team gates through it). */
export const approverDirectory: ApproverDirectory = {
  eligibleApprovers,
  namedMembers,
  findPerson,
  peopleByMember,
  customPermissionsOf,
  existingApprovers,
  memberStatusOf,
  addMember,
};
