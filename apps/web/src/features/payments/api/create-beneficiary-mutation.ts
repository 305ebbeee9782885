// POST …/beneficiary: saves an account after name enquiry; a gated action answers 202 with an approval request.
import {
  approvalPendingResponse,
  beneficiaryResponse,
  type CreateBeneficiaryRequest,
  PAYMENTS_PATHS,
} from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { createActionKeys } from '@/lib/api/idempotency.ts';
import { parseResponse, request } from '@/lib/api/index.ts';
import { paymentsKeys } from './keys.ts';

const created = z.union([approvalPendingResponse, beneficiaryResponse]);

export function useCreateBeneficiary() {
  const queryClient = useQueryClient();
  const [keys] = useState(createActionKeys);
  return useMutation({
    mutationFn: async (body: CreateBeneficiaryRequest) =>
      parseResponse(
        created,
        await request({
          method: 'POST',
          path: PAYMENTS_PATHS.beneficiary,
          body,
          headers: { 'Idempotency-Key': keys.keyFor(body) },
        }),
      ).data,
    onSuccess: async () => {
      keys.finished();
      await queryClient.invalidateQueries({ queryKey: paymentsKeys.beneficiaries() });
    },
  });
}
