// GET …/people/era: one page of employees with their on-demand pay accounts (null while none is open).
import { EMPLOYEE_ACCOUNT_PATHS, employeeAccountListResponse } from '@paydesk/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { LIST_PAGE_SIZE } from '@/lib/constants.ts';
import { peopleKeys } from './keys.ts';

export const employeeAccountsQuery = (filters: { page: number; search?: string | undefined }) => {
  const query: Record<string, string | number> = { page: filters.page, limit: LIST_PAGE_SIZE };
  if (filters.search) query.search = filters.search;
  return queryOptions({
    queryKey: peopleKeys.accounts(query),
    queryFn: async () =>
      parseResponse(
        employeeAccountListResponse,
        await request({ method: 'GET', path: EMPLOYEE_ACCOUNT_PATHS.list, query }),
      ).data,
    meta: { silent: true },
  });
};

export const useEmployeeAccounts = (filters: { page: number; search?: string | undefined }) =>
  useQuery({ ...employeeAccountsQuery(filters), placeholderData: keepPreviousData });
