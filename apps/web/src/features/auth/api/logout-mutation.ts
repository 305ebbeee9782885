import { AUTH_PATHS } from '@paydesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { authPost, messageEnvelope } from './auth-request.ts';

/** The body is empty; the session is cleared whatever the answer, so a failure is not toasted. */
export const useLogoutMutation = () =>
  useMutation({
    mutationFn: () => authPost(AUTH_PATHS.logout, {}, messageEnvelope),
    meta: { silent: true },
  });
