// Custom roles: a name and permissions chosen from the catalogue. A role cannot hold what only the owner may do,
// and a member can only grant permissions they have. Members holding a role are told when it changes.
import {
  BASE_PERMISSIONS,
  type CustomRole,
  EMPLOYER_ADMIN_EXCLUDED,
  PERMISSION_GROUPS,
  type Permission,
  permissionsOfRole,
  type RoleRequest,
  type UserType,
} from '@paydesk/contracts';
import { companyMembers, roles, type Tx } from '@paydesk/db';
import { and, eq } from 'drizzle-orm';
import type { Caller } from '../../http/route-kit.ts';
import { Conflict, NotFound, ValidationFailed } from '../../lib/errors.ts';
import { transact } from '../../lib/transaction.ts';
import { describeCaller } from './actor.ts';
import * as q from './team.queries.ts';
import { audit, permissionsOf, type TeamDeps, tell } from './team.service.ts';

export function permissionCatalogue() {
  return {
    groups: Object.entries(PERMISSION_GROUPS).map(([key, group]) => ({
      key,
      label: group.label,
      permissions: Object.entries(group.permissions).map(([permission, label]) => ({
        key: permission,
        label: label as string,
      })),
    })),
    base: [...BASE_PERMISSIONS],
    ownerOnly: [...EMPLOYER_ADMIN_EXCLUDED],
  };
}

/** The signed-in member's role and effective permissions, read live. */
export async function myAccess(deps: TeamDeps, caller: Caller) {
  const [member] = await deps.db
    .select({ roleId: companyMembers.roleId })
    .from(companyMembers)
    .where(
      and(eq(companyMembers.companyId, caller.auth.companyId), eq(companyMembers.id, caller.auth.memberId)),
    );
  const role = member?.roleId ? await q.findRole(deps.db, caller.auth.companyId, member.roleId) : undefined;
  return {
    role: caller.auth.role as UserType,
    roleId: caller.auth.role === 'custom' ? (member?.roleId ?? null) : null,
    roleName: caller.auth.role === 'custom' ? (role?.name ?? null) : null,
    permissions: [...permissionsOfRole(caller.auth.role, caller.auth.customPermissions)].sort(),
  };
}

