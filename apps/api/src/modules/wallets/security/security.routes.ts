// Transaction PIN and transaction limits. The employer-admin PIN variants carry no token (see PIN_PATHS).
import {
  adminChangePinRequest,
  adminSendPinOtpRequest,
  changePinRequest,
  gatedActionResponse,
  LIMIT_PATHS,
  limitPair,
  messageOnly,
  myLimitsResponse,
  PIN_PATHS,
  pinOtpSentResponse,
  pinStatusResponse,
  sendPinOtpRequest,
  transactionLimitsResponse,
  updateLimitsRequest,
} from '@paydesk/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, callerOf, can, errors, requestOrigin, security } from '../../../http/route-kit.ts';
import { authRateLimit } from '../../../plugins/rate-limits.ts';
import type { WalletDeps } from '../wallet-deps.ts';
import * as limits from './limits.service.ts';
import * as pins from './pin.service.ts';

/** An optional Idempotency-Key: a replayed limit change finds the same approval request. */
const keyOf = (request: FastifyRequest) => {
  const header = request.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  return key && /^[A-Za-z0-9_.:-]{8,128}$/.test(key) ? key : undefined;
};

/** 200 with the limits, or 202 with the approval request the change became. */
function answerLimits(reply: FastifyReply, message: string, result: limits.LimitChangeResult) {
  if (result.gated) {
    return reply.status(202).send({
      message: 'Sent for approval',
      data: { approvalRequest: { requestId: result.requestId, status: 'pending' as const } },
    });
  }
  return reply.send({ message, data: result.result });
}

export function securityRoutes(deps: WalletDeps) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['transaction PIN and limits'];
    const limited = { rateLimit: authRateLimit(deps.config.AUTH_RATE_LIMIT_PER_MINUTE) };
    const ownPin = { ...can('settings.profile.manage'), ...limited };

    api.get(
      PIN_PATHS.status,
      { schema: { tags, security, response: { 200: pinStatusResponse, ...errors } }, config: can('session') },
      async (request) => ({
        message: 'Transaction PIN',
        data: await pins.pinStatus(deps, authOf(request).userId),
      }),
    );

    api.post(
      PIN_PATHS.sendOtp,
      {
        schema: { tags, security, body: sendPinOtpRequest, response: { 200: pinOtpSentResponse, ...errors } },
        config: ownPin,
      },
      async (request) => {
        const caller = callerOf(request);
        const sent = await pins.sendPinCode(
          deps,
          { userId: caller.auth.userId, companyId: caller.auth.companyId, caller },
          request.body.purpose,
        );
        return { message: `A code has been sent to ${sent.email}`, data: sent };
      },
    );

    api.post(
      PIN_PATHS.change,
      {
        schema: { tags, security, body: changePinRequest, response: { 200: messageOnly, ...errors } },
        config: ownPin,
      },
      async (request) => {
        const caller = callerOf(request);
        const { created } = await pins.changePin(
          deps,
          { userId: caller.auth.userId, companyId: caller.auth.companyId, caller },
          request.body,
        );
        return { message: created ? 'Transaction PIN created' : 'Transaction PIN reset', data: null };
      },
    );

    api.post(
      PIN_PATHS.adminSendOtp,
      {
        schema: { tags, body: adminSendPinOtpRequest, response: { 200: pinOtpSentResponse, ...errors } },
        config: limited,
      },
      async (request) => {
        const who = await pins.authenticateAdministrator(deps, request.body);
        const sent = await pins.sendPinCode(
          deps,
          { ...who, meta: requestOrigin(request) },
          request.body.purpose,
        );
        return { message: `A code has been sent to ${sent.email}`, data: sent };
      },
    );

    api.post(
      PIN_PATHS.adminChange,
      {
        schema: { tags, body: adminChangePinRequest, response: { 200: messageOnly, ...errors } },
        config: limited,
      },
      async (request) => {
        const who = await pins.authenticateAdministrator(deps, request.body);
        const { created } = await pins.changePin(
          deps,
          { ...who, meta: requestOrigin(request) },
          request.body,
        );
        return { message: created ? 'Transaction PIN created' : 'Transaction PIN reset', data: null };
      },
    );

    api.get(
      LIMIT_PATHS.limits,
      {
        schema: { tags, security, response: { 200: transactionLimitsResponse, ...errors } },
        config: can('settings.limits.manage'),
      },
      async (request) => ({
        message: 'Transaction limits',
        data: await limits.getLimits(deps.db, authOf(request).companyId),
      }),
    );

    api.patch(
      LIMIT_PATHS.limits,
      {
        schema: {
          tags,
          security,
          body: updateLimitsRequest,
          response: { 200: transactionLimitsResponse, 202: gatedActionResponse, ...errors },
        },
        config: can('settings.limits.manage'),
      },
      async (request, reply) =>
        answerLimits(
          reply,
          'Transaction limits saved',
          await limits.changeLimits(
            deps,
            callerOf(request),
            { op: 'business', body: request.body },
            keyOf(request),
          ),
        ),
    );

    const memberParams = z.object({ memberId: z.string().uuid('Member not found') });

    api.patch(
      LIMIT_PATHS.member(':memberId'),
      {
        schema: {
          tags,
          security,
          params: memberParams,
          body: limitPair,
          response: { 200: transactionLimitsResponse, 202: gatedActionResponse, ...errors },
        },
        config: can('settings.limits.manage'),
      },
      async (request, reply) =>
        answerLimits(
          reply,
          'Member limits saved',
          await limits.changeLimits(
            deps,
            callerOf(request),
            { op: 'member', memberId: request.params.memberId, pair: request.body },
            keyOf(request),
          ),
        ),
    );

    api.delete(
      LIMIT_PATHS.member(':memberId'),
      {
        schema: {
          tags,
          security,
          params: memberParams,
          response: { 200: transactionLimitsResponse, 202: gatedActionResponse, ...errors },
        },
        config: can('settings.limits.manage'),
      },
      async (request, reply) =>
        answerLimits(
          reply,
          'The member now follows the default limits',
          await limits.changeLimits(
            deps,
            callerOf(request),
            { op: 'member', memberId: request.params.memberId, pair: null },
            keyOf(request),
          ),
        ),
    );

    api.get(
      LIMIT_PATHS.mine,
      { schema: { tags, security, response: { 200: myLimitsResponse, ...errors } }, config: can('session') },
      async (request) => ({
        message: 'Your limits',
        data: await limits.myLimits(deps.db, authOf(request).companyId, authOf(request).memberId),
      }),
    );
  };
}
