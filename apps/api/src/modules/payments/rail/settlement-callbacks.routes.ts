// The banking rail's grouped callback: many transfer outcomes in one body signed with HMAC-SHA256 (the same secret
// and header as the one-outcome callback), applied in groups (transfer-settlement.ts), each exactly once.
import { BANK_SIGNATURE_HEADER, ErrorCode, PAYMENTS_PATHS, success } from '@paydesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../../http/route-kit.ts';
import { Unauthorized } from '../../../lib/errors.ts';
import type { PaymentsDeps } from '../payments-deps.ts';
import { applyTransferOutcomes } from './transfer-settlement.ts';

const counts = z.record(z.string(), z.number().int());

export function settlementCallbackRoutes(deps: Pick<PaymentsDeps, 'db' | 'rail' | 'payouts'>) {
  return async (app: FastifyInstance) => {
    // Verified over the exact bytes received, so this scope keeps the raw body.
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 8 * 1024 * 1024 },
      (request, body, done) => {
        request.rawBody = body as string;
        try {
          done(null, body ? JSON.parse(body as string) : {});
        } catch {
          done(Object.assign(new Error('The body is not valid JSON'), { statusCode: 400 }), undefined);
        }
      },
    );
    app.withTypeProvider<ZodTypeProvider>().post(
      PAYMENTS_PATHS.bankCallbackBatch,
      {
        schema: {
          tags: ['payments'],
          description: `The banking rail's grouped transfer callback, signed with HMAC-SHA256 in ${BANK_SIGNATURE_HEADER}.`,
          response: { 200: success(z.object({ outcomes: counts })), ...errors },
        },
      },
      async (request) => {
        const header = request.headers[BANK_SIGNATURE_HEADER];
        const outcomes = deps.rail.verifyCallbackBatch(
          request.rawBody ?? '',
          Array.isArray(header) ? header[0] : header,
        );
        if (!outcomes) throw new Unauthorized('The callback signature does not hold', ErrorCode.invalidToken);
        const result = await applyTransferOutcomes(deps, outcomes);
        request.log.info({ count: outcomes.length, result }, 'bank transfer callbacks');
        return { message: 'Callbacks received', data: { outcomes: result } };
      },
    );
  };
}
