// Approve and reject (with the PIN for money actions and one Idempotency-Key per decision), cancel, comment and
// update disbursement. Each refreshes the request, the lists and the figures. The dialogs show their own errors.
import {
  type AcknowledgeRequestWarningBody,
  APPROVAL_PATHS,
  type ApproveRequestBody,
  approvalPath,
  approvalRequest,
  type CancelRequestBody,
  type CommentRequestBody,
  type RejectRequestBody,
  type UpdateDisbursementBody,
} from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { createActionKeys } from '@/lib/api/idempotency.ts';
import { parseResponse, request } from '@/lib/api/index.ts';
import { approvalKeys } from './keys.ts';

/** The answer's message is toasted; its data, when it is the updated request, refreshes the drawer at once. */
const decisionAnswer = z.object({ message: z.string(), data: z.unknown().optional() });

type Path = keyof Pick<
  typeof APPROVAL_PATHS,
  'approve' | 'reject' | 'cancel' | 'comments' | 'disbursement' | 'acknowledgeWarning'
>;

function useRequestMutation<B>(path: Path, method: 'POST' | 'PATCH', idempotent: boolean) {
  const queryClient = useQueryClient();
  const [keys] = useState(createActionKeys);
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: B }) => {
      const { pin: _pin, ...action } = body as B & { pin?: string };
      return parseResponse(
        decisionAnswer,
        await request({
          method,
          path: approvalPath(APPROVAL_PATHS[path], { id }),
          body,
          ...(idempotent ? { headers: { 'Idempotency-Key': keys.keyFor({ id, path, ...action }) } } : {}),
        }),
      );
    },
    onSuccess: async (answer, { id }) => {
      keys.finished();
      const updated = approvalRequest.safeParse(answer.data);
      if (updated.success) queryClient.setQueryData(approvalKeys.request(id), updated.data);
      await queryClient.invalidateQueries({ queryKey: approvalKeys.all });
    },
    meta: { silent: true },
  });
}

export const useApproveMutation = () => useRequestMutation<ApproveRequestBody>('approve', 'POST', true);
export const useRejectMutation = () => useRequestMutation<RejectRequestBody>('reject', 'POST', true);
export const useCancelMutation = () => useRequestMutation<CancelRequestBody>('cancel', 'POST', true);
export const useCommentMutation = () => useRequestMutation<CommentRequestBody>('comments', 'POST', false);
export const useDisbursementMutation = () =>
  useRequestMutation<UpdateDisbursementBody>('disbursement', 'PATCH', true);
/** An approver of the current stage acknowledges one of the request's warnings (a payroll run's). */
export const useAcknowledgeRequestWarning = () =>
  useRequestMutation<AcknowledgeRequestWarningBody>('acknowledgeWarning', 'POST', false);
