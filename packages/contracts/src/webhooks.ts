// Webhooks (issue 16, spec §2.3 /settings/integrations/webhooks, employer only §6): endpoints of the business that
// receive signed JSON events, the delivery log, replay of one delivery, and the signature recipe's header names.
import { z } from 'zod';
import { page, pageQuery, success } from './envelope.ts';

export const WEBHOOK_PATHS = {
  /** GET the endpoints; POST creates one (its secret is in that answer only). */
  endpoints: '/integrations/webhooks',
  /** GET one, PATCH edits (url, description, events), DELETE removes it. */
  endpoint: (id: string) => `/integrations/webhooks/${id}`,
  disable: (id: string) => `/integrations/webhooks/${id}/disable`,
  enable: (id: string) => `/integrations/webhooks/${id}/enable`,
  /** POST: a new signing secret, shown in this answer only; the old one stops signing at once. */
  rollSecret: (id: string) => `/integrations/webhooks/${id}/roll-secret`,
  /** POST: sends a 'webhook.test' event to this endpoint now. */
  test: (id: string) => `/integrations/webhooks/${id}/test`,
  /** GET the endpoint's delivery log (paged, filters: outcome, event type). */
  deliveries: (id: string) => `/integrations/webhooks/${id}/deliveries`,
  /** POST: sends the event of this delivery again, now. */
  replay: (id: string, deliveryId: string) => `/integrations/webhooks/${id}/deliveries/${deliveryId}/replay`,
} as const;

/** The events a business can subscribe to (issue 16). */
export const WEBHOOK_EVENT_TYPES = [
  'transfer.settled',
  'transfer.failed',
  'payroll.completed',
  'withdrawal.requested',
  'wallet.funded',
  'approval.decided',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** Sent only by "Send test event"; no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'transfer.settled': 'Transfer settled',
  'transfer.failed': 'Transfer failed',
  'payroll.completed': 'Payroll completed',
  'withdrawal.requested': 'Withdrawal requested',
  'wallet.funded': 'Wallet funded',
  'approval.decided': 'Approval decided',
};

/** Request headers of every delivery (docs/webhooks.md). */
export const WEBHOOK_HEADERS = {
  signature: 'Paydesk-Signature',
  event: 'Paydesk-Event',
  delivery: 'Paydesk-Delivery',
} as const;

export const WEBHOOK_MESSAGES = {
  created: 'Webhook endpoint created',
  updated: 'Webhook endpoint updated',
  disabled: 'Webhook endpoint disabled',
  enabled: 'Webhook endpoint enabled',
  deleted: 'Webhook endpoint deleted',
  secretRolled: 'Signing secret rolled',
  testSent: 'Test event sent',
  replayed: 'Delivery sent again',
  badUrl: 'Enter an http:// or https:// URL',
  privateUrl: 'This URL points at a private, loopback or link-local address; use a public address',
  unresolvable: 'The host of this URL could not be found',
  loopbackPort: 'Loopback addresses are allowed only on the ports named in WEBHOOK_LOOPBACK_PORTS',
  endpointsLimit: 'A business can have at most 20 webhook endpoints',
} as const;

export const WEBHOOK_MAX_ENDPOINTS = 20;

export const webhookUrl = z
  .string({ error: WEBHOOK_MESSAGES.badUrl })
  .trim()
  .max(2000, 'The URL is too long')
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
    } catch {
      return false;
    }
  }, WEBHOOK_MESSAGES.badUrl);

const eventList = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: 'Choose events from the list' }))
  .min(1, 'Choose at least one event')
  .transform((events) => [...new Set(events)]);

export const createWebhookRequest = z.object({
  url: webhookUrl,
  description: z.string().trim().max(200, 'Keep the description under 200 characters').default(''),
  events: eventList,
});
export type CreateWebhookRequest = z.input<typeof createWebhookRequest>;

export const updateWebhookRequest = z
  .object({
    url: webhookUrl.optional(),
    description: z.string().trim().max(200, 'Keep the description under 200 characters').optional(),
    events: eventList.optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), 'Change at least one field');
export type UpdateWebhookRequest = z.input<typeof updateWebhookRequest>;

export const webhookIdParams = z.object({ id: z.uuid({ error: 'Not a webhook endpoint id' }) });
export const webhookDeliveryParams = webhookIdParams.extend({
  deliveryId: z.uuid({ error: 'Not a delivery id' }),
});

export const webhookEndpoint = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  secretPrefix: z.string(),
  status: z.enum(['enabled', 'disabled']),
  disabledReason: z.string().nullable(),
  consecutiveFailures: z.number().int(),
  createdAt: z.string(),
  lastDelivery: z
    .object({
      outcome: z.enum(['succeeded', 'failed']),
      statusCode: z.number().int().nullable(),
      at: z.string(),
    })
    .nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;

export const webhookEndpointsResponse = success(z.array(webhookEndpoint));
export const webhookEndpointResponse = success(webhookEndpoint);
/** The create and roll-secret answers: the only ones that carry the secret. */
export const webhookWithSecretResponse = success(webhookEndpoint.extend({ secret: z.string() }));
export type WebhookWithSecret = z.infer<typeof webhookWithSecretResponse>['data'];

export const webhookDelivery = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  attempt: z.number().int(),
  trigger: z.enum(['automatic', 'replay', 'test']),
  outcome: z.enum(['succeeded', 'failed']),
  statusCode: z.number().int().nullable(),
  responseExcerpt: z.string().nullable(),
  durationMs: z.number().int(),
  error: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

export const webhookDeliveriesQuery = pageQuery.extend({
  outcome: z.enum(['succeeded', 'failed']).optional(),
  eventType: z.enum([...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT]).optional(),
});
export type WebhookDeliveriesQuery = z.input<typeof webhookDeliveriesQuery>;
export const webhookDeliveriesResponse = success(page(webhookDelivery));
export const webhookDeliveryResponse = success(webhookDelivery);
