import { AUTH_PATHS } from '@paydesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { authPost, messageEnvelope } from './auth-request.ts';

export interface PasswordWithToken {
  token: string;
  password: string;
  password_confirmation: string;
}

export const useCreateBusinessPasswordMutation = () =>
  useMutation({
    mutationFn: (body: PasswordWithToken) =>
      authPost(AUTH_PATHS.createBusinessPassword, body, messageEnvelope),
  });
