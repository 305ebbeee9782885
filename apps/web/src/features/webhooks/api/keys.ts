export const webhookKeys = {
  all: ['webhooks'] as const,
  endpoints: () => [...webhookKeys.all, 'endpoints'] as const,
  endpoint: (id: string) => [...webhookKeys.endpoints(), id] as const,
  deliveries: (id: string) => [...webhookKeys.all, 'deliveries', id] as const,
  deliveryPage: (id: string, query: Record<string, string | number>) =>
    [...webhookKeys.deliveries(id), query] as const,
};
