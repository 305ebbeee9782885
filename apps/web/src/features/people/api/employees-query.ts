// GET …/people/employees: one page of employees with the filters and sort of the URL.
import { employeeListResponse, PEOPLE_PATHS } from '@paydesk/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { LIST_PAGE_SIZE } from '@/lib/constants.ts';
import { type EmployeeFilters, serverSort } from '../logic/employee-filters.ts';
import { peopleKeys } from './keys.ts';

export function employeeListQuery(
  filters: Partial<EmployeeFilters> & { page: number },
): Record<string, string | number> {
  const query: Record<string, string | number> = {
    page: filters.page,
    limit: filters.limit ?? LIST_PAGE_SIZE,
  };
  for (const field of ['search', 'status', 'group', 'department', 'onDemand'] as const) {
    const value = filters[field];
    if (value) query[field] = value;
  }
  const sort = serverSort(filters.sort);
  if (sort) query.sort = sort;
  return query;
}

export const employeesQuery = (filters: Partial<EmployeeFilters> & { page: number }) => {
  const query = employeeListQuery(filters);
  return queryOptions({
    queryKey: peopleKeys.employeeList(query),
    queryFn: async () =>
      parseResponse(
        employeeListResponse,
        await request({ method: 'GET', path: PEOPLE_PATHS.employees, query }),
      ).data,
    meta: { silent: true },
  });
};

export const useEmployees = (
  filters: Partial<EmployeeFilters> & { page: number },
  options: { enabled?: boolean } = {},
) =>
  useQuery({
    ...employeesQuery(filters),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
