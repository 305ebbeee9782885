// POST …/people/groups: a new group ('Group Created Successfully').
import { type GroupRequest, groupResponse, PEOPLE_PATHS } from '@paydesk/contracts';
import { parseResponse, request } from '@/lib/api/index.ts';
import { usePeopleMutation } from './use-people-mutation.ts';

export const useCreateGroupMutation = () =>
  usePeopleMutation(
    async (body: GroupRequest) =>
      parseResponse(groupResponse, await request({ method: 'POST', path: PEOPLE_PATHS.groups, body })).data,
  );
