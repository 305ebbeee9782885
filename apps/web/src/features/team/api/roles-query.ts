// GET …/team/roles: the business's custom roles with their permissions and member counts.
import { roleListResponse, TEAM_PATHS } from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { teamKeys } from './keys.ts';

/** Custom roles are few; one page of 100 holds them all for pickers and the roles page. */
export const ROLE_PAGE = { page: 1, limit: 100 } as const;

export const rolesQuery = () =>
  queryOptions({
    queryKey: teamKeys.roleList(ROLE_PAGE),
    queryFn: async () =>
      parseResponse(
        roleListResponse,
        await request({ method: 'GET', path: TEAM_PATHS.roles, query: ROLE_PAGE }),
      ).data,
  });

export const useRoles = (enabled = true) => useQuery({ ...rolesQuery(), enabled });
