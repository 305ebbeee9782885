// POST …/transfer/multiple: several transfers in one form, answered with the batch and a result per line, or (202)
// an approval request.
import {
  approvalPendingResponse,
  type MultipleTransferRequest,
  PAYMENTS_PATHS,
  transferBatchResponse,
} from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { createActionKeys } from '@/lib/api/idempotency.ts';
import { parseResponse, request } from '@/lib/api/index.ts';

export const batchAnswer = z.union([approvalPendingResponse, transferBatchResponse]);

export function useMultipleTransfer() {
  const queryClient = useQueryClient();
  const [keys] = useState(createActionKeys);
  return useMutation({
    mutationFn: async (body: MultipleTransferRequest) => {
      const { pin: _pin, ...action } = body;
      return parseResponse(
        batchAnswer,
        await request({
          method: 'POST',
          path: PAYMENTS_PATHS.transferMultiple,
          body,
          headers: { 'Idempotency-Key': keys.keyFor(action) },
        }),
      ).data;
    },
    onSuccess: async () => {
      keys.finished();
      await queryClient.invalidateQueries();
    },
    meta: { silent: true },
  });
}
