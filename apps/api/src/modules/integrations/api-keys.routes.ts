// Routes of API keys under /api/integrations (employer only: 'settings.integrations.manage', which no other role
// can hold). Thin: schema, permission, call the service, answer.
import {
  API_KEY_MESSAGES,
  apiKeyInput,
  apiKeyListQuery,
  apiKeyListResponse,
  apiKeyResponse,
  apiKeySecretResponse,
  INTEGRATIONS_PATHS,
  idParams,
} from '@paydesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, callerOf, can, errors, security } from '../../http/route-kit.ts';
import * as keys from './api-keys.service.ts';

export function apiKeyRoutes(deps: keys.ApiKeysDeps) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['integrations'];
    const config = can('settings.integrations.manage');
    const params = idParams('API key');

    api.get(
      INTEGRATIONS_PATHS.apiKeys,
      {
        schema: {
          tags,
          security,
          querystring: apiKeyListQuery,
          response: { 200: apiKeyListResponse, ...errors },
        },
        config,
      },
      async (request) => ({
        message: 'API keys',
        data: await keys.listKeys(deps, authOf(request).companyId, request.query),
      }),
    );

    api.post(
      INTEGRATIONS_PATHS.apiKeys,
      {
        schema: {
          tags,
          security,
          description: 'Creates a key. The answer holds its secret: the only time it is ever shown.',
          body: apiKeyInput,
          response: { 201: apiKeySecretResponse, ...errors },
        },
        config,
      },
      async (request, reply) =>
        reply.status(201).send({
          message: API_KEY_MESSAGES.created,
          data: await keys.createApiKey(deps, callerOf(request), request.body),
        }),
    );

    api.get(
      INTEGRATIONS_PATHS.apiKey,
      { schema: { tags, security, params, response: { 200: apiKeyResponse, ...errors } }, config },
      async (request) => ({
        message: 'API key',
        data: await keys.getKey(deps, authOf(request).companyId, request.params.id),
      }),
    );

    api.patch(
      INTEGRATIONS_PATHS.apiKey,
      {
        schema: { tags, security, params, body: apiKeyInput, response: { 200: apiKeyResponse, ...errors } },
        config,
      },
      async (request) => ({
        message: API_KEY_MESSAGES.updated,
        data: await keys.updateKey(deps, callerOf(request), request.params.id, request.body),
      }),
    );

    api.post(
      INTEGRATIONS_PATHS.apiKeyRevoke,
      { schema: { tags, security, params, response: { 200: apiKeyResponse, ...errors } }, config },
      async (request) => ({
        message: API_KEY_MESSAGES.revoked,
        data: await keys.revokeKey(deps, callerOf(request), request.params.id),
      }),
    );

    api.post(
      INTEGRATIONS_PATHS.apiKeyRotate,
      {
        schema: {
          tags,
          security,
          description: 'Gives the key a new secret (answered once); the old secret stops working at once.',
          params,
          response: { 200: apiKeySecretResponse, ...errors },
        },
        config,
      },
      async (request) => ({
        message: API_KEY_MESSAGES.rotated,
        data: await keys.rotateKey(deps, callerOf(request), request.params.id),
      }),
    );
  };
}
