// PUT …/people/groups/{id}: a group's name and description.
import { groupResponse, PEOPLE_PATHS, pathWithId, type UpdateGroupRequest } from '@paydesk/contracts';
import { parseResponse, request } from '@/lib/api/index.ts';
import { usePeopleMutation } from './use-people-mutation.ts';

export const useUpdateGroupMutation = (id: string) =>
  usePeopleMutation(
    async (body: UpdateGroupRequest) =>
      parseResponse(
        groupResponse,
        await request({ method: 'PUT', path: pathWithId(PEOPLE_PATHS.group, id), body }),
      ).data,
  );
