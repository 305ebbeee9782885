// Funding: initiate (a payment link, one Idempotency-Key per action), the status lookup, and the sandbox
// provider's hosted checkout page (public).
import {
  FUNDING_PATHS,
  type FundInitiateRequest,
  fundingResponse,
  sandboxCheckoutResponse,
} from '@paydesk/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { createActionKeys } from '@/lib/api/idempotency.ts';
import { parseResponse, request } from '@/lib/api/index.ts';
import { walletKeys } from './keys.ts';
import { refreshBalances } from './money-changed.ts';

export function useInitiateFunding() {
  const [keys] = useState(createActionKeys);
  return useMutation({
    mutationFn: async (body: FundInitiateRequest) =>
      parseResponse(
        fundingResponse,
        await request({
          method: 'POST',
          path: FUNDING_PATHS.initiate,
          body,
          headers: { 'Idempotency-Key': keys.keyFor(body) },
        }),
      ).data,
    onSuccess: () => keys.finished(),
  });
}

/** Polls until the funding is settled, then refreshes every other balance on screen (the header chip too). */
export function useFundingStatus(reference: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: walletKeys.funding(reference ?? ''),
    queryFn: async () =>
      parseResponse(
        fundingResponse,
        await request({ method: 'GET', path: FUNDING_PATHS.verify, query: { reference } }),
      ).data,
    enabled: Boolean(reference),
    refetchInterval: (q) => (q.state.data?.status === 'pending' ? 1500 : false),
    meta: { silent: true },
  });
  const settled = query.data && query.data.status !== 'pending' ? query.data.status : null;
  useEffect(() => {
    if (!settled) return;
    const own = walletKeys.funding(reference ?? '');
    void refreshBalances(queryClient, (key) => JSON.stringify(key) !== JSON.stringify(own));
  }, [settled, reference, queryClient]);
  return query;
}

export const useSandboxCheckout = (reference: string, token: string) =>
  useQuery({
    queryKey: walletKeys.checkout(reference),
    queryFn: async () =>
      parseResponse(
        sandboxCheckoutResponse,
        await request({
          method: 'GET',
          path: FUNDING_PATHS.sandboxCheckout(reference),
          query: { token },
          useLoginToken: false,
        }),
      ).data,
    meta: { silent: true },
    retry: false,
  });

export const useDecideCheckout = (reference: string, token: string) =>
  useMutation({
    mutationFn: async (outcome: 'pay' | 'fail') =>
      parseResponse(
        sandboxCheckoutResponse,
        await request({
          method: 'POST',
          path: FUNDING_PATHS.sandboxCheckout(reference),
          query: { token },
          body: { outcome },
          useLoginToken: false,
        }),
      ).data,
  });
