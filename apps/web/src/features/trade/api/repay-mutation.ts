// Repaying an advance with the PIN and one Idempotency-Key per user action.
import { TRADE_PATHS, type TradeRepayRequest, tradeAdvanceResponse } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createActionKeys } from '@/lib/api/idempotency.ts';
import { parseResponse, request } from '@/lib/api/index.ts';

export function useRepayMutation(id: string) {
  const queryClient = useQueryClient();
  const [keys] = useState(createActionKeys);
  return useMutation({
    mutationFn: async (body: TradeRepayRequest) => {
      const { pin: _pin, ...action } = body;
      return parseResponse(
        tradeAdvanceResponse,
        await request({
          method: 'POST',
          path: TRADE_PATHS.repay(id),
          body,
          headers: { 'Idempotency-Key': keys.keyFor(action) },
        }),
      );
    },
    onSuccess: async () => {
      keys.finished();
      // Balances everywhere on screen (wallets, the header chip) changed with it.
      await queryClient.invalidateQueries();
    },
    // The PIN dialog shows the error itself.
    meta: { silent: true },
  });
}
