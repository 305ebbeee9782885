// Choosing which employer to act for: the server answers a new session for that employment; every staff query is
// dropped so nothing of the previous employer stays on screen.
import { STAFF_PATHS, staffSessionResponse } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useStaffSession } from '../state/staff-session-store.ts';
import { staffKeys } from './keys.ts';
import { staffCall } from './staff-request.ts';

export const useSwitchEmployerMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (employeeId: string) =>
      staffCall(
        { method: 'PUT', path: STAFF_PATHS.switchEmployer, body: { employeeId } },
        staffSessionResponse,
      ),
    onSuccess: ({ data }) => {
      queryClient.removeQueries({ queryKey: staffKeys.all });
      useStaffSession.getState().signIn(data);
    },
  });
};
