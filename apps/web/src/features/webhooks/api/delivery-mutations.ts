// Sending now: a test event to an endpoint, or one delivery of the log again. Both answer the new delivery.
import { WEBHOOK_PATHS, webhookDeliveryResponse } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { webhookKeys } from './keys.ts';

export function useSendTestEventMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      parseResponse(webhookDeliveryResponse, await request({ method: 'POST', path: WEBHOOK_PATHS.test(id) }))
        .data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}

export function useReplayDeliveryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, deliveryId }: { id: string; deliveryId: string }) =>
      parseResponse(
        webhookDeliveryResponse,
        await request({ method: 'POST', path: WEBHOOK_PATHS.replay(id, deliveryId) }),
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
