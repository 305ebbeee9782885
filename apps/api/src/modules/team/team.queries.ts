// Data access for members and custom roles (administrators' businesses: admin-assignments.queries.ts). Every query filters by the
// business (company_id), so another business's ids simply find nothing.
import type { MemberStatus, TeamMember, UserType } from '@paydesk/contracts';
import { companyMembers, type Executor, rolePermissions, roles } from '@paydesk/db';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { escapeLike } from '../../lib/sql-like.ts';
import { type UserCard, userCardOf, userMatches } from '../auth/index.ts';

const inviterMember = alias(companyMembers, 'inviter_member');

// A member's person and inviter are auth's subqueries (users is auth's table), read in the same statement.
const memberColumns = {
  member: companyMembers,
  user: userCardOf(companyMembers.userId),
  roleName: roles.name,
  inviter: userCardOf(inviterMember.userId) as SQL<UserCard | null>,
};

type MemberRow = {
  member: typeof companyMembers.$inferSelect;
  user: UserCard;
  roleName: string | null;
  inviter: UserCard | null;
};

export function toTeamMember(row: MemberRow): TeamMember {
  const { member, user, inviter } = row;
  return {
    _id: member.id,
    userId: member.userId,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    jobTitle: user.jobTitle,
    phoneNumber: user.phoneNumber,
    role: member.role as UserType,
    roleId: member.role === 'custom' ? member.roleId : null,
    roleName: member.role === 'custom' ? row.roleName : null,
    status: member.status as MemberStatus,
    isOwner: member.role === 'employer',
    invitedAt: member.invitedAt?.toISOString() ?? null,
    invitedBy: inviter?.firstName ? `${inviter.firstName} ${inviter.lastName}` : null,
    createdAt: member.createdAt.toISOString(),
  };
}

function memberQuery(db: Executor) {
  return db
    .select(memberColumns)
    .from(companyMembers)
    .leftJoin(roles, and(eq(roles.companyId, companyMembers.companyId), eq(roles.id, companyMembers.roleId)))
    .leftJoin(
      inviterMember,
      and(
        eq(inviterMember.companyId, companyMembers.companyId),
        eq(inviterMember.id, companyMembers.invitedBy),
      ),
    );
}

export interface MemberFilters {
  search?: string;
  status?: MemberStatus;
  role?: UserType;
  roles?: UserType[];
}

function memberWhere(companyId: string, f: MemberFilters): SQL {
  const conditions: (SQL | undefined)[] = [eq(companyMembers.companyId, companyId)];
  if (f.status) conditions.push(eq(companyMembers.status, f.status));
  if (f.role) conditions.push(eq(companyMembers.role, f.role));
  if (f.roles) conditions.push(inArray(companyMembers.role, f.roles));
  if (f.search) {
    const like = `%${escapeLike(f.search)}%`;
    conditions.push(userMatches(companyMembers.userId, like));
  }
  return and(...conditions)!;
}

export async function listMembers(
  db: Executor,
  companyId: string,
  f: MemberFilters & { page: number; limit: number },
) {
  const condition = memberWhere(companyId, f);
  const rows = await memberQuery(db)
    .where(condition)
    .orderBy(
      sql`case when ${companyMembers.role} = 'employer' then 0 else 1 end`,
      desc(companyMembers.createdAt),
      asc(companyMembers.id),
    )
    .limit(f.limit)
    .offset((f.page - 1) * f.limit);
  const [total] = await db.select({ n: count() }).from(companyMembers).where(condition);
  const totalDocs = total?.n ?? 0;
  return {
    docs: rows.map(toTeamMember),
    totalDocs,
    page: f.page,
    limit: f.limit,
    totalPages: Math.max(1, Math.ceil(totalDocs / f.limit)),
  };
}

/** How many members of the business are active. */
export async function activeMemberCount(db: Executor, companyId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.status, 'active')));
  return row?.n ?? 0;
}

type MemberRole = (typeof companyMembers.$inferSelect)['role'];

/**
 * Members of a business and how to reach them (their user's email and names), with a custom role's permissions:
 * the active ones unless `active: false`, narrowed to some members or some roles. What other modules read to
 * notify, remind or check members. Oldest membership first.
 */
