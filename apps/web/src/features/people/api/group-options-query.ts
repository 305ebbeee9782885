// The groups as choices for a select (the employees' group filter, assign to group): the first 100 by name.
import { groupListResponse, PEOPLE_PATHS } from '@paydesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { peopleKeys } from './keys.ts';

const query = { page: 1, limit: 100 };

export const useGroupOptions = () =>
  useQuery({
    queryKey: [...peopleKeys.groupList(query), 'options'],
    queryFn: async () =>
      parseResponse(groupListResponse, await request({ method: 'GET', path: PEOPLE_PATHS.groups, query }))
        .data,
    select: (page) => page.docs.map((group) => ({ value: group._id, label: group.name })),
  });
