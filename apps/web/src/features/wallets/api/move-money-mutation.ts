// PATCH /wallet/employer/accounts/move with the PIN and one Idempotency-Key per user action. When an approval
// workflow covers the move it answers 202 with the request it became: nothing moved yet.
import { type MoveMoneyRequest, moveMoneyResponse, WALLET_PATHS } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { parseGated } from '@/lib/api/gated.ts';
import { createActionKeys } from '@/lib/api/idempotency.ts';
import { request } from '@/lib/api/index.ts';
import { refreshBalances } from './money-changed.ts';

export function useMoveMoney() {
  const queryClient = useQueryClient();
  const [keys] = useState(createActionKeys);
  return useMutation({
    mutationFn: async (body: MoveMoneyRequest) => {
      const { pin: _pin, ...action } = body;
      return parseGated(
        moveMoneyResponse,
        await request({
          method: 'PATCH',
          path: WALLET_PATHS.move,
          body,
          headers: { 'Idempotency-Key': keys.keyFor(action) },
        }),
      );
    },
    onSuccess: async () => {
      keys.finished();
      await refreshBalances(queryClient);
    },
    // The PIN dialog shows the error itself.
    meta: { silent: true },
  });
}
