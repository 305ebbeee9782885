// DELETE …/people/groups/{id}: the group goes; its employees stay ('Group Deleted Successfully').
import { messageOnly, PEOPLE_PATHS, pathWithId } from '@paydesk/contracts';
import { parseResponse, request } from '@/lib/api/index.ts';
import { usePeopleMutation } from './use-people-mutation.ts';

export const useDeleteGroupMutation = () =>
  usePeopleMutation(async (id: string) =>
    parseResponse(messageOnly, await request({ method: 'DELETE', path: pathWithId(PEOPLE_PATHS.group, id) })),
  );
