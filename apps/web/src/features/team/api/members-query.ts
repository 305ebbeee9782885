// GET /b2b/employer/team/members: one page of members and invites with the filters of the URL.
import { memberListResponse, TEAM_PATHS } from '@paydesk/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { LIST_PAGE_SIZE } from '@/lib/constants.ts';
import type { MemberFilters } from '../logic/member-filters.ts';
import { teamKeys } from './keys.ts';

export const membersQuery = (filters: MemberFilters) => {
  const query: Record<string, string | number> = { page: filters.page, limit: LIST_PAGE_SIZE };
  if (filters.search) query.search = filters.search;
  if (filters.status) query.status = filters.status;
  return queryOptions({
    queryKey: teamKeys.memberList(query),
    queryFn: async () =>
      parseResponse(memberListResponse, await request({ method: 'GET', path: TEAM_PATHS.members, query }))
        .data,
    meta: { silent: true },
  });
};

export const useMembers = (filters: MemberFilters) =>
  useQuery({ ...membersQuery(filters), placeholderData: keepPreviousData });
