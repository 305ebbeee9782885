// POST /b2b/employer/admins: answers 'Invite Sent' (spec §8).
import { adminResponse, type InviteAdminRequest, TEAM_PATHS } from '@paydesk/contracts';
import { parseResponse, request } from '@/lib/api/index.ts';
import { useAdminMutation } from './use-admin-mutation.ts';

export const useInviteAdminMutation = () =>
  useAdminMutation(async (body: InviteAdminRequest) =>
    parseResponse(adminResponse, await request({ method: 'POST', path: TEAM_PATHS.admins, body })),
  );
