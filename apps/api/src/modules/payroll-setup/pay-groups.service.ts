// Pay groups: create, edit, delete, their employees (an employee is paid by one pay group: assigning moves them), and
// the assign/unassign calls of §7 for a structure, a benefit in kind or an allowance across a selection of groups,
// counted per item like the people assignments.
import type { BulkResult, PayGroup, payGroupRequest, updatePayGroupRequest } from '@paydesk/contracts';
import type { Executor } from '@paydesk/db';
import type { z } from 'zod';
import type { Caller } from '../../http/route-kit.ts';
import { NotFound, ValidationFailed } from '../../lib/errors.ts';
import { transact } from '../../lib/transaction.ts';
import { recordCallerAudit } from '../../platform/audit/audit-actor.ts';
import * as geq from './group-employees.queries.ts';
import * as gq from './groups.queries.ts';
import * as q from './setup.queries.ts';
import { audited, NAME_TAKEN, type PayrollSetupDeps, paged } from './setup.service.ts';
import * as sq from './structures.queries.ts';

const toGroup = (r: gq.GroupRow): PayGroup => ({
  _id: r.id,
  name: r.name,
  description: r.description,
  paySchedule: r.payScheduleId ? { _id: r.payScheduleId, name: r.payScheduleName ?? '' } : null,
  payStructure: r.payStructureId ? { _id: r.payStructureId, name: r.payStructureName ?? '' } : null,
  benefitsInKind: r.benefits,
  allowancesAndBonuses: r.allowances,
  employeeCount: Number(r.employeeCount),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export async function listGroups(db: Executor, companyId: string, query: gq.PayGroupFilters) {
  const { rows, total } = await gq.listGroups(db, companyId, query);
  return paged(rows.map(toGroup), total, query);
}

export async function getGroup(db: Executor, companyId: string, id: string) {
  const row = await gq.findGroup(db, companyId, id);
  if (!row) throw new NotFound('Pay group');
  return toGroup(row);
}

/** The schedule and structure named must be the business's own: anything else is a field error. */
async function checkLinks(
  db: Executor,
  companyId: string,
  input: { pay_schedule_id?: string | null | undefined; pay_structure_id?: string | null | undefined },
) {
  const errors: Record<string, string[]> = {};
  if (input.pay_schedule_id && !(await q.findSchedule(db, companyId, input.pay_schedule_id)))
    errors.pay_schedule_id = ['Pay schedule not found'];
  if (input.pay_structure_id && !(await sq.findStructure(db, companyId, input.pay_structure_id)))
    errors.pay_structure_id = ['Pay structure not found'];
  if (Object.keys(errors).length) throw new ValidationFailed(errors);
}

export async function saveGroup(
  deps: PayrollSetupDeps,
  caller: Caller,
  input: z.output<typeof payGroupRequest> | z.output<typeof updatePayGroupRequest>,
  id?: string,
) {
  const companyId = caller.auth.companyId;
  if (id) await getGroup(deps.db, companyId, id);
  if (input.name && (await q.nameTaken(deps.db, 'pay-group', companyId, input.name, id)))
    throw new ValidationFailed({ name: [NAME_TAKEN] });
  await checkLinks(deps.db, companyId, input);
  const values = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.pay_schedule_id !== undefined ? { payScheduleId: input.pay_schedule_id } : {}),
    ...(input.pay_structure_id !== undefined ? { payStructureId: input.pay_structure_id } : {}),
  };
  const saved = await audited(
    deps,
    caller,
    id ? 'payroll.pay-group.update' : 'payroll.pay-group.create',
    { type: 'pay-group', ...(id ? { id } : {}) },
    async (tx) => {
      if (id) await gq.updateGroups(tx, companyId, [id], values);
      const savedId = id ?? (await gq.insertGroup(tx, { companyId, name: input.name!, ...values }));
      return { id: savedId, metadata: { fields: Object.keys(values) } };
    },
  );
  return getGroup(deps.db, companyId, saved.id);
}

export async function deleteGroup(deps: PayrollSetupDeps, caller: Caller, id: string, tx?: Executor) {
  const companyId = caller.auth.companyId;
  const run = async (t: Executor) => {
    const group = await gq.findGroup(t, companyId, id);
    if (!group) throw new NotFound('Pay group');
    await q.deleteRow(t, 'pay-group', companyId, id);
    await recordCallerAudit(t, caller, {
      action: 'payroll.pay-group.delete',
      target: { type: 'pay-group', id },
      outcome: 'success',
      metadata: { name: group.name, employeeCount: Number(group.employeeCount) },
    });
  };
  if (tx) await run(tx);
  else await transact(deps.db, run, deps.onEffectError);
}

export async function assignedEmployees(
  db: Executor,
  companyId: string,
  id: string,
  query: { page: number; limit: number; search?: string | undefined },
) {
  await getGroup(db, companyId, id);
  const { rows, total } = await geq.groupEmployees(db, companyId, id, query);
  return paged(
    rows.map((r) => ({ ...r, grossPay: Number(r.grossPay) })),
    total,
    query,
  );
}

