import { AUTH_PATHS } from '@paydesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { authPost, messageEnvelope } from './auth-request.ts';

export interface ResetPasswordBody {
  email: string;
  /** Sent as a number (spec §5). */
  resetPin: number;
  password: string;
  password_confirmation: string;
}

export const useResetPasswordMutation = () =>
  useMutation({
    mutationFn: (body: ResetPasswordBody) => authPost(AUTH_PATHS.resetPassword, body, messageEnvelope),
  });
