// GET /b2b/employer/admins/{id}: one administrator, for the edit page.
import { adminResponse, pathWithId, TEAM_PATHS } from '@paydesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { adminKeys } from './admin-keys.ts';

export const useAdmin = (id: string) =>
  useQuery({
    queryKey: adminKeys.one(id),
    queryFn: async () =>
      parseResponse(adminResponse, await request({ method: 'GET', path: pathWithId(TEAM_PATHS.admin, id) }))
        .data,
  });
