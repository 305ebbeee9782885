// A computation chunk's employees, read by primary-key range: the employees between two ids and their pay groups,
// joined in memory. Two range scans cannot be planned badly; the one join of employees, memberships and groups on
// freshly loaded tables (no statistics yet) was planned as a nested loop over the whole group per employee. Each
// scan reads its owner's join source (people's employees, payroll-setup's pay group members).
import type { Executor } from '@paydesk/db';
import { type AnyColumn, and, asc, gt, lte, type SQL } from 'drizzle-orm';
import { payGroupMembersOf } from '../../payroll-setup/index.ts';
import { employeesOf } from '../../people/index.ts';
import { employedInPeriod, ownFieldsOf, type RunScope, type ScopedEmployee } from './inputs.queries.ts';

/** The scope's employees with ids after `after` up to `through` inclusive, in id order. */
export async function scopedEmployeesInRange(
  db: Executor,
  companyId: string,
  scope: RunScope,
  after: string | null,
  through: string,
): Promise<ScopedEmployee[]> {
  const range = (column: AnyColumn): SQL => and(after ? gt(column, after) : undefined, lte(column, through))!;
  const e = employeesOf(companyId);
  const people = await db
    .select(ownFieldsOf(e))
    .from(e)
    .where(and(employedInPeriod(e, scope), range(e.id)))
    .orderBy(asc(e.id));
  const members = payGroupMembersOf(companyId);
  const memberships = await db.select().from(members).where(range(members.employeeId));
  const groupOf = new Map(memberships.map((m) => [m.employeeId, m]));
  const wanted = new Set(scope.payGroupIds);
  const out: ScopedEmployee[] = [];
  for (const person of people) {
    const group = groupOf.get(person.id);
    if (!scope.everyone && !(group && wanted.has(group.payGroupId))) continue;
    out.push({
      ...person,
      payGroupId: group?.payGroupId ?? null,
      payGroupName: group?.payGroupName ?? null,
      payStructureId: group?.payStructureId ?? null,
    } as ScopedEmployee);
  }
  return out;
}
