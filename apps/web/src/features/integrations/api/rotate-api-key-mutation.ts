// POST …/integrations/api-keys/{id}/rotate: a new secret, answered once; the old one stops at once.
import { apiKeySecretResponse, INTEGRATIONS_PATHS, pathWithId } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { integrationKeys } from './keys.ts';

export function useRotateApiKeyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      parseResponse(
        apiKeySecretResponse,
        await request({ method: 'POST', path: pathWithId(INTEGRATIONS_PATHS.apiKeyRotate, id) }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.apiKeys() }),
  });
}
