// The employee's on-demand pay calls (staff token): earned to date, a fee quote, their requests, and a new
// withdrawal or saving (one Idempotency-Key per confirmation).
import {
  earnedSummaryResponse,
  feeQuoteResponse,
  ON_DEMAND_MESSAGES,
  onDemandRequestResponse,
  type RequestKind,
  STAFF_ON_DEMAND_PATHS,
  withdrawalListResponse,
} from '@paydesk/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showToast } from '@/components/toast.tsx';
import { createActionKeys } from '@/lib/api/idempotency.ts';
import { staffCall } from './staff-request.ts';

export const staffOnDemandKeys = {
  all: ['staff', 'on-demand'] as const,
  summary: () => [...staffOnDemandKeys.all, 'summary'] as const,
  requests: (page: number) => [...staffOnDemandKeys.all, 'requests', page] as const,
};

export const useStaffEarned = () =>
  useQuery({
    queryKey: staffOnDemandKeys.summary(),
    queryFn: async () =>
      (await staffCall({ method: 'GET', path: STAFF_ON_DEMAND_PATHS.summary }, earnedSummaryResponse)).data,
    meta: { silent: true },
  });

export const useStaffRequests = (page: number) =>
  useQuery({
    queryKey: staffOnDemandKeys.requests(page),
    queryFn: async () =>
      (
        await staffCall(
          { method: 'GET', path: STAFF_ON_DEMAND_PATHS.withdrawals, query: { page, limit: 10 } },
          withdrawalListResponse,
        )
      ).data,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

/** The fee and what arrives, asked before the employee confirms; the refusal (naming its rule) comes back here. */
export const useStaffQuoteMutation = () =>
  useMutation({
    mutationFn: async (amount: number) =>
      (
        await staffCall(
          { method: 'GET', path: STAFF_ON_DEMAND_PATHS.quote, query: { amount } },
          feeQuoteResponse,
        )
      ).data,
    meta: { silent: true },
  });

export function useStaffRequestMutation() {
  const queryClient = useQueryClient();
  const [keys] = useState(createActionKeys);
  return useMutation({
    mutationFn: async ({ kind, amount }: { kind: RequestKind; amount: number }) =>
      (
        await staffCall(
          {
            method: 'POST',
            path: kind === 'withdrawal' ? STAFF_ON_DEMAND_PATHS.withdrawals : STAFF_ON_DEMAND_PATHS.savings,
            body: { amount },
            headers: { 'Idempotency-Key': keys.keyFor({ kind, amount }) },
          },
          onDemandRequestResponse,
        )
      ).data,
    onSuccess: async (_request, { kind }) => {
      keys.finished();
      showToast({
        kind: 'success',
        message:
          kind === 'withdrawal' ? ON_DEMAND_MESSAGES.withdrawalRequested : ON_DEMAND_MESSAGES.savingRequested,
      });
      await queryClient.invalidateQueries({ queryKey: staffOnDemandKeys.all });
    },
    meta: { silent: true },
  });
}
