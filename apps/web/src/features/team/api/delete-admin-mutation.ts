// DELETE /b2b/employer/admins/{id}.
import { messageOnly, pathWithId, TEAM_PATHS } from '@paydesk/contracts';
import { parseResponse, request } from '@/lib/api/index.ts';
import { useAdminMutation } from './use-admin-mutation.ts';

export const useDeleteAdminMutation = () =>
  useAdminMutation(async (id: string) =>
    parseResponse(messageOnly, await request({ method: 'DELETE', path: pathWithId(TEAM_PATHS.admin, id) })),
  );
