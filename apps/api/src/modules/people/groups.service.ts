// Groups of employees (spec §4 Groups): create, edit, delete, members, and assigning a selection (employee_ids)
// with successes and failures counted per item.
import type { BulkResult, EmployeeGroup, GroupRequest, UpdateGroupRequest } from '@paydesk/contracts';
import type { Database, Executor } from '@paydesk/db';
import type { Caller } from '../../http/route-kit.ts';
import { NotFound, ValidationFailed } from '../../lib/errors.ts';
import { transact } from '../../lib/transaction.ts';
import { recordCallerAudit } from '../../platform/audit/audit-actor.ts';
import { listEmployees } from './employees.service.ts';
import * as q from './groups.queries.ts';

const GROUP = 'Group';
export const GROUP_NAME_TAKEN = 'A group with this name already exists';

type Deps = { db: Database; onEffectError?: (error: unknown) => void };
type GroupInput = { name: string; description: string | null; policy: Record<string, unknown> };

async function mustFind(db: Executor, companyId: string, id: string): Promise<EmployeeGroup> {
  const group = await q.findGroup(db, companyId, id);
  if (!group) throw new NotFound(GROUP);
  return group;
}

export async function listGroups(
  db: Executor,
  companyId: string,
  query: { page: number; limit: number; search?: string | undefined },
) {
  const { docs, total } = await q.listGroups(db, companyId, query);
  return {
    docs,
    totalDocs: total,
    page: query.page,
    limit: query.limit,
    totalPages: Math.ceil(total / query.limit),
  };
}

export const getGroup = mustFind;

export async function groupMembers(
  db: Database,
  companyId: string,
  id: string,
  query: { page: number; limit: number; search?: string | undefined },
) {
  await mustFind(db, companyId, id);
  return listEmployees(db, companyId, { ...query, group: id, sort: 'name' });
}

export async function createGroup(deps: Deps, caller: Caller, input: GroupInput & GroupRequest) {
  const companyId = caller.auth.companyId;
  if (await q.nameTaken(deps.db, companyId, input.name))
    throw new ValidationFailed({ name: [GROUP_NAME_TAKEN] });
  const id = await transact(
    deps.db,
    async (tx) => {
      const row = await q.insertGroup(tx, { companyId, ...input });
      await recordCallerAudit(tx, caller, {
        action: 'people.group.create',
        target: { type: 'employee-group', id: row.id },
        outcome: 'success',
        metadata: { name: row.name },
      });
      return row.id;
    },
    deps.onEffectError,
  );
  return mustFind(deps.db, companyId, id);
}

export async function updateGroup(
  deps: Deps,
  caller: Caller,
  id: string,
  input: Partial<GroupInput> & UpdateGroupRequest,
) {
  const companyId = caller.auth.companyId;
  await mustFind(deps.db, companyId, id);
  if (input.name && (await q.nameTaken(deps.db, companyId, input.name, id)))
    throw new ValidationFailed({ name: [GROUP_NAME_TAKEN] });
  await transact(
    deps.db,
    async (tx) => {
      await q.updateGroup(tx, companyId, id, input);
      await recordCallerAudit(tx, caller, {
        action: 'people.group.update',
        target: { type: 'employee-group', id },
        outcome: 'success',
        metadata: { fields: Object.keys(input) },
      });
    },
    deps.onEffectError,
  );
  return mustFind(deps.db, companyId, id);
}

export async function deleteGroup(deps: Deps, caller: Caller, id: string) {
  const companyId = caller.auth.companyId;
  await transact(
    deps.db,
    async (tx) => {
      const group = await mustFind(tx, companyId, id);
      await q.deleteGroup(tx, companyId, id);
      await recordCallerAudit(tx, caller, {
        action: 'people.group.delete',
        target: { type: 'employee-group', id },
        outcome: 'success',
        metadata: { name: group.name, memberCount: group.memberCount },
      });
    },
    deps.onEffectError,
  );
}

/** Assigns (or unassigns) employees: unknown ids and ids already (or not) in the group fail one by one. */
export async function changeMembers(
  deps: Deps,
  caller: Caller,
  id: string,
  employeeIds: string[],
  direction: 'assign' | 'unassign',
): Promise<BulkResult> {
  const companyId = caller.auth.companyId;
  return transact(
    deps.db,
    async (tx) => {
      await mustFind(tx, companyId, id);
      // One after the other: a transaction's client runs one query at a time.
      const existing = await q.existingEmployeeIds(tx, companyId, employeeIds);
      const members = await q.memberIds(tx, companyId, id, employeeIds);
      const result: BulkResult = { successes: [], failures: [], successCount: 0, failureCount: 0 };
      for (const employeeId of employeeIds) {
        if (!existing.has(employeeId))
          result.failures.push({ id: employeeId, message: 'Employee not found' });
        else if (direction === 'assign' && members.has(employeeId))
          result.failures.push({ id: employeeId, message: 'Already in this group' });
        else if (direction === 'unassign' && !members.has(employeeId))
          result.failures.push({ id: employeeId, message: 'Not in this group' });
        else result.successes.push(employeeId);
      }
      if (direction === 'assign') await q.addMembers(tx, companyId, id, result.successes);
      else await q.removeMembers(tx, companyId, id, result.successes);
      if (result.successes.length > 0) {
        await recordCallerAudit(tx, caller, {
          action: direction === 'assign' ? 'people.group.assign' : 'people.group.unassign',
          target: { type: 'employee-group', id },
          outcome: 'success',
          metadata: { employeeIds: result.successes },
        });
      }
      result.successCount = result.successes.length;
      result.failureCount = result.failures.length;
      return result;
    },
    deps.onEffectError,
  );
}
