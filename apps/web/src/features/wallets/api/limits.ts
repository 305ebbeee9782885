// /settings/transaction-limits: the business, default and member limits, and the member's own remaining amount.
import {
  LIMIT_PATHS,
  type LimitPair,
  transactionLimitsResponse,
  type UpdateLimitsRequest,
} from '@paydesk/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { parseGated } from '@/lib/api/gated.ts';
import { parseResponse, request } from '@/lib/api/index.ts';
import { walletKeys } from './keys.ts';

export const useLimits = () =>
  useQuery({
    queryKey: walletKeys.limits(),
    queryFn: async () =>
      parseResponse(transactionLimitsResponse, await request({ method: 'GET', path: LIMIT_PATHS.limits }))
        .data,
    meta: { silent: true },
  });

export function useSaveLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateLimitsRequest) =>
      parseGated(
        transactionLimitsResponse,
        await request({ method: 'PATCH', path: LIMIT_PATHS.limits, body }),
      ),
    // Under an approval workflow the change waits (202): the limits shown stay as they are.
    onSuccess: (answer) => {
      if (!answer.gated) queryClient.setQueryData(walletKeys.limits(), answer.answer.data);
      void queryClient.invalidateQueries({ queryKey: walletKeys.myLimits() });
    },
  });
}

export function useSaveMemberLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ memberId, pair }: { memberId: string; pair: LimitPair | null }) =>
      parseGated(
        transactionLimitsResponse,
        await request(
          pair
            ? { method: 'PATCH', path: LIMIT_PATHS.member(memberId), body: pair }
            : { method: 'DELETE', path: LIMIT_PATHS.member(memberId) },
        ),
      ),
    onSuccess: (answer) => {
      if (!answer.gated) queryClient.setQueryData(walletKeys.limits(), answer.answer.data);
      void queryClient.invalidateQueries({ queryKey: walletKeys.myLimits() });
    },
  });
}
