// POST /auth/employer/sub-accounts/add: the new business (a sub account) with its manager.
import { type AddSubAccountRequest, addSubAccountResponse, BUSINESS_PATHS } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { businessKeys } from './keys.ts';

export function useAddSubAccountMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AddSubAccountRequest) =>
      parseResponse(
        addSubAccountResponse,
        await request({ method: 'POST', path: BUSINESS_PATHS.addSubAccount, body, encrypted: true }),
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessKeys.subAccounts() }),
  });
}
