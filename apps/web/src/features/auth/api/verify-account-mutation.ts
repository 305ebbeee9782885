import { AUTH_PATHS, emailConfirmedResponse } from '@paydesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { authPost } from './auth-request.ts';

/** The confirmation link's call; the page shows its error itself, so no toast. */
export const useVerifyAccountMutation = () =>
  useMutation({
    mutationFn: (body: { id: string; activationToken: string }) =>
      authPost(AUTH_PATHS.verifyAccount, body, emailConfirmedResponse),
    meta: { silent: true },
  });
