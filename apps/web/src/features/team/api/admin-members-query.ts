// Active members who could become the owner: the team members list, active only.
import { memberListResponse, TEAM_PATHS } from '@paydesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { adminKeys } from './admin-keys.ts';

export const useActiveMembers = (enabled: boolean) =>
  useQuery({
    queryKey: adminKeys.members(),
    queryFn: async () =>
      parseResponse(
        memberListResponse,
        await request({ method: 'GET', path: TEAM_PATHS.members, query: { status: 'active', limit: 100 } }),
      ).data.docs,
    enabled,
  });
