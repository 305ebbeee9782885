// GET …/people/groups/{id}/assigned-employees: one page of a group's members.
import { groupMembersResponse, PEOPLE_PATHS, pathWithId } from '@paydesk/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { LIST_PAGE_SIZE } from '@/lib/constants.ts';
import { peopleKeys } from './keys.ts';

export function useGroupMembers(id: string, page: number, enabled: boolean) {
  const query = { page, limit: LIST_PAGE_SIZE };
  return useQuery({
    queryKey: peopleKeys.groupMembers(id, query),
    queryFn: async () =>
      parseResponse(
        groupMembersResponse,
        await request({ method: 'GET', path: pathWithId(PEOPLE_PATHS.groupMembers, id), query }),
      ).data,
    placeholderData: keepPreviousData,
    enabled,
    meta: { silent: true },
  });
}
