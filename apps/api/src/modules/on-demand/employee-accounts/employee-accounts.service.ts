// Each employee's on-demand pay account and its transactions (/people/employees/ERA and …/era/{id}/transactions),
// the employees read through the people module's face. An employee who never accepted on-demand pay and never drew has no
// account (`account: null`) — never made-up zeros.
import type {
  EmployeeAccount,
  EmployeeAccountTransactions,
  EmployeeStatus,
  employeeAccountListQuery,
  OnDemandAccount,
  OnDemandState,
} from '@paydesk/contracts';
import type { Database, Executor } from '@paydesk/db';
import type { z } from 'zod';
import { NotFound } from '../../../lib/errors.ts';
import {
  EMPLOYEE_NOT_FOUND,
  type EmployeeRow,
  findEmployeeRow,
  listEmployeeRows,
} from '../../people/index.ts';
import { onDemandAccounts, onDemandTransactions } from '../accounts.service.ts';

const toAccount = (
  row: Omit<EmployeeRow, 'searchText'>,
  account: OnDemandAccount | null = null,
): EmployeeAccount => ({
  _id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  staffId: row.staffId,
  status: row.status as EmployeeStatus,
  onDemandState: row.onDemandState as OnDemandState,
  account,
});

export async function listEmployeeAccounts(
  db: Database,
  companyId: string,
  query: z.output<typeof employeeAccountListQuery>,
) {
  const { page, limit, ...filters } = query;
  const { rows, total } = await listEmployeeRows(db, companyId, filters, { page, limit, sort: 'name' });
  const accounts = await onDemandAccounts(db, companyId, rows);
  return {
    docs: rows.map((r) => toAccount(r, accounts.get(r.id) ?? null)),
    totalDocs: total,
    page,
    limit,
    totalPages: Math.ceil(total / limit),
  };
}

export async function employeeAccountTransactions(
  db: Executor,
  companyId: string,
  employeeId: string,
): Promise<EmployeeAccountTransactions> {
  const row = await findEmployeeRow(db, companyId, employeeId);
  if (!row) throw new NotFound(EMPLOYEE_NOT_FOUND);
  const account = (await onDemandAccounts(db, companyId, [row])).get(row.id) ?? null;
  const lines = await onDemandTransactions(db, companyId, { employeeId });
  return {
    employee: toAccount(row, account),
    transactions: lines.map((l) => ({
      _id: l._id,
      kind: l.kind,
      amount: l.amount,
      description: l.description,
      createdAt: l.createdAt,
    })),
  };
}
