import { AUTH_PATHS, type SignupRequest, signupResponse } from '@paydesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { authPost } from './auth-request.ts';

export const useSignupMutation = () =>
  useMutation({ mutationFn: (body: SignupRequest) => authPost(AUTH_PATHS.signup, body, signupResponse) });
