// GET …/webhooks/{id}/deliveries: one page of an endpoint's delivery log, newest first, with its filters.
import { WEBHOOK_PATHS, type WebhookDeliveriesQuery, webhookDeliveriesResponse } from '@paydesk/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { cleanPayload, parseResponse, request } from '@/lib/api/index.ts';
import { LIST_PAGE_SIZE } from '@/lib/constants.ts';
import { webhookKeys } from './keys.ts';

export type DeliveryFilters = Pick<WebhookDeliveriesQuery, 'outcome' | 'eventType'> & { page: number };

export const deliveriesQuery = (id: string, filters: DeliveryFilters) => {
  const query = cleanPayload({ ...filters, limit: LIST_PAGE_SIZE }) as Record<string, string | number>;
  return queryOptions({
    queryKey: webhookKeys.deliveryPage(id, query),
    queryFn: async () =>
      parseResponse(
        webhookDeliveriesResponse,
        await request({ method: 'GET', path: WEBHOOK_PATHS.deliveries(id), query }),
      ).data,
    meta: { silent: true },
  });
};

export const useWebhookDeliveries = (id: string, filters: DeliveryFilters) =>
  useQuery({ ...deliveriesQuery(id, filters), placeholderData: keepPreviousData });
