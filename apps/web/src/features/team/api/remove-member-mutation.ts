// DELETE …/team/members/{id}: the member leaves the business and is signed out.
import { messageOnly, pathWithId, TEAM_PATHS } from '@paydesk/contracts';
import { parseResponse, request } from '@/lib/api/index.ts';
import { useTeamMutation } from './use-team-mutation.ts';

export const useRemoveMemberMutation = () =>
  useTeamMutation(async (id: string) =>
    parseResponse(messageOnly, await request({ method: 'DELETE', path: pathWithId(TEAM_PATHS.member, id) })),
  );
