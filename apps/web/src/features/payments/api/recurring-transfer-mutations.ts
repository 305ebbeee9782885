// Create (one Idempotency-Key per user action; 202 when a workflow gates it), edit, pause, resume and cancel a
// recurring transfer; each refreshes the recurring lists.
import {
  approvalPendingResponse,
  type CreateRecurringTransferRequest,
  RECURRING_PATHS,
  recurringTransferResponse,
  type UpdateRecurringTransferRequest,
} from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { createActionKeys } from '@/lib/api/idempotency.ts';
import { parseResponse, request } from '@/lib/api/index.ts';
import { recurringKeys } from './recurring-keys.ts';

const created = z.union([approvalPendingResponse, recurringTransferResponse]);

export function useCreateRecurringTransfer() {
  const queryClient = useQueryClient();
  const [keys] = useState(createActionKeys);
  return useMutation({
    mutationFn: async (body: CreateRecurringTransferRequest) => {
      const { pin: _pin, ...action } = body;
      return parseResponse(
        created,
        await request({
          method: 'POST',
          path: RECURRING_PATHS.recurringTransfers,
          body,
          headers: { 'Idempotency-Key': keys.keyFor(action) },
        }),
      );
    },
    onSuccess: async () => {
      keys.finished();
      await queryClient.invalidateQueries({ queryKey: recurringKeys.all });
    },
    meta: { silent: true },
  });
}

export function useEditRecurringTransfer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateRecurringTransferRequest) =>
      parseResponse(
        recurringTransferResponse,
        await request({ method: 'PATCH', path: RECURRING_PATHS.recurringTransfer(id), body }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recurringKeys.all }),
    meta: { silent: true },
  });
}

export type RecurringAction = 'pause' | 'resume' | 'cancel';

export function useRecurringAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: string; action: RecurringAction }) =>
      parseResponse(
        recurringTransferResponse,
        await request({ method: 'POST', path: RECURRING_PATHS[action](id), body: {} }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recurringKeys.all }),
  });
}
