// Reads of employees for the modules that hold something of theirs (a pay group's members, …): which ids are the
// business's employees, and a page of employees among a set the caller names by a subquery of ids, so a member
// list stays one statement (plus its count) without the caller joining the employees table.
import { type Executor, employees } from '@paydesk/db';
import { and, asc, count, eq, inArray, type SQLWrapper, sql } from 'drizzle-orm';
import { searchPatterns } from '../../lib/sql-like.ts';

/** Which of the ids are employees of the business. */
export async function existingEmployeeIds(
  db: Executor,
  companyId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), inArray(employees.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}

/** The business's active employees (a demo seed puts them in a pay group). */
export async function activeEmployeeIds(db: Executor, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.status, 'active')));
  return rows.map((r) => r.id);
}

/**
 * A page of the business's employees whose id is among `among` (a subquery selecting employee ids, e.g. a pay
 * group's members), optionally matching a search, by last name, first name and id; with the total matching.
 */
export async function employeesAmongPage(
  db: Executor,
  companyId: string,
  among: SQLWrapper,
  query: { page: number; limit: number; search?: string | undefined },
) {
  const where = and(
    eq(employees.companyId, companyId),
    inArray(employees.id, among),
    ...searchPatterns(query.search).map((pattern) => sql`${employees.searchText} like ${pattern}`),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        _id: employees.id,
        firstName: employees.firstName,
        lastName: employees.lastName,
        email: employees.email,
        staffId: employees.staffId,
        jobTitle: employees.jobTitle,
        grossPay: employees.grossPay,
        status: employees.status,
      })
      .from(employees)
      .where(where)
      .orderBy(asc(employees.lastName), asc(employees.firstName), asc(employees.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(employees).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
