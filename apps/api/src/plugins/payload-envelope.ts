// The encrypted payload envelope of spec §7 for routes with config.encrypted, when a key is configured.
import { ErrorCode, isEncryptedEnvelope, type PayloadCipher } from '@paydesk/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BadRequest } from '../lib/errors.ts';
import { addRouteHooks } from './route-hooks.ts';

export function registerPayloadEnvelope(app: FastifyInstance, cipher: PayloadCipher | null) {
  if (!cipher) return;
  addRouteHooks(app, (route) => Boolean(route.config?.encrypted), {
    preValidation: async (request: FastifyRequest) => {
      const body = request.body;
      if (body === undefined || body === null) return;
      if (!isEncryptedEnvelope(body)) {
        throw new BadRequest('This request must be encrypted', ErrorCode.payloadEncryption);
      }
      try {
        request.body = await cipher.decrypt(body);
      } catch {
        throw new BadRequest('The encrypted payload could not be read', ErrorCode.payloadEncryption);
      }
    },
    onSend: async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (typeof payload !== 'string') return payload;
      if (!String(reply.getHeader('content-type') ?? '').includes('application/json')) return payload;
      return JSON.stringify(await cipher.encrypt(JSON.parse(payload)));
    },
  });
}
