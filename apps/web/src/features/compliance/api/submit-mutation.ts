import { COMPLIANCE_PATHS } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { progressCall, storeProgress } from './compliance-request.ts';

export function useSubmitMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => progressCall('POST', COMPLIANCE_PATHS.submit),
    onSuccess: (response) => storeProgress(queryClient, response),
  });
}
