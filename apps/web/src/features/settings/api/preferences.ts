// Notification and display preferences of the signed-in member.
import { type MemberPreferences, memberPreferencesResponse, SETTINGS_PATHS } from '@paydesk/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { settingsKeys } from './keys.ts';

export const preferencesQuery = () =>
  queryOptions({
    queryKey: settingsKeys.preferences(),
    queryFn: async () =>
      parseResponse(
        memberPreferencesResponse,
        await request({ method: 'GET', path: SETTINGS_PATHS.preferences }),
      ).data,
  });

export const usePreferences = () => useQuery(preferencesQuery());

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: MemberPreferences) =>
      parseResponse(
        memberPreferencesResponse,
        await request({ method: 'PUT', path: SETTINGS_PATHS.preferences, body }),
      ),
    onSuccess: (answer) => queryClient.setQueryData(settingsKeys.preferences(), answer.data),
  });
}
