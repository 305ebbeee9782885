// The operator's steps on a trade advance: start the review, approve an amount (disbursed at once) or reject
// with a reason.
import { OPS_TRADE_PATHS, tradeAdvanceResponse } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opsKeys } from './keys.ts';
import { opsCall } from './ops-request.ts';

export type TradeDecision =
  | { id: string; kind: 'start-review' }
  | { id: string; kind: 'approve'; approvedAmount: number }
  | { id: string; kind: 'reject'; reason: string };

const requestOf = (d: TradeDecision) => {
  switch (d.kind) {
    case 'start-review':
      return { path: OPS_TRADE_PATHS.startReview(d.id), body: {} };
    case 'approve':
      return { path: OPS_TRADE_PATHS.approve(d.id), body: { approvedAmount: d.approvedAmount } };
    case 'reject':
      return { path: OPS_TRADE_PATHS.reject(d.id), body: { reason: d.reason } };
  }
};

export function useTradeDecisionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: TradeDecision) =>
      opsCall({ method: 'POST', ...requestOf(decision) }, tradeAdvanceResponse),
    onSettled: async (_answer, _error, decision) => {
      await queryClient.invalidateQueries({ queryKey: [...opsKeys.all, 'trade'] });
      await queryClient.invalidateQueries({ queryKey: opsKeys.tradeAdvance(decision.id) });
    },
  });
}
