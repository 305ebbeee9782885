// The member's profile: read, save names, confirm a new phone with a code, upload a photo. A change refreshes the
// session profile too, so the header's profile menu shows it.
import {
  accountProfileResponse,
  phoneCodeSentResponse,
  SETTINGS_PATHS,
  type UpdateProfileRequest,
} from '@paydesk/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { SESSION_PROFILE_KEY } from '@/lib/storage/session-profile.ts';
import { settingsKeys } from './keys.ts';

export const useProfile = () =>
  useQuery({
    queryKey: settingsKeys.profile(),
    queryFn: async () =>
      parseResponse(accountProfileResponse, await request({ method: 'GET', path: SETTINGS_PATHS.profile }))
        .data,
  });

function useProfileChange<I>(send: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: I) => parseResponse(accountProfileResponse, await send(input)),
    onSuccess: (answer) => {
      queryClient.setQueryData(settingsKeys.profile(), answer.data);
      void queryClient.invalidateQueries({ queryKey: SESSION_PROFILE_KEY });
    },
  });
}

export const useSaveProfile = () =>
  useProfileChange((body: UpdateProfileRequest) =>
    request({ method: 'PATCH', path: SETTINGS_PATHS.profile, body }),
  );

export const useConfirmPhone = () =>
  useProfileChange((code: string) =>
    request({ method: 'POST', path: SETTINGS_PATHS.phoneConfirm, body: { code } }),
  );

export const useUploadPhoto = () =>
  useProfileChange((file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return request({ method: 'PUT', path: SETTINGS_PATHS.photo, body: form });
  });

export function useSendPhoneCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (phoneNumber: string) =>
      parseResponse(
        phoneCodeSentResponse,
        await request({ method: 'POST', path: SETTINGS_PATHS.phone, body: { phoneNumber } }),
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.profile() }),
  });
}
