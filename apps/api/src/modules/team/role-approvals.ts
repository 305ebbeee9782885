// Role and permission changes under approval ('team.role.change', two-admin control): a member's role change or a
// custom role's permissions, checked whole and then — when a workflow covers the action — stored as a request that
// applies through the same code when its last stage approves.
import { randomUUID } from 'node:crypto';
import type { CustomRole, RoleAssignment, RoleRequest, TeamMember } from '@paydesk/contracts';
import type { Executor, Tx } from '@paydesk/db';
import type { Caller } from '../../http/route-kit.ts';
import { transact } from '../../lib/transaction.ts';
import { type ApprovalRegistry, type ExecutionContext, type Gated, gateOrRun } from '../approvals/index.ts';
import { applyUpdateRole } from './roles.service.ts';
import * as q from './team.queries.ts';
import { applyChangeRole, type TeamDeps } from './team.service.ts';

export type RoleChange =
  | { op: 'member-role'; memberId: string; input: RoleAssignment }
  | { op: 'role-permissions'; roleId: string; input: RoleRequest };

declare module '../approvals/index.ts' {
  interface GateableActions {
    'team.role.change': RoleChange;
  }
}

function apply(tx: Tx, caller: Caller, change: RoleChange): Promise<TeamMember | CustomRole> {
  return change.op === 'member-role'
    ? applyChangeRole(tx, caller, change.memberId, change.input)
    : applyUpdateRole(tx, caller, change.roleId, change.input);
}

const ROLLBACK = Symbol('rollback');

export async function changeRoles<T extends TeamMember | CustomRole>(
  deps: TeamDeps,
  caller: Caller,
  change: RoleChange,
  idempotencyKey: string | undefined,
): Promise<Gated<T>> {
  return transact(
    deps.db,
    async (tx, afterCommit) => {
      if (deps.approvals) {
        // The whole change is checked (and rolled back) first: a refused change never becomes a request.
        try {
          await tx.transaction(async (savepoint) => {
            await apply(savepoint, caller, change);
            throw ROLLBACK;
          });
        } catch (error) {
          if (error !== ROLLBACK) throw error;
        }
      }
      return gateOrRun(
        tx,
        {
          gate: deps.approvals?.gate,
          caller,
          action: 'team.role.change',
          idempotencyKey: idempotencyKey ?? `role-change:${randomUUID()}`,
          payload: change,
          afterCommit,
          // The change is audited when it applies: at once, or at the last approval.
          requested: null,
        },
        async () => (await apply(tx, caller, change)) as T,
      );
    },
    deps.onEffectError,
  );
}

/** The initiator as they are now: their role and its permissions decide what they may grant. */
async function initiatorCaller(tx: Executor, ctx: ExecutionContext): Promise<Caller> {
  const member = (await q.findMember(tx, ctx.companyId, ctx.requestedBy.memberId))?.member;
  const roleId = member?.roleId ?? null;
  const custom = roleId ? ((await q.permissionsOfRoles(tx, ctx.companyId, [roleId])).get(roleId) ?? []) : [];
  return {
    ip: null,
    userAgent: null,
    auth: {
      userId: ctx.requestedBy.userId,
      memberId: ctx.requestedBy.memberId,
      companyId: ctx.companyId,
      sessionId: '',
      role: member?.status === 'active' ? member.role : 'custom',
      customPermissions: member?.status === 'active' ? custom : [],
      supportOperatorId: null,
    },
  };
}

export function registerRoleChangeExecutor(registry: ApprovalRegistry) {
  registry.register('team.role.change', {
    describe: (change) =>
      change.op === 'member-role'
        ? "Change a member's role"
        : `Change the permissions of the role ${change.input.name}`,
    execute: async (ctx, change) => {
      const result = await apply(ctx.tx, await initiatorCaller(ctx.tx, ctx), change);
      return { id: result._id };
    },
  });
}
