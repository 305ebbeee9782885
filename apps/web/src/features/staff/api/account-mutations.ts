// Confirming the bank account and signing out.
import {
  messageOnly,
  STAFF_PATHS,
  type StaffBankAccountRequest,
  staffProfileResponse,
} from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useStaffSession } from '../state/staff-session-store.ts';
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

export const useStaffLogoutMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => staffCall({ method: 'POST', path: STAFF_PATHS.logout }, messageOnly),
    onSettled: () => {
      useStaffSession.getState().clear();
      queryClient.removeQueries({ queryKey: staffKeys.all });
    },
  });
};