const emptyResult = (): BulkResult => ({ successes: [], failures: [], successCount: 0, failureCount: 0 });
const counted = (r: BulkResult) => ({
  ...r,
  successCount: r.successes.length,
  failureCount: r.failures.length,
});

/** Assigns employees (moving them from another pay group) or unassigns them; each id succeeds or fails alone. */
export async function changeEmployees(
  deps: PayrollSetupDeps,
  caller: Caller,
  id: string,
  employeeIds: string[],
  direction: 'assign' | 'unassign',
): Promise<BulkResult> {
  const companyId = caller.auth.companyId;
  return transact(
    deps.db,
    async (tx) => {
      if (!(await gq.findGroup(tx, companyId, id))) throw new NotFound('Pay group');
      const placement = await geq.employeePlacement(tx, companyId, employeeIds);
      const result = emptyResult();
      for (const employeeId of employeeIds) {
        const current = placement.get(employeeId);
        if (current === undefined) result.failures.push({ id: employeeId, message: 'Employee not found' });
        else if (direction === 'assign' && current === id)
          result.failures.push({ id: employeeId, message: 'Already in this pay group' });
        else if (direction === 'unassign' && current !== id)
          result.failures.push({ id: employeeId, message: 'Not in this pay group' });
        else result.successes.push(employeeId);
      }
      if (direction === 'assign') await geq.addEmployees(tx, companyId, id, result.successes);
      else await geq.removeEmployees(tx, companyId, id, result.successes);
      if (result.successes.length > 0)
        await recordCallerAudit(tx, caller, {
          action: `payroll.pay-group.${direction}-employees`,
          target: { type: 'pay-group', id },
          outcome: 'success',
          metadata: { employeeIds: result.successes },
        });
      return counted(result);
    },
    deps.onEffectError,
  );
}

export type Assignable = 'pay-structure' | 'benefit-in-kind' | 'allowance-and-bonus';

/**
 * Assigns (or unassigns) one structure, benefit or allowance to a selection of pay groups. The item must be the
 * business's (404 otherwise); each pay group id succeeds or fails alone. Unassigning a structure clears it only
 * from the groups that use that structure.
 */
export async function changeAssignment(
  deps: PayrollSetupDeps,
  caller: Caller,
  what: Assignable,
  itemId: string,
  groupIds: string[],
  direction: 'assign' | 'unassign',
): Promise<BulkResult> {
  const companyId = caller.auth.companyId;
  return transact(
    deps.db,
    async (tx) => {
      const item =
        what === 'pay-structure'
          ? await sq.findStructure(tx, companyId, itemId)
          : what === 'benefit-in-kind'
            ? await q.findBenefit(tx, companyId, itemId)
            : await q.findAllowance(tx, companyId, itemId);
      if (!item)
        throw new NotFound(
          what === 'pay-structure' ? 'Pay structure' : what === 'benefit-in-kind' ? 'Benefit' : 'Allowance',
        );
      // One after the other: a transaction's client runs one query at a time.
      const existing = await gq.existingGroupIds(tx, companyId, groupIds);
      const groups = await gq.listGroups(tx, companyId, {
        page: 1,
        limit: groupIds.length,
        ids: groupIds,
        ...filterOf(what, itemId),
      });
      const holding = new Set(groups.rows.map((g) => g.id));
      const result = emptyResult();
      for (const groupId of groupIds) {
        if (!existing.has(groupId)) result.failures.push({ id: groupId, message: 'Pay group not found' });
        else if (direction === 'assign' && holding.has(groupId))
          result.failures.push({ id: groupId, message: 'Already assigned to this pay group' });
        else if (direction === 'unassign' && !holding.has(groupId))
          result.failures.push({ id: groupId, message: 'Not assigned to this pay group' });
        else result.successes.push(groupId);
      }
      if (what === 'pay-structure')
        await gq.updateGroups(tx, companyId, result.successes, {
          payStructureId: direction === 'assign' ? itemId : null,
        });
      else
        await gq.linkItems(
          tx,
          companyId,
          what === 'benefit-in-kind' ? 'benefit' : 'allowance',
          itemId,
          result.successes,
          direction,
        );
      if (result.successes.length > 0)
        await recordCallerAudit(tx, caller, {
          action: `payroll.${what}.${direction}`,
          target: { type: what, id: itemId },
          outcome: 'success',
          metadata: { payGroupIds: result.successes },
        });
      return counted(result);
    },
    deps.onEffectError,
  );
}

function filterOf(what: Assignable, itemId: string) {
  if (what === 'pay-structure') return { pay_structure_id: itemId };
  if (what === 'benefit-in-kind') return { benefit_in_kind_id: itemId };
  return { allowance_and_bonus_id: itemId };
}
