// PATCH …/team/members/{id}/status: deactivate (the member is signed out at once) or reactivate.
import { memberResponse, pathWithId, TEAM_PATHS } from '@paydesk/contracts';
import { parseResponse, request } from '@/lib/api/index.ts';
import { useTeamMutation } from './use-team-mutation.ts';

export const useMemberStatusMutation = () =>
  useTeamMutation(async ({ id, status }: { id: string; status: 'active' | 'disabled' }) =>
    parseResponse(
      memberResponse,
      await request({ method: 'PATCH', path: pathWithId(TEAM_PATHS.memberStatus, id), body: { status } }),
    ),
  );
