// Approve or reject one request or many (each with its own Idempotency-Key per decision); the spec §8 toast says
// which, by the request's kind. Bulk answers count successes and failures per item. Approving withdrawals carries the
// transaction PIN; failures are not toasted here: the PIN dialog shows them, the confirm dialog's caller toasts them.
import {
  bulkDecisionResponse,
  ON_DEMAND_MESSAGES,
  ON_DEMAND_PATHS,
  onDemandRequestResponse,
  type RequestKind,
} from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showToast } from '@/components/toast.tsx';
import { createActionKeys } from '@/lib/api/idempotency.ts';
import { parseResponse, request } from '@/lib/api/index.ts';
import { WITHDRAWALS_COPY } from '../copy.ts';
import { fillPath } from '../logic/paths.ts';
import { onDemandKeys } from './keys.ts';

export type Decision = 'approve' | 'reject';

export const decisionToast = (decision: Decision, kind: RequestKind) =>
  kind === 'withdrawal'
    ? decision === 'approve'
      ? ON_DEMAND_MESSAGES.withdrawalApproved
      : ON_DEMAND_MESSAGES.withdrawalRejected
    : decision === 'approve'
      ? ON_DEMAND_MESSAGES.savingsApproved
      : ON_DEMAND_MESSAGES.savingsRejected;

interface DecisionInput {
  decision: Decision;
  kind: RequestKind;
  ids: string[];
  reason?: string;
  /** The transaction PIN, to approve withdrawals. */
  pin?: string;
}

export function useDecisionMutation() {
  const queryClient = useQueryClient();
  const [keys] = useState(createActionKeys);
  return useMutation({
    mutationFn: async ({ decision, ids, reason, pin }: DecisionInput) => {
      const body = decision === 'reject' ? (reason ? { reason } : {}) : pin ? { pin } : {};
      const headers = { 'Idempotency-Key': keys.keyFor({ decision, ids, reason }) };
      if (ids.length === 1) {
        const path = fillPath(ON_DEMAND_PATHS[decision], { id: ids[0] ?? '' });
        parseResponse(onDemandRequestResponse, await request({ method: 'POST', path, body, headers }));
        return { successes: ids, failures: [] as { id: string; message: string }[] };
      }
      const path = decision === 'approve' ? ON_DEMAND_PATHS.bulkApprove : ON_DEMAND_PATHS.bulkReject;
      return parseResponse(
        bulkDecisionResponse,
        await request({ method: 'POST', path, body: { ids, ...body }, headers }),
      ).data;
    },
    onSuccess: async (result, { decision, kind }) => {
      keys.finished();
      if (result.successes.length > 0) showToast({ kind: 'success', message: decisionToast(decision, kind) });
      if (result.failures.length > 0)
        showToast({
          kind: 'warning',
          message: [
            WITHDRAWALS_COPY.bulkDone(result.successes.length, result.failures.length),
            ...new Set(result.failures.map((f) => f.message)),
          ].join('. '),
        });
      await queryClient.invalidateQueries({ queryKey: onDemandKeys.all });
    },
    meta: { silent: true },
  });
}
