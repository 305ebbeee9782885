// The transaction PIN: its status, a code by email, and creating or resetting it (spec §7 paths).
import {
  type ChangePinRequest,
  messageOnly,
  PIN_PATHS,
  type PinOtpPurpose,
  pinOtpSentResponse,
  pinStatusResponse,
} from '@paydesk/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { parseResponse, request } from '../../lib/api/index.ts';
/** The PIN's status is the member's, not a wallet's: one key for every screen that asks it. */

export const pinKeys = { status: () => ['transaction-pin', 'status'] as const };

export const usePinStatus = (enabled = true) =>
  useQuery({
    queryKey: pinKeys.status(),
    queryFn: async () =>
      parseResponse(pinStatusResponse, await request({ method: 'GET', path: PIN_PATHS.status })).data,
    enabled,
    meta: { silent: true },
  });

export const useSendPinCode = () =>
  useMutation({
    mutationFn: async (purpose: PinOtpPurpose) =>
      parseResponse(
        pinOtpSentResponse,
        await request({ method: 'POST', path: PIN_PATHS.sendOtp, body: { purpose } }),
      ).data,
  });

export function useChangePin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ChangePinRequest) =>
      parseResponse(messageOnly, await request({ method: 'POST', path: PIN_PATHS.change, body })).message,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pinKeys.status() }),
    meta: { silent: true },
  });
}
