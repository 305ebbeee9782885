// A computation chunk's employees, read by primary-key range: the employees between two ids and their pay groups,
// joined in memory. Two range scans cannot be planned badly; the one join of employees, memberships and groups on
// freshly loaded tables (no statistics yet) was planned as a nested loop over the whole group per employee.
import { type Executor, employees, payGroupEmployees, payGroups } from '@paydesk/db';
import { and, asc, eq, gt, lte, type SQL } from 'drizzle-orm';
import { employedInPeriod, employeeFields, type RunScope, type ScopedEmployee } from './inputs.queries.ts';

const { payGroupId: _g, payGroupName: _n, payStructureId: _s, ...ownFields } = employeeFields;

/** The scope's employees with ids after `after` up to `through` inclusive, in id order. */
export async function scopedEmployeesInRange(
  db: Executor,
  companyId: string,
  scope: RunScope,
  after: string | null,
  through: string,
): Promise<ScopedEmployee[]> {
  const range = (column: typeof employees.id | typeof payGroupEmployees.employeeId): SQL =>
    and(after ? gt(column, after) : undefined, lte(column, through))!;
  const people = await db
    .select(ownFields)
    .from(employees)
    .where(and(employedInPeriod(companyId, scope), range(employees.id)))
    .orderBy(asc(employees.id));
  const memberships = await db
    .select({
      employeeId: payGroupEmployees.employeeId,
      payGroupId: payGroups.id,
      payGroupName: payGroups.name,
      payStructureId: payGroups.payStructureId,
    })
    .from(payGroupEmployees)
    .innerJoin(
      payGroups,
      and(
        eq(payGroups.companyId, payGroupEmployees.companyId),
        eq(payGroups.id, payGroupEmployees.payGroupId),
      ),
    )
    .where(and(eq(payGroupEmployees.companyId, companyId), range(payGroupEmployees.employeeId)));
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
