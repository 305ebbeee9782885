// What payroll's and on-demand pay's statements read of employees (issue 27: people owns the table): a join source
// of the business's employees for a Drizzle query, the same as SQL text for a prebuilt statement, and the row locks
// their writes take. A source is a plain subquery, which PostgreSQL pulls up into the caller's join: the caller's
// read stays one statement.
import { employees, type Tx } from '@paydesk/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What other modules read of an employee: who they are, their pay and its remittances, their bank account. */
const sourceFields = {
  id: employees.id,
  companyId: employees.companyId,
  firstName: employees.firstName,
  lastName: employees.lastName,
  email: employees.email,
  phoneNumber: employees.phoneNumber,
  staffId: employees.staffId,
  department: employees.department,
  stateOfResidence: employees.stateOfResidence,
  employmentDate: employees.employmentDate,
  exitDate: employees.exitDate,
  bankCode: employees.bankCode,
  bankName: employees.bankName,
  accountNumber: employees.accountNumber,
  accountName: employees.accountName,
  nameCheck: employees.nameCheck,
  grossPay: employees.grossPay,
  pfaId: employees.pfaId,
  rsaPin: employees.rsaPin,
  nhf: employees.nhf,
  taxId: employees.taxId,
  annualRent: employees.annualRent,
  rentDocumentId: employees.rentDocumentId,
  status: employees.status,
  onDemandState: employees.onDemandState,
  earningsStopped: employees.earningsStopped,
  withdrawalsPaused: employees.withdrawalsPaused,
};

/**
 * A join source: the business's employees, as the subquery `employee` (its columns keep their SQL names, so SQL
 * text may say `employee.first_name`). Join it on `employee.id` alone: it holds one business's employees.
 */
export function employeesOf(companyId: string) {
  return new QueryBuilder()
    .select(sourceFields)
    .from(employees)
    .where(eq(employees.companyId, companyId))
    .as('employee');
}
export type EmployeeSource = ReturnType<typeof employeesOf>;

const TEXT_COLUMNS = Object.values(sourceFields)
  .map((column) => column.name)
  .join(', ');

/**
 * SQL text: the employee as a join source with the same columns (alias it), for a statement written as text
 * (on-demand pay's request facts); no row when there is no such employee. The arguments are SQL expressions (a
 * parameter reference), never values.
 */
export function employeeRowText(companyId: string, employeeId: string): string {
  return `(select ${TEXT_COLUMNS} from employees where company_id = ${companyId} and id = ${employeeId})`;
}

/** The transaction's opening that locks the employee's row. Plain SQL (it travels with the BEGIN): uuids only. */
export function employeeLockSql(companyId: string, employeeId: string): string {
  if (!UUID.test(companyId) || !UUID.test(employeeId)) throw new Error('employee lock: ids must be uuids');
  return `select 1 from employees where company_id = '${companyId}' and id = '${employeeId}' for update`;
}

/** Locks the employees' rows in id order (the caller's writes about them go one transaction at a time). */
export async function lockEmployeeRows(tx: Tx, companyId: string, ids: string[]) {
  if (ids.length === 0) return;
  await tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), sql`${employees.id} = any(${sql.param(ids)}::uuid[])`))
    .orderBy(asc(employees.id))
    .for('update');
}
