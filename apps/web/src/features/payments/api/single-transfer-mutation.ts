// POST …/transfer/single with the PIN and one Idempotency-Key per user action: the transfer, or (202) an approval
// request when a workflow gates it.
import {
  approvalPendingResponse,
  PAYMENTS_PATHS,
  type SingleTransferRequest,
  transferResponse,
} from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { createActionKeys } from '@/lib/api/idempotency.ts';
import { parseResponse, request } from '@/lib/api/index.ts';

const answer = z.union([approvalPendingResponse, transferResponse]);

export function useSingleTransfer() {
  const queryClient = useQueryClient();
  const [keys] = useState(createActionKeys);
  return useMutation({
    mutationFn: async (body: SingleTransferRequest) => {
      const { pin: _pin, ...action } = body;
      return parseResponse(
        answer,
        await request({
          method: 'POST',
          path: PAYMENTS_PATHS.transferSingle,
          body,
          headers: { 'Idempotency-Key': keys.keyFor(action) },
        }),
      ).data;
    },
    onSuccess: async () => {
      keys.finished();
      // Balances, history and beneficiaries all changed: refresh whatever is on screen.
      await queryClient.invalidateQueries();
    },
    // The PIN dialog and the amount field show the refusal themselves.
    meta: { silent: true },
  });
}
