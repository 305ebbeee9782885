// The identity step of a freelance business: ask for a code to the phone on record, then confirm it.
import { COMPLIANCE_PATHS, type IdentityCodeRequest, identityCodeSentResponse } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { complianceCall, progressCall, storeProgress } from './compliance-request.ts';

export const useIdentityCodeMutation = () =>
  useMutation({
    mutationFn: (input: IdentityCodeRequest) =>
      complianceCall('POST', COMPLIANCE_PATHS.identityCode, identityCodeSentResponse, input),
  });

export function useIdentityConfirmMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { verificationId: string; code: string }) =>
      progressCall('POST', COMPLIANCE_PATHS.identityConfirm, input),
    onSuccess: (response) => storeProgress(queryClient, response),
  });
}
