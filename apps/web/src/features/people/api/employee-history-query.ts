// GET …/people/employees/{id}/history: the employee's audited changes, field by field.
import { employeeHistoryResponse, PEOPLE_PATHS, pathWithId } from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { peopleKeys } from './keys.ts';

export const employeeHistoryQuery = (id: string) =>
  queryOptions({
    queryKey: peopleKeys.employeeHistory(id),
    queryFn: async () =>
      parseResponse(
        employeeHistoryResponse,
        await request({ method: 'GET', path: pathWithId(PEOPLE_PATHS.employeeHistory, id) }),
      ).data,
    meta: { silent: true },
  });

export const useEmployeeHistory = (id: string) => useQuery(employeeHistoryQuery(id));
