// Confirming the bank account and signing out.
import { STAFF_PATHS, type StaffBankAccountRequest, staffProfileResponse } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '@/components/toast.tsx';
import { request } from '@/lib/api/index.ts';
import { STAFF_COPY } from '../copy.ts';
import { staffToken, useStaffSession } from '../state/staff-session-store.ts';
import { staffKeys } from './keys.ts';
import { staffCall } from './staff-request.ts';

export const useConfirmBankMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffBankAccountRequest) =>
      staffCall({ method: 'PUT', path: STAFF_PATHS.bankAccount, body }, staffProfileResponse),
    onSuccess: ({ data }) => queryClient.setQueryData(staffKeys.me(), data),
  });
};

/**
 * Signing out ends the session here first (the employee's queries stopped and dropped), then tells the server with
 * the token it had: a call still in flight must not come back as an "unauthorized" error after the employee chose
 * to leave. The server's answer changes nothing on screen, so it is not toasted.
 */
export const useStaffLogoutMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: async () => {
      const token = staffToken();
      await queryClient.cancelQueries({ queryKey: staffKeys.all });
      useStaffSession.getState().clear();
      queryClient.removeQueries({ queryKey: staffKeys.all });
      if (token)
        await request({ method: 'POST', path: STAFF_PATHS.logout, customToken: token }).catch(
          () => undefined,
        );
    },
    onSettled: () => showToast({ kind: 'success', message: STAFF_COPY.signedOut }),
  });
};
