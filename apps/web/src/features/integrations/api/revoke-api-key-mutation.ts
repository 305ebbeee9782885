// POST …/integrations/api-keys/{id}/revoke: the key stops working at once, for good.
import { apiKeyResponse, INTEGRATIONS_PATHS, pathWithId } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { integrationKeys } from './keys.ts';

export function useRevokeApiKeyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      parseResponse(
        apiKeyResponse,
        await request({ method: 'POST', path: pathWithId(INTEGRATIONS_PATHS.apiKeyRevoke, id) }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.apiKeys() }),
  });
}
