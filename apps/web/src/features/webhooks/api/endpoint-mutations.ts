// Changes to an endpoint: save (create or edit), enable or disable, delete, roll the secret. The create and roll
// answers carry the secret, shown once by the page. Errors toast the server's message unless the form shows them.
import {
  type CreateWebhookRequest,
  messageOnly,
  type UpdateWebhookRequest,
  WEBHOOK_PATHS,
  webhookEndpointResponse,
  webhookWithSecretResponse,
} from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { webhookKeys } from './keys.ts';

const useInvalidate = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: webhookKeys.all });
};

export function useCreateWebhookMutation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (body: CreateWebhookRequest) =>
      parseResponse(
        webhookWithSecretResponse,
        await request({ method: 'POST', path: WEBHOOK_PATHS.endpoints, body }),
      ).data,
    onSuccess: invalidate,
    meta: { silent: true },
  });
}

export function useUpdateWebhookMutation(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (body: UpdateWebhookRequest) =>
      parseResponse(
        webhookEndpointResponse,
        await request({ method: 'PATCH', path: WEBHOOK_PATHS.endpoint(id), body }),
      ).data,
    onSuccess: invalidate,
    meta: { silent: true },
  });
}

export function useSetWebhookEnabledMutation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, enabled }: { id: string; enabled: boolean }) =>
      parseResponse(
        webhookEndpointResponse,
        await request({
          method: 'POST',
          path: enabled ? WEBHOOK_PATHS.enable(id) : WEBHOOK_PATHS.disable(id),
        }),
      ).data,
    onSuccess: invalidate,
  });
}

export function useDeleteWebhookMutation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (id: string) =>
      parseResponse(messageOnly, await request({ method: 'DELETE', path: WEBHOOK_PATHS.endpoint(id) })),
    onSuccess: invalidate,
  });
}

export function useRollWebhookSecretMutation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (id: string) =>
      parseResponse(
        webhookWithSecretResponse,
        await request({ method: 'POST', path: WEBHOOK_PATHS.rollSecret(id) }),
      ).data,
    onSuccess: invalidate,
  });
}
