// GET …/people/groups/{id}: one group; an unknown or foreign id answers 404.
import { groupResponse, PEOPLE_PATHS, pathWithId } from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { peopleKeys } from './keys.ts';

export const groupQuery = (id: string) =>
  queryOptions({
    queryKey: peopleKeys.group(id),
    queryFn: async () =>
      parseResponse(groupResponse, await request({ method: 'GET', path: pathWithId(PEOPLE_PATHS.group, id) }))
        .data,
    meta: { silent: true },
  });

export const useGroup = (id: string) => useQuery(groupQuery(id));
