// Data access of employee groups and their members; every query filters by company_id.
import type { EmployeeGroup } from '@paydesk/contracts';
import { type Executor, employeeGroupMembers, employeeGroups, employees } from '@paydesk/db';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { escapeLike } from '../../lib/sql-like.ts';

const memberCount = sql<number>`(select count(*)::int from ${employeeGroupMembers} m
  where m.company_id = ${employeeGroups.companyId} and m.group_id = ${employeeGroups.id})`;

const view = {
  _id: employeeGroups.id,
  name: employeeGroups.name,
  description: employeeGroups.description,
  policy: employeeGroups.policy,
  memberCount,
  createdAt: employeeGroups.createdAt,
  updatedAt: employeeGroups.updatedAt,
};

type ViewRow = { [K in keyof typeof view]: unknown };
const toGroup = (r: ViewRow): EmployeeGroup => ({
  _id: r._id as string,
  name: r.name as string,
  description: r.description as string | null,
  policy: (r.policy ?? {}) as EmployeeGroup['policy'],
  memberCount: Number(r.memberCount),
  createdAt: (r.createdAt as Date).toISOString(),
  updatedAt: (r.updatedAt as Date).toISOString(),
});

export async function listGroups(
  db: Executor,
  companyId: string,
  query: { page: number; limit: number; search?: string | undefined },
) {
  const where = and(
    eq(employeeGroups.companyId, companyId),
    query.search ? sql`${employeeGroups.name} ilike ${`%${escapeLike(query.search)}%`}` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(view)
      .from(employeeGroups)
      .where(where)
      .orderBy(asc(employeeGroups.name), asc(employeeGroups.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(employeeGroups).where(where),
  ]);
  return { docs: rows.map(toGroup), total: total?.n ?? 0 };
}

export async function findGroup(db: Executor, companyId: string, id: string) {
  const [row] = await db
    .select(view)
    .from(employeeGroups)
    .where(and(eq(employeeGroups.companyId, companyId), eq(employeeGroups.id, id)));
  return row ? toGroup(row) : null;
}

export async function nameTaken(db: Executor, companyId: string, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: employeeGroups.id })
    .from(employeeGroups)
    .where(
      and(
        eq(employeeGroups.companyId, companyId),
        sql`lower(${employeeGroups.name}) = ${name.toLowerCase()}`,
      ),
    );
  return Boolean(row && row.id !== exceptId);
}

export async function insertGroup(tx: Executor, values: typeof employeeGroups.$inferInsert) {
  const [row] = await tx.insert(employeeGroups).values(values).returning();
  return row!;
}

export async function updateGroup(
  tx: Executor,
  companyId: string,
  id: string,
  patch: Partial<typeof employeeGroups.$inferInsert>,
) {
  const [row] = await tx
    .update(employeeGroups)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(employeeGroups.companyId, companyId), eq(employeeGroups.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteGroup(tx: Executor, companyId: string, id: string) {
  const rows = await tx
    .delete(employeeGroups)
    .where(and(eq(employeeGroups.companyId, companyId), eq(employeeGroups.id, id)))
    .returning({ id: employeeGroups.id });
  return rows.length > 0;
}

/** Which of the ids are employees of the business. */
export async function existingEmployeeIds(db: Executor, companyId: string, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), inArray(employees.id, ids)));
  return new Set(rows.map((r) => r.id));
}

export async function memberIds(db: Executor, companyId: string, groupId: string, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: employeeGroupMembers.employeeId })
    .from(employeeGroupMembers)
    .where(
      and(
        eq(employeeGroupMembers.companyId, companyId),
        eq(employeeGroupMembers.groupId, groupId),
        inArray(employeeGroupMembers.employeeId, ids),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

export async function addMembers(tx: Executor, companyId: string, groupId: string, employeeIds: string[]) {
  if (employeeIds.length === 0) return;
  await tx
    .insert(employeeGroupMembers)
    .values(employeeIds.map((employeeId) => ({ companyId, groupId, employeeId })))
    .onConflictDoNothing();
}

export async function removeMembers(tx: Executor, companyId: string, groupId: string, employeeIds: string[]) {
  if (employeeIds.length === 0) return;
  await tx
    .delete(employeeGroupMembers)
    .where(
      and(
        eq(employeeGroupMembers.companyId, companyId),
        eq(employeeGroupMembers.groupId, groupId),
        inArray(employeeGroupMembers.employeeId, employeeIds),
      ),
    );
}

/**
 * The business's groups among these ids, with their names, ordered by name: what on-demand pay reads to show its
 * group overrides (through the people face; issue 27).
 */
export async function groupNamesInOrder(db: Executor, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: employeeGroups.id, name: employeeGroups.name })
    .from(employeeGroups)
    .where(and(eq(employeeGroups.companyId, companyId), inArray(employeeGroups.id, [...new Set(ids)])))
    .orderBy(asc(employeeGroups.name));
}

/**
 * SQL text: the ids of the groups an employee is in, as a subquery (`… in <this>`), for a statement written as text
 * or another module's query over its own tables (on-demand pay's group overrides). The arguments are SQL
 * expressions (a column or a parameter reference), never values.
 */
export function employeeGroupIdsText(companyId: string, employeeId: string): string {
  return `(select m.group_id from employee_group_members m
      where m.company_id = ${companyId} and m.employee_id = ${employeeId})`;
}
