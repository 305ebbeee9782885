// Login & Security calls: change the password, the login code channel, sessions and the login history.
import {
  activeSessionsResponse,
  type ChangePasswordRequest,
  changePasswordResponse,
  type LoginCodeChannel,
  loginChannelResponse,
  loginHistoryResponse,
  messageOnly,
  revokedSessionsResponse,
  SETTINGS_PATHS,
} from '@paydesk/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { settingsKeys } from './keys.ts';

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ChangePasswordRequest) =>
      parseResponse(
        changePasswordResponse,
        await request({ method: 'POST', path: SETTINGS_PATHS.password, body }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.sessions() }),
  });
}

export const useLoginChannel = () =>
  useQuery({
    queryKey: settingsKeys.loginChannel(),
    queryFn: async () =>
      parseResponse(loginChannelResponse, await request({ method: 'GET', path: SETTINGS_PATHS.loginChannel }))
        .data,
  });

export function useSetLoginChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (channel: LoginCodeChannel) =>
      parseResponse(
        loginChannelResponse,
        await request({ method: 'PUT', path: SETTINGS_PATHS.loginChannel, body: { channel } }),
      ),
    onSuccess: (answer) => queryClient.setQueryData(settingsKeys.loginChannel(), answer.data),
  });
}

export const useSessions = () =>
  useQuery({
    queryKey: settingsKeys.sessions(),
    queryFn: async () =>
      parseResponse(activeSessionsResponse, await request({ method: 'GET', path: SETTINGS_PATHS.sessions }))
        .data,
  });

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string | 'others') =>
      id === 'others'
        ? parseResponse(
            revokedSessionsResponse,
            await request({ method: 'POST', path: SETTINGS_PATHS.revokeOthers }),
          ).message
        : parseResponse(
            messageOnly,
            await request({ method: 'DELETE', path: SETTINGS_PATHS.session.replace(':id', id) }),
          ).message,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.sessions() }),
  });
}

export const useLoginHistory = (page: number) =>
  useQuery({
    queryKey: settingsKeys.loginHistory(page),
    queryFn: async () =>
      parseResponse(
        loginHistoryResponse,
        await request({ method: 'GET', path: SETTINGS_PATHS.loginHistory, query: { page, limit: 10 } }),
      ).data,
    placeholderData: keepPreviousData,
  });
