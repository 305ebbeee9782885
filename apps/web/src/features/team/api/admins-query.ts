// GET /b2b/employer/admins: the owner and administrators with their businesses.
import { adminListResponse, TEAM_PATHS } from '@paydesk/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { LIST_PAGE_SIZE } from '@/lib/constants.ts';
import { adminKeys } from './admin-keys.ts';

export function useAdmins(filters: { search: string; page: number }) {
  const query: Record<string, string | number> = { page: filters.page, limit: LIST_PAGE_SIZE };
  if (filters.search) query.search = filters.search;
  return useQuery({
    queryKey: adminKeys.list(query),
    queryFn: async () =>
      parseResponse(adminListResponse, await request({ method: 'GET', path: TEAM_PATHS.admins, query })).data,
    placeholderData: keepPreviousData,
  });
}
