// POST /b2b/employer/admins/{id}/assign-business: answers 'Admin assigned to business(es)' (spec §6).
import { adminResponse, pathWithId, TEAM_PATHS } from '@paydesk/contracts';
import { parseResponse, request } from '@/lib/api/index.ts';
import { useAdminMutation } from './use-admin-mutation.ts';

export const useAssignBusinessesMutation = () =>
  useAdminMutation(async ({ id, businesses }: { id: string; businesses: string[] }) =>
    parseResponse(
      adminResponse,
      await request({
        method: 'POST',
        path: pathWithId(TEAM_PATHS.adminAssignBusinesses, id),
        body: { businesses },
      }),
    ),
  );
