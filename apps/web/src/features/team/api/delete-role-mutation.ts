// DELETE …/team/roles/{id}: refused (409) while members hold the role.
import { messageOnly, pathWithId, TEAM_PATHS } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { teamKeys } from './keys.ts';

export function useDeleteRoleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      parseResponse(messageOnly, await request({ method: 'DELETE', path: pathWithId(TEAM_PATHS.role, id) })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.roles() }),
  });
}