export async function memberContacts(
  db: Executor,
  companyId: string,
  only: { memberIds?: readonly string[]; roles?: readonly MemberRole[]; active?: boolean } = {},
) {
  if (only.memberIds?.length === 0 || only.roles?.length === 0) return [];
  const rows = await db
    .select({
      memberId: companyMembers.id,
      userId: companyMembers.userId,
      role: companyMembers.role,
      status: companyMembers.status,
      person: userCardOf(companyMembers.userId),
      permissions: sql<
        string[]
      >`coalesce((select array_agg(${rolePermissions.permission}) from ${rolePermissions}
        where ${rolePermissions.companyId} = ${companyMembers.companyId}
          and ${rolePermissions.roleId} = ${companyMembers.roleId}), '{}')`,
    })
    .from(companyMembers)
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        only.active === false ? undefined : eq(companyMembers.status, 'active'),
        only.memberIds ? inArray(companyMembers.id, [...only.memberIds]) : undefined,
        only.roles ? inArray(companyMembers.role, [...only.roles]) : undefined,
      ),
    )
    .orderBy(asc(companyMembers.createdAt), asc(companyMembers.id));
  return rows.map(({ person, permissions, ...member }) => ({
    ...member,
    email: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
    permissions,
  }));
}

export async function findMember(db: Executor, companyId: string, memberId: string) {
  const [row] = await memberQuery(db).where(
    and(eq(companyMembers.companyId, companyId), eq(companyMembers.id, memberId)),
  );
  return row;
}

/** Locks the member row for the rest of the transaction (two admins changing one member at once). */
export async function lockMember(tx: Executor, companyId: string, memberId: string) {
  const [row] = await tx
    .select()
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.id, memberId)))
    .for('update');
  return row;
}

export async function findMemberByUser(db: Executor, companyId: string, userId: string) {
  const [row] = await db
    .select()
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
  return row;
}

/** A member's name as people read it ("Ada Obi"); null for an id the business does not have. */
export async function memberName(db: Executor, companyId: string, memberId: string): Promise<string | null> {
  const [row] = await db
    .select({ person: userCardOf(companyMembers.userId) })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.id, memberId)));
  return row ? `${row.person.firstName} ${row.person.lastName}`.trim() : null;
}

export { revokeMemberSessions } from '../auth/index.ts';

// --- custom roles --------------------------------------------------------------------------------------

export async function listRoles(
  db: Executor,
  companyId: string,
  f: { search?: string; page: number; limit: number },
) {
  const conditions: SQL[] = [eq(roles.companyId, companyId)];
  if (f.search) conditions.push(sql`${roles.name} ilike ${`%${escapeLike(f.search)}%`}`);
  const condition = and(...conditions)!;
  const rows = await db
    .select()
    .from(roles)
    .where(condition)
    .orderBy(asc(roles.name))
    .limit(f.limit)
    .offset((f.page - 1) * f.limit);
  const [total] = await db.select({ n: count() }).from(roles).where(condition);
  const totalDocs = total?.n ?? 0;
  return { rows, totalDocs };
}

export async function findRole(db: Executor, companyId: string, roleId: string) {
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.companyId, companyId), eq(roles.id, roleId)));
  return row;
}

export async function findRoleByName(db: Executor, companyId: string, name: string) {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.companyId, companyId), sql`lower(${roles.name}) = lower(${name})`));
  return row;
}

export async function permissionsOfRoles(db: Executor, companyId: string, roleIds: string[]) {
  const byRole = new Map<string, string[]>(roleIds.map((id) => [id, []]));
  if (roleIds.length === 0) return byRole;
  const rows = await db
    .select()
    .from(rolePermissions)
    .where(and(eq(rolePermissions.companyId, companyId), inArray(rolePermissions.roleId, roleIds)))
    .orderBy(asc(rolePermissions.permission));
  for (const row of rows) byRole.get(row.roleId)?.push(row.permission);
  return byRole;
}

export async function memberCounts(db: Executor, companyId: string, roleIds: string[]) {
  const counts = new Map<string, number>();
  if (roleIds.length === 0) return counts;
  const rows = await db
    .select({ roleId: companyMembers.roleId, n: count() })
    .from(companyMembers)
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        eq(companyMembers.role, 'custom'),
        inArray(companyMembers.roleId, roleIds),
      ),
    )
    .groupBy(companyMembers.roleId);
  for (const row of rows) if (row.roleId) counts.set(row.roleId, row.n);
  return counts;
}

export async function setRolePermissions(tx: Executor, companyId: string, roleId: string, keys: string[]) {
  await tx
    .delete(rolePermissions)
    .where(and(eq(rolePermissions.companyId, companyId), eq(rolePermissions.roleId, roleId)));
  if (keys.length) {
    await tx.insert(rolePermissions).values(keys.map((permission) => ({ companyId, roleId, permission })));
  }
}

export async function membersWithRole(db: Executor, companyId: string, roleId: string) {
  return db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        eq(companyMembers.role, 'custom'),
        eq(companyMembers.roleId, roleId),
      ),
    );
}
