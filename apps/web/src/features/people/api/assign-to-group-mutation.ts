// PATCH …/people/groups/{id}/assign-employees with `employee_ids` (spec §3): successes and failures per employee.
import { bulkResultResponse, PEOPLE_PATHS, pathWithId } from '@paydesk/contracts';
import { parseResponse, request } from '@/lib/api/index.ts';
import { usePeopleMutation } from './use-people-mutation.ts';

export const useAssignToGroupMutation = () =>
  usePeopleMutation(
    async ({ groupId, employeeIds }: { groupId: string; employeeIds: string[] }) =>
      parseResponse(
        bulkResultResponse,
        await request({
          method: 'PATCH',
          path: pathWithId(PEOPLE_PATHS.groupAssign, groupId),
          body: { employee_ids: employeeIds },
        }),
      ).data,
  );