function toRole(row: typeof roles.$inferSelect, permissions: string[], memberCount: number): CustomRole {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    permissions,
    memberCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function roleView(tx: Tx, companyId: string, roleId: string): Promise<CustomRole> {
  const row = await q.findRole(tx, companyId, roleId);
  if (!row) throw new NotFound('Role');
  const permissions = (await q.permissionsOfRoles(tx, companyId, [row.id])).get(row.id) ?? [];
  const counts = await q.memberCounts(tx, companyId, [row.id]);
  return toRole(row, permissions, counts.get(row.id) ?? 0);
}

export async function listRoles(
  deps: TeamDeps,
  companyId: string,
  query: { search?: string; page: number; limit: number },
) {
  const { rows, totalDocs } = await q.listRoles(deps.db, companyId, query);
  const ids = rows.map((r) => r.id);
  const permissions = await q.permissionsOfRoles(deps.db, companyId, ids);
  const counts = await q.memberCounts(deps.db, companyId, ids);
  return {
    docs: rows.map((r) => toRole(r, permissions.get(r.id) ?? [], counts.get(r.id) ?? 0)),
    totalDocs,
    page: query.page,
    limit: query.limit,
    totalPages: Math.max(1, Math.ceil(totalDocs / query.limit)),
  };
}

export function getRole(deps: TeamDeps, companyId: string, roleId: string) {
  return deps.db.transaction((tx) => roleView(tx, companyId, roleId));
}

/** Refuses owner-only permissions and permissions the caller does not hold, naming them. */
function assertGrantable(caller: Caller, keys: string[]) {
  const mine = permissionsOf(caller);
  const problems: string[] = [];
  for (const key of keys) {
    if (EMPLOYER_ADMIN_EXCLUDED.includes(key as Permission)) {
      problems.push(`${key} belongs to the business owner only and cannot be given to a role`);
    } else if (!mine.has(key as Permission)) {
      problems.push(`You cannot give ${key}: you do not have it yourself`);
    }
  }
  if (problems.length) throw new ValidationFailed({ permissions: problems });
}

async function assertNameFree(tx: Tx, companyId: string, name: string, exceptId?: string) {
  const taken = await q.findRoleByName(tx, companyId, name);
  if (taken && taken.id !== exceptId) throw new Conflict('A role with this name already exists.');
}

export async function createRole(deps: TeamDeps, caller: Caller, input: RoleRequest): Promise<CustomRole> {
  assertGrantable(caller, input.permissions);
  return transact(
    deps.db,
    async (tx) => {
      await assertNameFree(tx, caller.auth.companyId, input.name);
      const [role] = await tx
        .insert(roles)
        .values({
          companyId: caller.auth.companyId,
          name: input.name,
          description: input.description ?? null,
        })
        .returning();
      await q.setRolePermissions(tx, caller.auth.companyId, role!.id, input.permissions);
      const who = await describeCaller(tx, caller);
      await audit(
        tx,
        caller,
        who,
        'team.role.create',
        { type: 'role', id: role!.id },
        {
          name: input.name,
          permissions: input.permissions,
        },
      );
      return roleView(tx, caller.auth.companyId, role!.id);
    },
    deps.onEffectError,
  );
}

export async function updateRole(
  deps: TeamDeps,
  caller: Caller,
  roleId: string,
  input: RoleRequest,
): Promise<CustomRole> {
  return transact(deps.db, (tx) => applyUpdateRole(tx, caller, roleId, input), deps.onEffectError);
}

/** The change itself in the caller's transaction: the route's and an approved request's. */
export async function applyUpdateRole(
  tx: Tx,
  caller: Caller,
  roleId: string,
  input: RoleRequest,
): Promise<CustomRole> {
  const [current] = await tx
    .select()
    .from(roles)
    .where(and(eq(roles.companyId, caller.auth.companyId), eq(roles.id, roleId)))
    .for('update');
  if (!current) throw new NotFound('Role');
  const before = (await q.permissionsOfRoles(tx, caller.auth.companyId, [roleId])).get(roleId) ?? [];
  // Changing a role needs every permission it had and every permission it gets.
  assertGrantable(caller, [...new Set([...before, ...input.permissions])]);
  await assertNameFree(tx, caller.auth.companyId, input.name, roleId);
  await tx
    .update(roles)
    .set({ name: input.name, description: input.description ?? null, updatedAt: new Date() })
    .where(and(eq(roles.companyId, caller.auth.companyId), eq(roles.id, roleId)));
  await q.setRolePermissions(tx, caller.auth.companyId, roleId, input.permissions);
  const who = await describeCaller(tx, caller);
  const added = input.permissions.filter((p) => !before.includes(p));
  const removed = before.filter((p) => !input.permissions.includes(p));
  await audit(
    tx,
    caller,
    who,
    'team.role.update',
    { type: 'role', id: roleId },
    {
      name: input.name,
      added,
      removed,
    },
  );
  if (added.length || removed.length) {
    const holders = await q.membersWithRole(tx, caller.auth.companyId, roleId);
    for (const holder of holders) {
      await tell(
        tx,
        caller,
        who,
        holder.userId,
        'team.role.updated',
        `${who.name} changed the permissions of your role ${input.name}.`,
      );
    }
  }
  return roleView(tx, caller.auth.companyId, roleId);
}

export async function deleteRole(deps: TeamDeps, caller: Caller, roleId: string): Promise<void> {
  await transact(
    deps.db,
    async (tx) => {
      const [current] = await tx
        .select()
        .from(roles)
        .where(and(eq(roles.companyId, caller.auth.companyId), eq(roles.id, roleId)))
        .for('update');
      if (!current) throw new NotFound('Role');
      const before = (await q.permissionsOfRoles(tx, caller.auth.companyId, [roleId])).get(roleId) ?? [];
      assertGrantable(caller, before);
      const holders = await q.membersWithRole(tx, caller.auth.companyId, roleId);
      if (holders.length) {
        const n = holders.length;
        throw new Conflict(
          `${n} member${n === 1 ? ' has' : 's have'} this role. Give them another role before deleting it.`,
        );
      }
      await tx.delete(roles).where(and(eq(roles.companyId, caller.auth.companyId), eq(roles.id, roleId)));
      const who = await describeCaller(tx, caller);
      await audit(tx, caller, who, 'team.role.delete', { type: 'role', id: roleId }, { name: current.name });
    },
    deps.onEffectError,
  );
}
