// The encrypted payload envelope of spec §7 for routes with config.encrypted, when a key is configured.
import { ErrorCode, isEncryptedEnvelope, type PayloadCipher } from '@paydesk/contracts';
import type { FastifyInstance } from 'fastify';
import { BadRequest } from '../lib/errors.ts';

export function registerPayloadEnvelope(app: FastifyInstance, cipher: PayloadCipher | null) {
  if (!cipher) return;
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.config.encrypted) return;
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
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.routeOptions.config?.encrypted || typeof payload !== 'string') return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('application/json')) return payload;
    return JSON.stringify(await cipher.encrypt(JSON.parse(payload)));
  });
}
