// POST …/team/roles (create) or PUT …/team/roles/{id} (update): a name and permissions from the catalogue.
import { pathWithId, type RoleRequest, roleResponse, TEAM_PATHS } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parseGated } from '@/lib/api/gated.ts';
import { request } from '@/lib/api/index.ts';
import { teamKeys } from './keys.ts';

export function useSaveRoleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: RoleRequest & { id?: string }) =>
      parseGated(
        roleResponse,
        await request(
          id
            ? { method: 'PUT', path: pathWithId(TEAM_PATHS.role, id), body }
            : { method: 'POST', path: TEAM_PATHS.roles, body },
        ),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
