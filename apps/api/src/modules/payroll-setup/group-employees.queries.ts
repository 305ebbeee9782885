// Data access of the employees of pay groups (which group each employee is in, adding, removing, listing); every
// query filters by company_id (decision 0006).
import { type Executor, employees, payGroupEmployees } from '@paydesk/db';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { escapeLike } from '../../lib/sql-like.ts';

/** Which of the ids are employees of the business, and the pay group each is in now. */
export async function employeePlacement(db: Executor, companyId: string, ids: string[]) {
  const rows = await db
    .select({ id: employees.id, payGroupId: payGroupEmployees.payGroupId })
    .from(employees)
    .leftJoin(
      payGroupEmployees,
      and(
        eq(payGroupEmployees.companyId, employees.companyId),
        eq(payGroupEmployees.employeeId, employees.id),
      ),
    )
    .where(and(eq(employees.companyId, companyId), inArray(employees.id, ids)));
  return new Map(rows.map((r) => [r.id, r.payGroupId]));
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

export async function groupEmployees(
  db: Executor,
  companyId: string,
  payGroupId: string,
  query: { page: number; limit: number; search?: string | undefined },
) {
  const where = and(
    eq(payGroupEmployees.companyId, companyId),
    eq(payGroupEmployees.payGroupId, payGroupId),
    query.search
      ? sql`${employees.searchText} like ${`%${escapeLike(query.search.toLowerCase())}%`}`
      : undefined,
  );
  const join = and(
    eq(employees.companyId, payGroupEmployees.companyId),
    eq(employees.id, payGroupEmployees.employeeId),
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
      .from(payGroupEmployees)
      .innerJoin(employees, join)
      .where(where)
      .orderBy(asc(employees.lastName), asc(employees.firstName), asc(employees.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(payGroupEmployees).innerJoin(employees, join).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The business's active employees (the demo seed puts them in a pay group). */
export async function activeEmployeeIds(db: Executor, companyId: string) {
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.status, 'active')));
  return rows.map((r) => r.id);
}
