// GET …/people/groups: one page of groups with their member counts.
import { groupListResponse, PEOPLE_PATHS } from '@paydesk/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { LIST_PAGE_SIZE } from '@/lib/constants.ts';
import type { GroupFilters } from '../logic/group-filters.ts';
import { peopleKeys } from './keys.ts';

export const groupsQuery = (filters: GroupFilters) => {
  const query: Record<string, string | number> = { page: filters.page, limit: LIST_PAGE_SIZE };
  if (filters.search) query.search = filters.search;
  return queryOptions({
    queryKey: peopleKeys.groupList(query),
    queryFn: async () =>
      parseResponse(groupListResponse, await request({ method: 'GET', path: PEOPLE_PATHS.groups, query }))
        .data,
    meta: { silent: true },
  });
};

export const useGroups = (filters: GroupFilters) =>
  useQuery({ ...groupsQuery(filters), placeholderData: keepPreviousData });
