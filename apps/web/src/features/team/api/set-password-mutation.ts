// A new administrator sets their password with the invitation token (/admin/verify/{adminToken}): the member
// create-password call of the sign-in journey.
import { AUTH_PATHS, messageOnly } from '@paydesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';

export const useAdminSetPasswordMutation = () =>
  useMutation({
    mutationFn: async (body: { token: string; password: string; password_confirmation: string }) =>
      parseResponse(
        messageOnly,
        await request({
          method: 'POST',
          path: AUTH_PATHS.memberCreatePassword,
          body,
          encrypted: true,
          useLoginToken: false,
        }),
      ),
    meta: { silent: true },
  });
