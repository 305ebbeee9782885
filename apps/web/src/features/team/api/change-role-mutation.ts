// PATCH …/team/members/{id}/role: administrator or one of the custom roles; 202 when a workflow covers it.
import { memberResponse, pathWithId, type RoleAssignment, TEAM_PATHS } from '@paydesk/contracts';
import { parseGated } from '@/lib/api/gated.ts';
import { request } from '@/lib/api/index.ts';
import { useTeamMutation } from './use-team-mutation.ts';

export const useChangeRoleMutation = () =>
  useTeamMutation(async ({ id, ...body }: RoleAssignment & { id: string }) =>
    parseGated(
      memberResponse,
      await request({ method: 'PATCH', path: pathWithId(TEAM_PATHS.memberRole, id), body }),
    ),
  );
