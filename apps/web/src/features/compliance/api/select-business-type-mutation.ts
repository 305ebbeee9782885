import { type BusinessType, COMPLIANCE_PATHS } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { progressCall, storeProgress } from './compliance-request.ts';

export function useSelectBusinessTypeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (businessType: BusinessType) =>
      progressCall('POST', COMPLIANCE_PATHS.businessType, { businessType }),
    onSuccess: (response) => storeProgress(queryClient, response),
  });
}
