// Both login stages post to the same path; stage 1 answers a pending stage 2, stage 2 answers the session.
import { AUTH_PATHS, type LoginRequest, loginResponse } from '@paydesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { authPost } from './auth-request.ts';

export const useLoginMutation = () =>
  useMutation({ mutationFn: (body: LoginRequest) => authPost(AUTH_PATHS.login, body, loginResponse) });
