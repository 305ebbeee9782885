// Each employee's on-demand pay account (earned wage access: earned, drawn, saved, owed, in kobo) and its
// transactions, read by /people/employees/ERA and /people/employees/era/{id}/transactions. The on-demand pay issue
// opens the accounts in the ledger and posts to them; until then every employee answers `account: null`.
import { z } from 'zod';
import { page, success } from './envelope.ts';
import { EMPLOYEE_STATUSES, employeeListQuery, ON_DEMAND_STATES } from './people.ts';

export const EMPLOYEE_ACCOUNT_PATHS = {
  list: '/b2b/employer/people/era',
  transactions: '/b2b/employer/people/era/:id/transactions',
} as const;

export const onDemandAccount = z.object({
  earned: z.number().int(),
  drawn: z.number().int(),
  saved: z.number().int(),
  owed: z.number().int(),
});
export type OnDemandAccount = z.infer<typeof onDemandAccount>;

export const employeeAccount = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  staffId: z.string(),
  status: z.enum(EMPLOYEE_STATUSES),
  onDemandState: z.enum(ON_DEMAND_STATES),
  /** null: no on-demand account is open for this employee (none exist before on-demand pay starts). */
  account: onDemandAccount.nullable(),
});
export type EmployeeAccount = z.infer<typeof employeeAccount>;

export const employeeAccountListQuery = employeeListQuery.pick({
  page: true,
  limit: true,
  search: true,
  onDemand: true,
});
export type EmployeeAccountListQuery = z.input<typeof employeeAccountListQuery>;
export const employeeAccountListResponse = success(page(employeeAccount));

export const employeeAccountTransaction = z.object({
  _id: z.string(),
  kind: z.string(),
  amount: z.number().int(),
  description: z.string(),
  createdAt: z.string(),
});
export type EmployeeAccountTransaction = z.infer<typeof employeeAccountTransaction>;

export const employeeAccountTransactions = z.object({
  employee: employeeAccount,
  transactions: z.array(employeeAccountTransaction),
});
export type EmployeeAccountTransactions = z.infer<typeof employeeAccountTransactions>;
export const employeeAccountTransactionsResponse = success(employeeAccountTransactions);
