// Each employee's on-demand pay account and its transactions (/people/employees/ERA and …/era/{id}/transactions).
// The ledger opens no employee accounts yet: its accounts are the business's wallets and system accounts
// (modules/ledger, LEDGER_ACCOUNT_KINDS). The on-demand pay issue opens one per employee and posts earnings,
// withdrawals and savings to it; these reads then take it from modules/ledger. Until then every employee answers
// `account: null` and no transactions — never made-up zeros.
import type {
  EmployeeAccount,
  EmployeeAccountTransactions,
  EmployeeStatus,
  employeeAccountListQuery,
  OnDemandState,
} from '@paydesk/contracts';
import type { Executor } from '@paydesk/db';
import type { z } from 'zod';
import { NotFound } from '../../lib/errors.ts';
import * as q from './employees.queries.ts';
import { EMPLOYEE_NOT_FOUND } from './employees.service.ts';

const toAccount = (row: q.EmployeeRow): EmployeeAccount => ({
  _id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  staffId: row.staffId,
  status: row.status as EmployeeStatus,
  onDemandState: row.onDemandState as OnDemandState,
  account: null,
});

export async function listEmployeeAccounts(
  db: Executor,
  companyId: string,
  query: z.output<typeof employeeAccountListQuery>,
) {
  const { page, limit, ...filters } = query;
  const { rows, total } = await q.listEmployeeRows(db, companyId, filters, { page, limit, sort: 'name' });
  return { docs: rows.map(toAccount), totalDocs: total, page, limit, totalPages: Math.ceil(total / limit) };
}

export async function employeeAccountTransactions(
  db: Executor,
  companyId: string,
  employeeId: string,
): Promise<EmployeeAccountTransactions> {
  const row = await q.findEmployeeRow(db, companyId, employeeId);
  if (!row) throw new NotFound(EMPLOYEE_NOT_FOUND);
  return { employee: toAccount(row), transactions: [] };
}
