// PATCH …/people/employees/{id}: the fields that changed; each change is audited and shows in the history.
import { employeeResponse, PEOPLE_PATHS, pathWithId, type UpdateEmployeeRequest } from '@paydesk/contracts';
import { parseResponse, request } from '@/lib/api/index.ts';
import { usePeopleMutation } from './use-people-mutation.ts';

export const useUpdateEmployeeMutation = (id: string) =>
  usePeopleMutation(
    async (body: UpdateEmployeeRequest) =>
      parseResponse(
        employeeResponse,
        await request({ method: 'PATCH', path: pathWithId(PEOPLE_PATHS.employee, id), body }),
      ).data,
  );
