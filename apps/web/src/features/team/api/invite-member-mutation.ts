// POST …/team/members/invite: answers 'Invite Sent' (spec §8).
import { type InviteMemberRequest, memberResponse, TEAM_PATHS } from '@paydesk/contracts';
import { parseResponse, request } from '@/lib/api/index.ts';
import { useTeamMutation } from './use-team-mutation.ts';

export const useInviteMemberMutation = () =>
  useTeamMutation(async (body: InviteMemberRequest) =>
    parseResponse(memberResponse, await request({ method: 'POST', path: TEAM_PATHS.invite, body })),
  );
