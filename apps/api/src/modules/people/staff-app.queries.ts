// What the staff app (the staff module, the employees' own app) reads and writes of employees, through people's
// face: who a typed email or phone belongs to, accepting an on-demand invitation, the bank account an employee
// confirms, and an employee's status as a subquery for the staff session check (one statement, no join).
import { type Executor, employees } from '@paydesk/db';
import { type AnyColumn, and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { EmployeeRow } from './employees.queries.ts';

/**
 * Active employees on on-demand pay whose email or phone is `identifier` (lower-cased email or +234… phone), the
 * most recently changed first; at most `limit` when given. Across businesses: this is how sign-in finds them.
 */
export function onDemandEmployeesByContact(
  db: Executor,
  identifier: string,
  limit?: number,
): Promise<EmployeeRow[]> {
  const query = db
    .select()
    .from(employees)
    .where(
      and(
        or(sql`lower(${employees.email}) = ${identifier}`, eq(employees.phoneNumber, identifier)),
        eq(employees.status, 'active'),
        eq(employees.onDemandState, 'accepted'),
      ),
    )
    .orderBy(desc(employees.updatedAt));
  return limit === undefined ? query : query.limit(limit);
}

/** Accepts an employee's pending on-demand invitation (active and invited only); the row, or undefined. */
export async function acceptOnDemandInvitation(tx: Executor, companyId: string, employeeId: string) {
  const [row] = await tx
    .update(employees)
    .set({ onDemandState: 'accepted', updatedAt: new Date() })
    .where(
      and(
        eq(employees.companyId, companyId),
        eq(employees.id, employeeId),
        eq(employees.status, 'active'),
        eq(employees.onDemandState, 'invited'),
      ),
    )
    .returning();
  return row;
}

/** Sets the bank account an employee confirmed (with its name check); the row, or undefined. */
export async function setEmployeeBankAccount(
  tx: Executor,
  companyId: string,
  employeeId: string,
  patch: Pick<EmployeeRow, 'bankCode' | 'bankName' | 'accountNumber' | 'accountName' | 'nameCheck'>,
) {
  const [row] = await tx
    .update(employees)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)))
    .returning();
  return row;
}

/**
 * SQL text: the status of an employee as a scalar subquery (null when there is no such employee), for a statement
 * written as text (the staff session check on-demand pay's request path holds). The arguments are SQL expressions
 * (a column or a parameter reference), never values.
 */
export const employeeStatusText = (companyId: string, employeeId: string): string =>
  `(select se.status from employees se where se.company_id = ${companyId} and se.id = ${employeeId})`;

/**
 * The status of the employee these columns of another table name, as a scalar subquery (null when there is no such
 * employee): read by primary key in the caller's statement, as a join would.
 */
export const employeeStatusOf = (companyId: AnyColumn, employeeId: AnyColumn): SQL<string | null> =>
  sql<string | null>`(select ${employees.status} from ${employees}
    where ${employees.companyId} = ${companyId} and ${employees.id} = ${employeeId})`;
