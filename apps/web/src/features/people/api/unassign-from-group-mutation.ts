// PATCH …/people/groups/{id}/unassign-employees with `employee_ids`: removes them from the group, per employee.
import { bulkResultResponse, PEOPLE_PATHS, pathWithId } from '@paydesk/contracts';
import { parseResponse, request } from '@/lib/api/index.ts';
import { usePeopleMutation } from './use-people-mutation.ts';

export const useUnassignFromGroupMutation = () =>
  usePeopleMutation(
    async ({ groupId, employeeIds }: { groupId: string; employeeIds: string[] }) =>
      parseResponse(
        bulkResultResponse,
        await request({
          method: 'PATCH',
          path: pathWithId(PEOPLE_PATHS.groupUnassign, groupId),
          body: { employee_ids: employeeIds },
        }),
      ).data,
  );
