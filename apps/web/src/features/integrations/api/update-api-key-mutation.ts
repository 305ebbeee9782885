// PATCH …/integrations/api-keys/{id}: name, scopes, IP allow-list and expiry of a live key.
import { type ApiKeyInput, apiKeyResponse, INTEGRATIONS_PATHS, pathWithId } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { integrationKeys } from './keys.ts';

export function useUpdateApiKeyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: ApiKeyInput & { id: string }) =>
      parseResponse(
        apiKeyResponse,
        await request({ method: 'PATCH', path: pathWithId(INTEGRATIONS_PATHS.apiKey, id), body }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.apiKeys() }),
  });
}
