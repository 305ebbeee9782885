// Company details and logo. A change refreshes the session profile, so the header shows the new name or logo.
import { companyDetailsResponse, SETTINGS_PATHS, type UpdateCompanyRequest } from '@paydesk/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { SESSION_PROFILE_KEY } from '@/lib/storage/session-profile.ts';
import { settingsKeys } from './keys.ts';

export const useCompanyDetails = () =>
  useQuery({
    queryKey: settingsKeys.company(),
    queryFn: async () =>
      parseResponse(companyDetailsResponse, await request({ method: 'GET', path: SETTINGS_PATHS.company }))
        .data,
  });

function useCompanyChange<I>(send: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: I) => parseResponse(companyDetailsResponse, await send(input)),
    onSuccess: (answer) => {
      queryClient.setQueryData(settingsKeys.company(), answer.data);
      void queryClient.invalidateQueries({ queryKey: SESSION_PROFILE_KEY });
    },
  });
}

export const useSaveCompany = () =>
  useCompanyChange((body: UpdateCompanyRequest) =>
    request({ method: 'PATCH', path: SETTINGS_PATHS.company, body }),
  );

export const useUploadLogo = () =>
  useCompanyChange((file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return request({ method: 'PUT', path: SETTINGS_PATHS.logo, body: form });
  });
