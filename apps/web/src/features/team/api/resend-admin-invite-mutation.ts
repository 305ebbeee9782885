// POST /b2b/employer/admins/{id}/resend-invite: answers 'Invite Sent' (spec §8).
import { adminResponse, pathWithId, TEAM_PATHS } from '@paydesk/contracts';
import { parseResponse, request } from '@/lib/api/index.ts';
import { useAdminMutation } from './use-admin-mutation.ts';

export const useResendAdminInviteMutation = () =>
  useAdminMutation(async (id: string) =>
    parseResponse(
      adminResponse,
      await request({ method: 'POST', path: pathWithId(TEAM_PATHS.adminResendInvite, id) }),
    ),
  );
