// PUT /b2b/employer/admins/{id}: a pending invitation's details.
import { adminResponse, pathWithId, TEAM_PATHS, type UpdateAdminRequest } from '@paydesk/contracts';
import { parseResponse, request } from '@/lib/api/index.ts';
import { useAdminMutation } from './use-admin-mutation.ts';

export const useUpdateAdminMutation = () =>
  useAdminMutation(async ({ id, ...body }: UpdateAdminRequest & { id: string }) =>
    parseResponse(
      adminResponse,
      await request({ method: 'PUT', path: pathWithId(TEAM_PATHS.admin, id), body }),
    ),
  );
