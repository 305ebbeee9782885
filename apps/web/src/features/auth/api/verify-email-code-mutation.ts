import { AUTH_PATHS, emailConfirmedResponse } from '@paydesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { authPost } from './auth-request.ts';

export const useVerifyEmailCodeMutation = () =>
  useMutation({
    mutationFn: (body: { email: string; code: string }) =>
      authPost(AUTH_PATHS.verifyEmailCode, body, emailConfirmedResponse),
  });
