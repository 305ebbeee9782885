// Saving a step's form (business information, address): the answer is the whole progress.
import { COMPLIANCE_PATHS } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { progressCall, storeProgress } from './compliance-request.ts';

const STEP_PATHS = {
  registeredBusinessInformation: COMPLIANCE_PATHS.registeredBusinessInformation,
  freelanceBusinessInformation: COMPLIANCE_PATHS.freelanceBusinessInformation,
  address: COMPLIANCE_PATHS.address,
} as const;

export function useSaveStepMutation(step: keyof typeof STEP_PATHS) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) => progressCall('PUT', STEP_PATHS[step], body),
    onSuccess: (response) => storeProgress(queryClient, response),
  });
}
