// POST …/workflows/{id}/enable or /disable, and DELETE …/workflows/{id}; under two-admin control each becomes a
// request (202). Failures toast the server's message.
import { APPROVAL_PATHS, approvalPath, messageOnly, workflowResponse } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parseGated } from '@/lib/api/gated.ts';
import { request } from '@/lib/api/index.ts';
import { approvalKeys } from './keys.ts';

export function useSetWorkflowEnabledMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, enabled }: { id: string; enabled: boolean }) =>
      parseGated(
        workflowResponse,
        await request({
          method: 'POST',
          path: approvalPath(enabled ? APPROVAL_PATHS.workflowEnable : APPROVAL_PATHS.workflowDisable, {
            id,
          }),
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: approvalKeys.workflows() }),
  });
}

export function useDeleteWorkflowMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      parseGated(
        messageOnly,
        await request({ method: 'DELETE', path: approvalPath(APPROVAL_PATHS.workflow, { id }) }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: approvalKeys.workflows() }),
  });
}
