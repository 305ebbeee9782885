// Recompute every balance from the postings now; the run joins the list of latest runs.
import { OPS_WALLET_PATHS, reconciliationResponse } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opsKeys } from './keys.ts';
import { opsCall } from './ops-request.ts';

export function useRunReconciliationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      opsCall({ method: 'POST', path: OPS_WALLET_PATHS.reconciliation }, reconciliationResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opsKeys.reconciliation() }),
  });
}
