// PATCH …/team/members/{id}/role: administrator or one of the custom roles.
import { memberResponse, pathWithId, type RoleAssignment, TEAM_PATHS } from '@paydesk/contracts';
import { parseResponse, request } from '../../../lib/api/index.ts';
import { useTeamMutation } from './use-team-mutation.ts';

export const useChangeRoleMutation = () =>
  useTeamMutation(async ({ id, ...body }: RoleAssignment & { id: string }) =>
    parseResponse(
      memberResponse,
      await request({ method: 'PATCH', path: pathWithId(TEAM_PATHS.memberRole, id), body }),
    ),
  );
