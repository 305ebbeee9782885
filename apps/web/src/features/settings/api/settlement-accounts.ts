// Settlement accounts of the business: the list, adding one (name enquiry, then the emailed code), a new code, and
// removing one. Each change refreshes the list.
import {
  type AddSettlementAccountRequest,
  messageOnly,
  SETTLEMENT_PATHS,
  settlementAccountListResponse,
  settlementAccountResponse,
  settlementCodeSentResponse,
} from '@paydesk/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { settingsKeys } from './keys.ts';

export const useSettlementAccounts = () =>
  useQuery({
    queryKey: settingsKeys.settlementAccounts(),
    queryFn: async () =>
      parseResponse(
        settlementAccountListResponse,
        await request({ method: 'GET', path: SETTLEMENT_PATHS.accounts }),
      ).data,
  });

function useRefreshAccounts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: settingsKeys.settlementAccounts() });
}

export function useAddSettlementAccount() {
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: async (body: AddSettlementAccountRequest) =>
      parseResponse(
        settlementCodeSentResponse,
        await request({ method: 'POST', path: SETTLEMENT_PATHS.accounts, body }),
      ),
    onSuccess: refresh,
    meta: { silent: true },
  });
}

export function useResendSettlementCode() {
  return useMutation({
    mutationFn: async (id: string) =>
      parseResponse(
        settlementCodeSentResponse,
        await request({ method: 'POST', path: SETTLEMENT_PATHS.resend(id) }),
      ),
  });
}

export function useConfirmSettlementAccount() {
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: async ({ id, code }: { id: string; code: string }) =>
      parseResponse(
        settlementAccountResponse,
        await request({ method: 'POST', path: SETTLEMENT_PATHS.confirm(id), body: { code } }),
      ),
    onSuccess: refresh,
    meta: { silent: true },
  });
}

export function useRemoveSettlementAccount() {
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: async (id: string) =>
      parseResponse(messageOnly, await request({ method: 'DELETE', path: SETTLEMENT_PATHS.account(id) })),
    onSuccess: refresh,
  });
}
