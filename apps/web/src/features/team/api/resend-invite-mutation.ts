// POST …/team/members/{id}/resend-invite: answers 'Invite Sent' (spec §8).
import { memberResponse, pathWithId, TEAM_PATHS } from '@paydesk/contracts';
import { parseResponse, request } from '@/lib/api/index.ts';
import { useTeamMutation } from './use-team-mutation.ts';

export const useResendInviteMutation = () =>
  useTeamMutation(async (id: string) =>
    parseResponse(
      memberResponse,
      await request({ method: 'POST', path: pathWithId(TEAM_PATHS.memberResendInvite, id) }),
    ),
  );
