// What other modules' statements read of employees (issue 27: people owns the table): a join source of the
// business's employees for a Drizzle query. A source is a plain subquery, which PostgreSQL pulls up into the
// caller's join: the caller's read stays one statement.
import { employees } from '@paydesk/db';
import { eq } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';

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
