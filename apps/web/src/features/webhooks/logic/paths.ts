// Where the webhooks pages live.
export const WEBHOOK_ROUTES = {
  list: '/settings/integrations/webhooks',
  create: '/settings/integrations/webhooks/manage',
  manage: (id: string) => `/settings/integrations/webhooks/manage?id=${encodeURIComponent(id)}`,
} as const;
