// Approve a credit request (disbursed to its wallet through the ledger) or reject it with a comment.
import { creditRequestResponse, OPS_WALLET_PATHS } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opsKeys } from './keys.ts';
import { opsCall } from './ops-request.ts';

export type CreditDecision =
  | { id: string; kind: 'approve' }
  | { id: string; kind: 'reject'; comment: string };

export function useCreditDecisionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: CreditDecision) =>
      decision.kind === 'approve'
        ? opsCall(
            { method: 'POST', path: OPS_WALLET_PATHS.creditApprove(decision.id), body: {} },
            creditRequestResponse,
          )
        : opsCall(
            {
              method: 'POST',
              path: OPS_WALLET_PATHS.creditReject(decision.id),
              body: { comment: decision.comment },
            },
            creditRequestResponse,
          ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...opsKeys.all, 'credits'] }),
  });
}
