// The groups as choices for the group overrides (GET …/people/groups, first 100 by name).
import { groupListResponse, PEOPLE_PATHS } from '@paydesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { onDemandKeys } from './keys.ts';

const query = { page: 1, limit: 100 };

export const useGroupChoices = () =>
  useQuery({
    queryKey: [...onDemandKeys.all, 'groups'],
    queryFn: async () =>
      parseResponse(groupListResponse, await request({ method: 'GET', path: PEOPLE_PATHS.groups, query }))
        .data,
    select: (page) => page.docs.map((group) => ({ value: group._id, label: group.name })),
    meta: { silent: true },
  });
