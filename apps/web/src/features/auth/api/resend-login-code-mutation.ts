import { AUTH_PATHS, CHANNEL } from '@paydesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { authPost } from './auth-request.ts';

// The server may hand back a fresh challenge; when it does, the next code belongs to it.
const resendResponse = z.object({
  message: z.string(),
  data: z.object({ challengeId: z.string(), expiresAt: z.string() }).partial().nullish(),
});

export const useResendLoginCodeMutation = () =>
  useMutation({
    mutationFn: (challengeId: string) =>
      authPost(AUTH_PATHS.resendLoginCode, { challengeId, channel: CHANNEL }, resendResponse),
  });
