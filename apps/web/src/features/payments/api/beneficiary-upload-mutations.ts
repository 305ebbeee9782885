// A bulk beneficiary upload: POST …/upload-bulk/code emails a one-time code, POST …/upload-bulk sends the CSV with
// it. A wrong code is not toasted: the dialog counts it (spec §8).
import {
  type BeneficiaryUploadRequest,
  beneficiaryUploadCodeResponse,
  beneficiaryUploadResponse,
  PAYMENTS_PATHS,
} from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { paymentsKeys } from './keys.ts';

export const useSendUploadCode = () =>
  useMutation({
    mutationFn: async () =>
      parseResponse(
        beneficiaryUploadCodeResponse,
        await request({ method: 'POST', path: PAYMENTS_PATHS.beneficiariesUploadCode }),
      ).data,
  });

export function useUploadBeneficiaries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BeneficiaryUploadRequest) =>
      parseResponse(
        beneficiaryUploadResponse,
        await request({ method: 'POST', path: PAYMENTS_PATHS.beneficiariesUploadBulk, body }),
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsKeys.beneficiaries() }),
    meta: { silent: true },
  });
}
