// GET …/people/employees/{id}: one employee; an unknown or foreign id answers 404.
import { employeeResponse, PEOPLE_PATHS, pathWithId } from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { peopleKeys } from './keys.ts';

export const employeeQuery = (id: string) =>
  queryOptions({
    queryKey: peopleKeys.employee(id),
    queryFn: async () =>
      parseResponse(
        employeeResponse,
        await request({ method: 'GET', path: pathWithId(PEOPLE_PATHS.employee, id) }),
      ).data,
    meta: { silent: true },
  });

export const useEmployee = (id: string) => useQuery(employeeQuery(id));
