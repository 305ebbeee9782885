// DELETE …/beneficiary with `{ beneficiaryId }` in the body.
import { messageOnly, PAYMENTS_PATHS } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { paymentsKeys } from './keys.ts';

export function useDeleteBeneficiary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (beneficiaryId: string) =>
      parseResponse(
        messageOnly,
        await request({ method: 'DELETE', path: PAYMENTS_PATHS.beneficiary, body: { beneficiaryId } }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsKeys.beneficiaries() }),
  });
}
