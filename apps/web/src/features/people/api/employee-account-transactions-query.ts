// GET …/people/era/{id}/transactions: one employee's on-demand pay account and its transactions.
import { EMPLOYEE_ACCOUNT_PATHS, employeeAccountTransactionsResponse, pathWithId } from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { peopleKeys } from './keys.ts';

export const employeeAccountTransactionsQuery = (id: string) =>
  queryOptions({
    queryKey: peopleKeys.accountTransactions(id),
    queryFn: async () =>
      parseResponse(
        employeeAccountTransactionsResponse,
        await request({ method: 'GET', path: pathWithId(EMPLOYEE_ACCOUNT_PATHS.transactions, id) }),
      ).data,
    meta: { silent: true },
  });

export const useEmployeeAccountTransactions = (id: string) => useQuery(employeeAccountTransactionsQuery(id));
