// POST …/bills/purchase with the PIN and one Idempotency-Key per user action: the bill with the biller's outcome, or
// (202) an approval request when a workflow gates it. Refusals (PIN, funds, limits) show in the form, not as toasts.
import {
  approvalPendingResponse,
  BILLS_PATHS,
  type BillPurchaseRequest,
  billPaymentResponse,
} from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { createActionKeys } from '@/lib/api/idempotency.ts';
import { parseResponse, request } from '@/lib/api/index.ts';

const answer = z.union([approvalPendingResponse, billPaymentResponse]);

export function usePurchaseBill() {
  const queryClient = useQueryClient();
  const [keys] = useState(createActionKeys);
  return useMutation({
    mutationFn: async (body: BillPurchaseRequest) => {
      const { pin: _pin, ...action } = body;
      return parseResponse(
        answer,
        await request({
          method: 'POST',
          path: BILLS_PATHS.purchase,
          body,
          headers: { 'Idempotency-Key': keys.keyFor(action) },
        }),
      ).data;
    },
    onSuccess: async () => {
      keys.finished();
      // Balances, history and the bill list changed.
      await queryClient.invalidateQueries();
    },
    meta: { silent: true },
  });
}
