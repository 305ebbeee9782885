// Ownership transfer: step 1 re-checks the password and emails a code; step 2 sends both and transfers.
import { messageOnly, ownershipTransferStartResponse, TEAM_PATHS } from '@paydesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { useAdminMutation } from './use-admin-mutation.ts';

export const useStartTransferMutation = () =>
  useMutation({
    mutationFn: async (body: { memberId: string; password: string }) =>
      parseResponse(
        ownershipTransferStartResponse,
        await request({ method: 'POST', path: TEAM_PATHS.ownershipTransferStart, body }),
      ).data,
  });

export const useConfirmTransferMutation = () =>
  useAdminMutation(async (body: { memberId: string; password: string; code: string }) =>
    parseResponse(
      messageOnly,
      await request({ method: 'POST', path: TEAM_PATHS.ownershipTransferConfirm, body }),
    ),
  );
