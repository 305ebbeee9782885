// Routes of the employees' on-demand pay accounts: the list (ERA) and one employee's transactions.
import {
  EMPLOYEE_ACCOUNT_PATHS,
  employeeAccountListQuery,
  employeeAccountListResponse,
  employeeAccountTransactionsResponse,
  idParams,
} from '@paydesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, can, errors, security } from '../../../http/route-kit.ts';
import type { OnDemandDeps } from '../on-demand-deps.ts';
import { employeeAccountTransactions, listEmployeeAccounts } from './employee-accounts.service.ts';

export function employeeAccountRoutes(deps: Pick<OnDemandDeps, 'db'>) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['people'];

    api.get(
      EMPLOYEE_ACCOUNT_PATHS.list,
      {
        schema: {
          tags,
          security,
          querystring: employeeAccountListQuery,
          description:
            "Each employee's on-demand pay account (earned, drawn, saved, owed in kobo); `account` is null while none is open.",
          response: { 200: employeeAccountListResponse, ...errors },
        },
        config: can('people.employees.view'),
      },
      async (request) => ({
        message: 'Employee accounts',
        data: await listEmployeeAccounts(deps.db, authOf(request).companyId, request.query),
      }),
    );

    api.get(
      EMPLOYEE_ACCOUNT_PATHS.transactions,
      {
        schema: {
          tags,
          security,
          params: idParams('Employee'),
          response: { 200: employeeAccountTransactionsResponse, ...errors },
        },
        config: can('people.employees.view'),
      },
      async (request) => ({
        message: 'Employee account transactions',
        data: await employeeAccountTransactions(deps.db, authOf(request).companyId, request.params.id),
      }),
    );
  };
}
