// Funding routes: initiate (payment link), the status lookup, the provider's signed callback, and — with the
// sandbox provider — its hosted checkout, which the payer opens without signing in.
import {
  ErrorCode,
  FUNDING_PATHS,
  fundInitiateRequest,
  fundingResponse,
  fundVerifyQuery,
  sandboxCheckoutDecision,
  sandboxCheckoutResponse,
  success,
  VERIFY_FUND_STATUS_ROUTE,
} from '@paydesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, callerOf, can, errors, security, sendStored } from '../../../http/route-kit.ts';
import { NotFound, Unauthorized } from '../../../lib/errors.ts';
import { readIdempotencyKey } from '../../../lib/idempotency.ts';
import { FUNDING_SIGNATURE_HEADER, isSandboxFunding } from '../../../providers/funding/index.ts';
import type { WalletDeps } from '../wallet-deps.ts';
import { applyFundingEvent, initiateFunding, verifyFunding } from './funding.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

export function fundingRoutes(deps: WalletDeps) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['wallets'];

    api.post(
      FUNDING_PATHS.initiate,
      {
        schema: {
          tags,
          security,
          description: 'Returns a payment link to the provider’s checkout. Needs an Idempotency-Key header.',
          body: fundInitiateRequest,
          response: { 201: fundingResponse, ...errors },
        },
        config: can('wallets.fund'),
      },
      async (request, reply) => {
        const key = readIdempotencyKey(request.headers['idempotency-key']);
        return sendStored(
          reply,
          await initiateFunding(deps, callerOf(request), request.body, key, request.headers.origin),
        );
      },
    );

    api.get(
      FUNDING_PATHS.verify,
      {
        schema: {
          tags,
          security,
          querystring: fundVerifyQuery,
          response: { 200: fundingResponse, ...errors },
        },
        config: can('wallets.view'),
      },
      async (request) => ({
        message: 'Funding status',
        data: await verifyFunding(
          deps,
          authOf(request).companyId,
          (request.query.reference ?? request.query.filter)!,
        ),
      }),
    );

    // The callback is verified over the exact bytes received, so this route keeps the raw body.
    await app.register(async (scope) => {
      scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
        request.rawBody = body as string;
        try {
          done(null, body ? JSON.parse(body as string) : {});
        } catch {
          done(Object.assign(new Error('The body is not valid JSON'), { statusCode: 400 }), undefined);
        }
      });
      scope.withTypeProvider<ZodTypeProvider>().post(
        FUNDING_PATHS.callback,
        {
          schema: {
            tags,
            description: `The funding provider's callback, signed with HMAC-SHA256 in ${FUNDING_SIGNATURE_HEADER}.`,
            response: { 200: success(z.object({ outcome: z.string() })), ...errors },
          },
        },
        async (request) => {
          const header = request.headers[FUNDING_SIGNATURE_HEADER];
          const event = deps.funding.verifyCallback(
            request.rawBody ?? '',
            Array.isArray(header) ? header[0] : header,
          );
          if (!event) throw new Unauthorized('The callback signature does not hold', ErrorCode.invalidToken);
          const outcome = await applyFundingEvent(deps, event);
          request.log.info({ providerReference: event.providerReference, outcome }, 'funding callback');
          return { message: 'Callback received', data: { outcome } };
        },
      );
    });

    // The hosted checkout is the sandbox's stand-in for a provider's page: never served in production.
    if (!isSandboxFunding(deps.funding) || deps.config.NODE_ENV === 'production') return;
    const sandbox = deps.funding;
    const referenceParams = z.object({
      reference: z.string().regex(/^[A-Z0-9-]{8,64}$/, 'Checkout not found'),
    });
    // The token of the payment link; a checkout opened or paid without it is not found, like an unknown one.
    const linkQuery = z.object({ token: z.string().max(128).optional() });
    const linked = (reference: string, token: string | undefined) => {
      if (!sandbox.checkoutTokenHolds(reference, token)) throw new NotFound('Checkout');
    };
    const returnUrl = (reference: string) => `${VERIFY_FUND_STATUS_ROUTE}?reference=${reference}`;

    api.get(
      FUNDING_PATHS.sandboxCheckout(':reference'),
      {
        schema: {
          tags: ['sandbox'],
          params: referenceParams,
          querystring: linkQuery,
          response: { 200: sandboxCheckoutResponse, ...errors },
        },
      },
      async (request) => {
        linked(request.params.reference, request.query.token);
        const checkout = await sandbox.getCheckout(request.params.reference);
        if (!checkout) throw new NotFound('Checkout');
        return {
          message: 'Sandbox checkout',
          data: {
            reference: request.params.reference,
            amount: checkout.amount,
            currency: 'NGN' as const,
            payee: checkout.payee,
            status: checkout.status,
            returnUrl: returnUrl(request.params.reference),
          },
        };
      },
    );

    api.post(
      FUNDING_PATHS.sandboxCheckout(':reference'),
      {
        schema: {
          tags: ['sandbox'],
          params: referenceParams,
          querystring: linkQuery,
          body: sandboxCheckoutDecision,
          response: { 200: sandboxCheckoutResponse, ...errors },
        },
      },
      async (request) => {
        linked(request.params.reference, request.query.token);
        const checkout = await sandbox.decideCheckout(request.params.reference, request.body.outcome);
        if (!checkout) throw new NotFound('Checkout');
        return {
          message: checkout.status === 'successful' ? 'Payment successful' : 'Payment failed',
          data: {
            reference: request.params.reference,
            amount: checkout.amount,
            currency: 'NGN' as const,
            payee: checkout.payee,
            status: checkout.status,
            returnUrl: returnUrl(request.params.reference),
          },
        };
      },
    );
  };
}
