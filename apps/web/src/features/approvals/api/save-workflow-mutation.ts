// POST …/approvals/workflows (create) or PATCH …/workflows/{id} (update); under two-admin control the change
// becomes a request (202). The form shows field errors and the overlap refusal itself, so failures are not toasted.
import {
  APPROVAL_PATHS,
  approvalPath,
  type CreateWorkflowRequest,
  type UpdateWorkflowRequest,
  workflowResponse,
} from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parseGated } from '@/lib/api/gated.ts';
import { request } from '@/lib/api/index.ts';
import { approvalKeys } from './keys.ts';

export type SaveWorkflow =
  | { id?: undefined; body: CreateWorkflowRequest }
  | { id: string; body: UpdateWorkflowRequest };

export function useSaveWorkflowMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: SaveWorkflow) =>
      parseGated(
        workflowResponse,
        await request(
          id
            ? { method: 'PATCH', path: approvalPath(APPROVAL_PATHS.workflow, { id }), body }
            : { method: 'POST', path: APPROVAL_PATHS.workflows, body },
        ),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: approvalKeys.workflows() }),
    meta: { silent: true },
  });
}
