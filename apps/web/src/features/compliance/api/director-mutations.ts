// Add, update and delete a director; each BVN is verified by the server.
import { COMPLIANCE_PATHS, type DirectorRequest, directorResponse, messageOnly } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { complianceCall } from './compliance-request.ts';
import { complianceKeys } from './keys.ts';

export type DirectorInput = Omit<DirectorRequest, 'bvn'> & { bvn?: string };

function useDirectorMutation<T>(call: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: complianceKeys.progress() }),
    // The form shows field messages itself; the toast still tells what the server said.
  });
}

export const useAddDirectorMutation = () =>
  useDirectorMutation((input: DirectorInput) =>
    complianceCall('POST', COMPLIANCE_PATHS.directors, directorResponse, input),
  );

export const useUpdateDirectorMutation = () =>
  useDirectorMutation(({ id, ...input }: DirectorInput & { id: string }) =>
    complianceCall('PATCH', COMPLIANCE_PATHS.director(id), directorResponse, input),
  );

export const useDeleteDirectorMutation = () =>
  useDirectorMutation((id: string) => complianceCall('DELETE', COMPLIANCE_PATHS.director(id), messageOnly));
