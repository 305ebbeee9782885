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

/** Kept under the wallets' keys: a PIN change refreshes wherever the status is read. */
export const PIN_STATUS_KEY = ['wallets', 'pin'] as const;

export const usePinStatus = (enabled = true) =>
  useQuery({
    queryKey: PIN_STATUS_KEY,
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PIN_STATUS_KEY }),
    meta: { silent: true },
  });
}
