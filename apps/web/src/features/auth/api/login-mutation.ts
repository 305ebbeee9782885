// Both login stages post to the same path; stage 1 answers a pending stage 2, stage 2 answers the session.
import type { LoginRequest } from '@paydesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { loadLoginCalls } from './load-login-calls.ts';

/** `silent`: the page shows the failure itself (the code page, under the boxes), so no toast. */
export const useLoginMutation = ({ silent = false }: { silent?: boolean } = {}) =>
  useMutation({
    mutationFn: async (body: LoginRequest) => (await loadLoginCalls()).postLogin(body),
    meta: { silent },
  });
