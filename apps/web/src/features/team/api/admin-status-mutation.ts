// PATCH /b2b/employer/admins/{id}/status: deactivate (signed out at once) or activate.
import { adminResponse, pathWithId, TEAM_PATHS } from '@paydesk/contracts';
import { parseResponse, request } from '@/lib/api/index.ts';
import { useAdminMutation } from './use-admin-mutation.ts';

export const useAdminStatusMutation = () =>
  useAdminMutation(async ({ id, status }: { id: string; status: 'active' | 'disabled' }) =>
    parseResponse(
      adminResponse,
      await request({ method: 'PATCH', path: pathWithId(TEAM_PATHS.adminStatus, id), body: { status } }),
    ),
  );
