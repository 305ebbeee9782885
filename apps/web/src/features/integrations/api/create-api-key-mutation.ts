// POST …/integrations/api-keys: creates a key; the answer holds its secret, the only time it is shown.
import { type ApiKeyInput, apiKeySecretResponse, INTEGRATIONS_PATHS } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { integrationKeys } from './keys.ts';

export function useCreateApiKeyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ApiKeyInput) =>
      parseResponse(
        apiKeySecretResponse,
        await request({ method: 'POST', path: INTEGRATIONS_PATHS.apiKeys, body }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.apiKeys() }),
  });
}
