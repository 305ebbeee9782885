// POST /auth/member/accept-invite { id, token }: a person with a Paydesk account accepts an invitation.
import { acceptInviteResponse, TEAM_PATHS } from '@paydesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';

export const useAcceptInviteMutation = () =>
  useMutation({
    mutationFn: async (body: { id: string; token: string }) =>
      parseResponse(
        acceptInviteResponse,
        await request({
          method: 'POST',
          path: TEAM_PATHS.acceptInvite,
          body,
          encrypted: true,
          useLoginToken: false,
        }),
      ).data,
    meta: { silent: true },
  });
