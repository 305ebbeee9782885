// GET …/team/roles/{id}: one custom role with its permissions.
import { pathWithId, roleResponse, TEAM_PATHS } from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { teamKeys } from './keys.ts';

export const roleQuery = (id: string) =>
  queryOptions({
    queryKey: teamKeys.role(id),
    queryFn: async () =>
      parseResponse(roleResponse, await request({ method: 'GET', path: pathWithId(TEAM_PATHS.role, id) }))
        .data,
  });

export const useRole = (id: string | undefined) => useQuery({ ...roleQuery(id ?? ''), enabled: Boolean(id) });
