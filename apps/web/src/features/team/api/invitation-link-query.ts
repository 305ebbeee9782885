// The administrator's invitation link, checked before the password form shows (the member password-link call of
// the sign-in journey): the business that invited them, or a 400 when the link was used or expired.
import { AUTH_PATHS, memberPasswordLinkResponse } from '@paydesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';

export const useInvitationLink = (token: string) =>
  useQuery({
    queryKey: ['administrators', 'invitation-link', token],
    queryFn: async () =>
      parseResponse(
        memberPasswordLinkResponse,
        await request({
          method: 'POST',
          path: AUTH_PATHS.memberPasswordLink,
          body: { token },
          encrypted: true,
          useLoginToken: false,
        }),
      ).data,
    meta: { silent: true },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
