// Data access of the employees of pay groups (which group each employee is in, adding, removing, listing); every
// query filters by company_id (decision 0006).
import { type Executor, payGroupEmployees, payGroups } from '@paydesk/db';
import { and, eq, inArray } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { employeesAmongPage, existingEmployeeIds } from '../people/index.ts';

/** Which of the ids are employees of the business (absent otherwise), and the pay group each is in now (or null). */
export async function employeePlacement(db: Executor, companyId: string, ids: string[]) {
  const existing = await existingEmployeeIds(db, companyId, ids);
  if (existing.size === 0) return new Map<string, string | null>();
  const rows = await db
    .select({ id: payGroupEmployees.employeeId, payGroupId: payGroupEmployees.payGroupId })
    .from(payGroupEmployees)
    .where(
      and(eq(payGroupEmployees.companyId, companyId), inArray(payGroupEmployees.employeeId, [...existing])),
    );
  const groupOf = new Map(rows.map((r) => [r.id, r.payGroupId]));
  return new Map([...existing].map((id) => [id, groupOf.get(id) ?? null]));
}

export async function addEmployees(
  tx: Executor,
  companyId: string,
  payGroupId: string,
  employeeIds: string[],
) {
  if (employeeIds.length === 0) return;
  await tx
    .insert(payGroupEmployees)
    .values(employeeIds.map((employeeId) => ({ companyId, payGroupId, employeeId })))
    .onConflictDoUpdate({
      target: [payGroupEmployees.companyId, payGroupEmployees.employeeId],
      set: { payGroupId, createdAt: new Date() },
    });
}

export async function removeEmployees(
  tx: Executor,
  companyId: string,
  payGroupId: string,
  employeeIds: string[],
) {
  if (employeeIds.length === 0) return;
  await tx
    .delete(payGroupEmployees)
    .where(
      and(
        eq(payGroupEmployees.companyId, companyId),
        eq(payGroupEmployees.payGroupId, payGroupId),
        inArray(payGroupEmployees.employeeId, employeeIds),
      ),
    );
}

/** A page of the pay group's employees (people reads them among the group's members), with the total. */
export async function groupEmployees(
  db: Executor,
  companyId: string,
  payGroupId: string,
  query: { page: number; limit: number; search?: string | undefined },
) {
  const members = db
    .select({ id: payGroupEmployees.employeeId })
    .from(payGroupEmployees)
    .where(and(eq(payGroupEmployees.companyId, companyId), eq(payGroupEmployees.payGroupId, payGroupId)));
  return employeesAmongPage(db, companyId, members, query);
}

/**
 * SQL text: an employee's pay group as `{ payGroupId, payStructureId }` (jsonb, null when in none), as a scalar
 * subquery for a statement written as text or another module's query over its own tables (on-demand pay's facts).
 * The arguments are SQL expressions (a column or a parameter reference), never values.
 */
export function employeePayGroupText(companyId: string, employeeId: string): string {
  return `(select jsonb_build_object('payGroupId', pgr.id, 'payStructureId', pgr.pay_structure_id)
      from pay_group_employees pe join pay_groups pgr on pgr.company_id = pe.company_id and pgr.id = pe.pay_group_id
      where pe.company_id = ${companyId} and pe.employee_id = ${employeeId}
      limit 1)`;
}

/**
 * A join source: the business's employees in pay groups, each with their group and its structure, as the subquery
 * `pay_group_member` (one row an employee at most). PostgreSQL pulls it up into the caller's join (payroll's run
 * scope), which stays one statement. The group is a left join (a membership's group always exists, by its foreign
 * key) so that a caller reading only the membership (the scope's counts and ids) is planned without it.
 */
export function payGroupMembersOf(companyId: string) {
  return new QueryBuilder()
    .select({
      employeeId: payGroupEmployees.employeeId,
      payGroupId: payGroupEmployees.payGroupId,
      payGroupName: payGroups.name,
      payStructureId: payGroups.payStructureId,
    })
    .from(payGroupEmployees)
    .leftJoin(
      payGroups,
      and(
        eq(payGroups.companyId, payGroupEmployees.companyId),
        eq(payGroups.id, payGroupEmployees.payGroupId),
      ),
    )
    .where(eq(payGroupEmployees.companyId, companyId))
    .as('pay_group_member');
}
