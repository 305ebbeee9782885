// Each employee's on-demand pay account and its transactions (/people/employees/ERA and …/era/{id}/transactions),
// read from the on-demand module's face. An employee who never accepted on-demand pay and never drew has no
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
import { NotFound } from '../../lib/errors.ts';
import { onDemandAccounts, onDemandTransactions } from '../on-demand/index.ts';
import * as q from './employees.queries.ts';
import { EMPLOYEE_NOT_FOUND } from './employees.service.ts';

const toAccount = (
  row: Omit<q.EmployeeRow, 'searchText'>,
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
  const { rows, total } = await q.listEmployeeRows(db, companyId, filters, { page, limit, sort: 'name' });
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
  const row = await q.findEmployeeRow(db, companyId, employeeId);
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
