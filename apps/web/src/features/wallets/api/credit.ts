// Credit (spec §7): POST /credit-engine/business/credit-request and the business's requests.
import {
  CREDIT_PATHS,
  type CreditRequestBody,
  creditRequestListResponse,
  creditRequestResponse,
} from '@paydesk/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { walletKeys } from './keys.ts';

export const useCredits = () =>
  useQuery({
    queryKey: walletKeys.credits(),
    queryFn: async () =>
      parseResponse(creditRequestListResponse, await request({ method: 'GET', path: CREDIT_PATHS.list }))
        .data,
    meta: { silent: true },
  });

export function useRequestCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreditRequestBody) =>
      parseResponse(
        creditRequestResponse,
        await request({ method: 'POST', path: CREDIT_PATHS.request, body }),
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.credits() }),
  });
}
