import { AUTH_PATHS } from '@paydesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { showToast } from '@/components/toast.tsx';
import { SPEC_COPY } from '../copy.ts';
import { authPost, messageEnvelope } from './auth-request.ts';

export const useResendVerificationMutation = () =>
  useMutation({
    mutationFn: (body: { email: string }) => authPost(AUTH_PATHS.resendVerification, body, messageEnvelope),
    onSuccess: () => showToast({ kind: 'success', message: SPEC_COPY.confirmationEmailSent }),
  });
