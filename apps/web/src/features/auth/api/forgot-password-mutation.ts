import { AUTH_PATHS } from '@paydesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { authPost, messageEnvelope } from './auth-request.ts';

export const useForgotPasswordMutation = () =>
  useMutation({
    mutationFn: (body: { email: string }) => authPost(AUTH_PATHS.forgotPassword, body, messageEnvelope),
  });
