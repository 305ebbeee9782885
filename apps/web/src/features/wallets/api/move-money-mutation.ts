// PATCH /wallet/employer/accounts/move with the PIN and one Idempotency-Key per user action.
import { type MoveMoneyRequest, moveMoneyResponse, WALLET_PATHS } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createActionKeys } from '../../../lib/api/idempotency.ts';
import { parseResponse, request } from '../../../lib/api/index.ts';
import { refreshBalances } from './money-changed.ts';

export function useMoveMoney() {
  const queryClient = useQueryClient();
  const [keys] = useState(createActionKeys);
  return useMutation({
    mutationFn: async (body: MoveMoneyRequest) => {
      const { pin: _pin, ...action } = body;
      return parseResponse(
        moveMoneyResponse,
        await request({
          method: 'PATCH',
          path: WALLET_PATHS.move,
          body,
          headers: { 'Idempotency-Key': keys.keyFor(action) },
        }),
      ).data;
    },
    onSuccess: async () => {
      keys.finished();
      await refreshBalances(queryClient);
    },
    // The PIN dialog shows the error itself.
    meta: { silent: true },
  });
}
