// GET …/integrations/webhooks and …/webhooks/{id}: the business's endpoints, and one to manage.
import { WEBHOOK_PATHS, webhookEndpointResponse, webhookEndpointsResponse } from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { webhookKeys } from './keys.ts';

export const endpointsQuery = () =>
  queryOptions({
    queryKey: webhookKeys.endpoints(),
    queryFn: async () =>
      parseResponse(webhookEndpointsResponse, await request({ method: 'GET', path: WEBHOOK_PATHS.endpoints }))
        .data,
    meta: { silent: true },
  });

export const useWebhookEndpoints = () => useQuery(endpointsQuery());

export const endpointQuery = (id: string) =>
  queryOptions({
    queryKey: webhookKeys.endpoint(id),
    queryFn: async () =>
      parseResponse(
        webhookEndpointResponse,
        await request({ method: 'GET', path: WEBHOOK_PATHS.endpoint(id) }),
      ).data,
    meta: { silent: true },
  });

export const useWebhookEndpoint = (id: string | null) =>
  useQuery({ ...endpointQuery(id ?? ''), enabled: id !== null });
