// Notification and display preferences of the signed-in member.
import { type MemberPreferences, memberPreferencesResponse, SETTINGS_PATHS } from '@paydesk/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { preferencesQuery } from '@/components/preferences/preferences-query.ts';
import { parseResponse, request } from '@/lib/api/index.ts';
import { settingsKeys } from './keys.ts';

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
