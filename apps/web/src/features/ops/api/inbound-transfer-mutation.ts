// Simulate a bank transfer into a virtual account number (sandbox funding provider only), with one
// Idempotency-Key per submission: a retry of the same form reuses it, a finished transfer starts a new one.
import { type InboundTransferRequest, inboundTransferResponse, OPS_WALLET_PATHS } from '@paydesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { createActionKeys } from '@/lib/api/idempotency.ts';
import { opsCall } from './ops-request.ts';

export function useInboundTransferMutation() {
  const [keys] = useState(createActionKeys);
  return useMutation({
    mutationFn: (body: InboundTransferRequest) =>
      opsCall(
        {
          method: 'POST',
          path: OPS_WALLET_PATHS.inboundTransfer,
          body,
          headers: { 'Idempotency-Key': keys.keyFor(body) },
        },
        inboundTransferResponse,
      ),
    onSuccess: () => keys.finished(),
  });
}
