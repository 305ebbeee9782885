// POST /auth/member/password-link: what an emailed member link is for (the business, the person), asked before the
// page shows a password form; a used or expired link answers 400 and the page says so instead (issue 17).
import { AUTH_PATHS, memberPasswordLinkResponse } from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authPost } from './auth-request.ts';
import { authKeys } from './keys.ts';

export const memberPasswordLinkQuery = (token: string) =>
  queryOptions({
    queryKey: [...authKeys.all, 'member-password-link', token] as const,
    queryFn: async () =>
      (await authPost(AUTH_PATHS.memberPasswordLink, { token }, memberPasswordLinkResponse)).data,
    // The page shows the failure itself (no toast), and a used link does not heal by asking again.
    meta: { silent: true },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useMemberPasswordLink = (token: string) => useQuery(memberPasswordLinkQuery(token));
