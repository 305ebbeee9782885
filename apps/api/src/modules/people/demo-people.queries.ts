// Data access of the demo people seed (decision 0006): the count that makes it run once, and the employees, groups and group members it inserts.
import { type Executor, employeeGroupMembers, employeeGroups, employees } from '@paydesk/db';
import { and, count, eq, inArray } from 'drizzle-orm';

export async function countEmployees(db: Executor, companyId: string) {
  const [existing] = await db
    .select({ n: count() })
    .from(employees)
    .where(eq(employees.companyId, companyId));
  return existing;
}

export async function insertDemoEmployees(tx: Executor, values: (typeof employees.$inferInsert)[]) {
  return tx
    .insert(employees)
    .values(values)
    .returning({ id: employees.id, department: employees.department });
}

export async function insertGroup(tx: Executor, values: typeof employeeGroups.$inferInsert) {
  const [group] = await tx.insert(employeeGroups).values(values).returning();
  return group;
}

export async function insertGroupMembers(tx: Executor, values: (typeof employeeGroupMembers.$inferInsert)[]) {
  await tx.insert(employeeGroupMembers).values(values);
}

export async function employeesOfStaffIds(db: Executor, companyId: string, staffIds: string[]) {
  return db
    .select({ id: employees.id, staffId: employees.staffId, annualRent: employees.annualRent })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), inArray(employees.staffId, staffIds)));
}
