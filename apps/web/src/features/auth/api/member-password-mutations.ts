// Invited members create their password, and members reset theirs, from an emailed link carrying a token.
import { AUTH_PATHS } from '@paydesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { authPost, messageEnvelope } from './auth-request.ts';
import type { PasswordWithToken } from './create-business-password-mutation.ts';

export const useMemberCreatePasswordMutation = () =>
  useMutation({
    mutationFn: (body: PasswordWithToken) => authPost(AUTH_PATHS.memberCreatePassword, body, messageEnvelope),
  });

export const useMemberResetPasswordMutation = () =>
  useMutation({
    mutationFn: (body: PasswordWithToken) => authPost(AUTH_PATHS.memberResetPassword, body, messageEnvelope),
  });
