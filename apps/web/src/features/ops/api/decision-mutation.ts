// Start the review, approve, or reject with a comment: each answers the submission as it now stands.
import { OPS_PATHS, verificationDetailResponse } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opsKeys } from './keys.ts';
import { opsCall } from './ops-request.ts';

export type Decision = { kind: 'review' } | { kind: 'approve' } | { kind: 'reject'; comment: string };

export function useDecisionMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) => {
      const path =
        decision.kind === 'review'
          ? OPS_PATHS.startReview(id)
          : decision.kind === 'approve'
            ? OPS_PATHS.approve(id)
            : OPS_PATHS.reject(id);
      const body = decision.kind === 'reject' ? { comment: decision.comment } : undefined;
      return opsCall({ method: 'POST', path, body }, verificationDetailResponse);
    },
    onSuccess: (response) => {
      queryClient.setQueryData(opsKeys.verification(id), response.data);
      void queryClient.invalidateQueries({ queryKey: [...opsKeys.all, 'queue'] });
    },
  });
}
