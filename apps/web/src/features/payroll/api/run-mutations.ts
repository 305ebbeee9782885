// The run's actions: create, run (compute), edit a line, submit, acknowledge a warning, approve, reject, delete. Each refreshes every
// payroll query; failures toast through the query client (spec §8) unless the caller shows them itself.
import {
  type CreatePayrollRunRequest,
  PAYROLL_RUN_MESSAGES,
  PAYROLL_RUN_PATHS,
  payrollRunPath,
  payrollRunResponse,
  type UpdatePayrollLineRequest,
} from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '@/components/toast.tsx';
import { parseResponse, request } from '@/lib/api/index.ts';
import { payrollKeys } from './keys.ts';

function useRunMutation<V, R>(
  send: (variables: V) => Promise<R>,
  success?: string | ((result: R) => string),
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (result) => {
      if (success)
        showToast({ kind: 'success', message: typeof success === 'string' ? success : success(result) });
      await queryClient.invalidateQueries({ queryKey: payrollKeys.all });
    },
  });
}

const runCall = async (method: 'POST' | 'DELETE', template: string, id: string, body?: unknown) =>
  request({ method, path: payrollRunPath(template, { id }), body });

export const useCreateRun = () =>
  useRunMutation(
    async (body: CreatePayrollRunRequest) =>
      parseResponse(payrollRunResponse, await request({ method: 'POST', path: PAYROLL_RUN_PATHS.runs, body }))
        .data,
    PAYROLL_RUN_MESSAGES.created,
  );

export const useComputeRun = () =>
  useRunMutation(
    (id: string) => runCall('POST', PAYROLL_RUN_PATHS.compute, id, {}),
    PAYROLL_RUN_MESSAGES.computeStarted,
  );

export const useUpdateLine = (id: string) =>
  useRunMutation(
    ({ lineId, body }: { lineId: string; body: UpdatePayrollLineRequest }) =>
      request({ method: 'PATCH', path: payrollRunPath(PAYROLL_RUN_PATHS.line, { id, lineId }), body }),
    PAYROLL_RUN_MESSAGES.lineUpdated,
  );

export const useSubmitRun = (id: string) =>
  useRunMutation(
    async (comment: string | null) =>
      parseResponse(payrollRunResponse, await runCall('POST', PAYROLL_RUN_PATHS.submit, id, { comment }))
        .data,
    (run) => (run.approvalRequestId ? PAYROLL_RUN_MESSAGES.sentForApproval : PAYROLL_RUN_MESSAGES.submitted),
  );

export const useApproveRun = (id: string) =>
  useRunMutation(
    (pin: string) => runCall('POST', PAYROLL_RUN_PATHS.approve, id, { pin }),
    PAYROLL_RUN_MESSAGES.approved,
  );

/** The reviewer acknowledges one warning of the variance check (approval waits for each). */
export const useAcknowledgeWarning = (id: string) =>
  useRunMutation(
    (key: string) => runCall('POST', PAYROLL_RUN_PATHS.acknowledgeWarning, id, { key }),
    PAYROLL_RUN_MESSAGES.warningAcknowledged,
  );

export const useRejectRun = (id: string) =>
  useRunMutation(
    (reason: string) => runCall('POST', PAYROLL_RUN_PATHS.reject, id, { reason }),
    PAYROLL_RUN_MESSAGES.rejected,
  );

export const useDeleteRun = () =>
  useRunMutation((id: string) => runCall('DELETE', PAYROLL_RUN_PATHS.run, id), PAYROLL_RUN_MESSAGES.deleted);
