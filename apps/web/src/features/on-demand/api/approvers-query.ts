// The business's active members, as approver choices of the rules form (GET …/team/members, first 100).
import { memberListResponse, TEAM_PATHS } from '@paydesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { onDemandKeys } from './keys.ts';

const query = { page: 1, limit: 100, status: 'active' };

export const useApproverOptions = () =>
  useQuery({
    queryKey: [...onDemandKeys.all, 'approvers'],
    queryFn: async () =>
      parseResponse(memberListResponse, await request({ method: 'GET', path: TEAM_PATHS.members, query }))
        .data,
    select: (page) =>
      page.docs
        .filter((m) => m.status === 'active')
        .map((m) => ({ value: m._id, label: `${m.firstName} ${m.lastName}` })),
    meta: { silent: true },
  });
