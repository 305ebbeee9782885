// Both login stages post to the same path; stage 1 answers a pending stage 2, stage 2 answers the session.
import { AUTH_PATHS, type LoginRequest, loginResponse } from '@paydesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { authPost } from './auth-request.ts';

/** `silent`: the page shows the failure itself (the code page, under the boxes), so no toast. */
export const useLoginMutation = ({ silent = false }: { silent?: boolean } = {}) =>
  useMutation({
    mutationFn: (body: LoginRequest) => authPost(AUTH_PATHS.login, body, loginResponse),
    meta: { silent },
  });
