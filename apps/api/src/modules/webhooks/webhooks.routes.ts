// Routes of /settings/integrations/webhooks (employer only, spec §6): endpoints, their secret, test events, the
// delivery log and replays.
import {
  createWebhookRequest,
  messageOnly,
  updateWebhookRequest,
  WEBHOOK_MESSAGES,
  WEBHOOK_PATHS,
  webhookDeliveriesQuery,
  webhookDeliveriesResponse,
  webhookDeliveryParams,
  webhookDeliveryResponse,
  webhookEndpointResponse,
  webhookEndpointsResponse,
  webhookIdParams,
  webhookWithSecretResponse,
} from '@paydesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf, can, errors, security } from '../../http/route-kit.ts';
import * as service from './endpoints.service.ts';
import type { WebhooksDeps } from './webhooks-deps.ts';

export function webhookRoutes(deps: WebhooksDeps) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['integrations'];
    const config = can('settings.integrations.manage');
    const params = webhookIdParams;
    const one = { 200: webhookEndpointResponse, ...errors };
    const withSecret = { 201: webhookWithSecretResponse, ...errors };

    api.get(
      WEBHOOK_PATHS.endpoints,
      { schema: { tags, security, response: { 200: webhookEndpointsResponse, ...errors } }, config },
      async (request) => ({
        message: 'Webhook endpoints',
        data: await service.listWebhookEndpoints(deps, callerOf(request)),
      }),
    );
    api.post(
      WEBHOOK_PATHS.endpoints,
      { schema: { tags, security, body: createWebhookRequest, response: withSecret }, config },
      async (request, reply) =>
        reply.status(201).send({
          message: WEBHOOK_MESSAGES.created,
          data: await service.createWebhookEndpoint(deps, callerOf(request), request.body),
        }),
    );
    api.get(
      WEBHOOK_PATHS.endpoint(':id'),
      { schema: { tags, security, params, response: one }, config },
      async (request) => ({
        message: 'Webhook endpoint',
        data: await service.getWebhookEndpoint(deps, callerOf(request), request.params.id),
      }),
    );
    api.patch(
      WEBHOOK_PATHS.endpoint(':id'),
      { schema: { tags, security, params, body: updateWebhookRequest, response: one }, config },
      async (request) => ({
        message: WEBHOOK_MESSAGES.updated,
        data: await service.updateWebhookEndpoint(deps, callerOf(request), request.params.id, request.body),
      }),
    );
    api.delete(
      WEBHOOK_PATHS.endpoint(':id'),
      { schema: { tags, security, params, response: { 200: messageOnly, ...errors } }, config },
      async (request) => {
        await service.deleteWebhookEndpoint(deps, callerOf(request), request.params.id);
        return { message: WEBHOOK_MESSAGES.deleted, data: null };
      },
    );
    for (const enabled of [true, false]) {
      api.post(
        enabled ? WEBHOOK_PATHS.enable(':id') : WEBHOOK_PATHS.disable(':id'),
        { schema: { tags, security, params, response: one }, config },
        async (request) => ({
          message: enabled ? WEBHOOK_MESSAGES.enabled : WEBHOOK_MESSAGES.disabled,
          data: await service.setWebhookEndpointEnabled(deps, callerOf(request), request.params.id, enabled),
        }),
      );
    }
    api.post(
      WEBHOOK_PATHS.rollSecret(':id'),
      { schema: { tags, security, params, response: withSecret }, config },
      async (request, reply) =>
        reply.status(201).send({
          message: WEBHOOK_MESSAGES.secretRolled,
          data: await service.rollWebhookSecret(deps, callerOf(request), request.params.id),
        }),
    );
    api.post(
      WEBHOOK_PATHS.test(':id'),
      { schema: { tags, security, params, response: { 200: webhookDeliveryResponse, ...errors } }, config },
      async (request) => ({
        message: WEBHOOK_MESSAGES.testSent,
        data: await service.sendTestEvent(deps, callerOf(request), request.params.id),
      }),
    );
    api.get(
      WEBHOOK_PATHS.deliveries(':id'),
      {
        schema: {
          tags,
          security,
          params,
          querystring: webhookDeliveriesQuery,
          response: { 200: webhookDeliveriesResponse, ...errors },
        },
        config,
      },
      async (request) => ({
        message: 'Webhook deliveries',
        data: await service.listWebhookDeliveries(deps, callerOf(request), request.params.id, request.query),
      }),
    );
    api.post(
      WEBHOOK_PATHS.replay(':id', ':deliveryId'),
      {
        schema: {
          tags,
          security,
          params: webhookDeliveryParams,
          response: { 200: webhookDeliveryResponse, ...errors },
        },
        config,
      },
      async (request) => ({
        message: WEBHOOK_MESSAGES.replayed,
        data: await service.replayWebhookDelivery(
          deps,
          callerOf(request),
          request.params.id,
          request.params.deliveryId,
        ),
      }),
    );
  };
}
