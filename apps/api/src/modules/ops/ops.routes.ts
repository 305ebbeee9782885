// Routes of the operator console (/api/ops/...) and the business-side support sign-in (/api/auth/support-login).
// Operator routes declare config.operator; they know nothing of business sessions and business routes nothing of them.
import {
  businessSearchQuery,
  businessSearchResponse,
  CHANNEL,
  messageOnly,
  OPS_PATHS,
  operatorLoginRequest,
  operatorLoginResponse,
  operatorMeResponse,
  rejectVerificationRequest,
  supportLinkRequest,
  supportLinkResponse,
  supportLoginRequest,
  supportLoginResponse,
  verificationDetailResponse,
  verificationQueueQuery,
  verificationQueueResponse,
} from '@paydesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, requestOrigin, security, sendFile } from '../../http/route-kit.ts';
import { authRateLimit } from '../../plugins/rate-limits.ts';
import { searchBusinesses } from '../businesses/index.ts';
import { docsCookie } from './docs-access.ts';
import { registerOperatorContext } from './operator-context.ts';
import { createOperatorTokens } from './operator-tokens.ts';
import * as opsAuth from './ops-auth.service.ts';
import type { OpsDeps } from './ops-deps.ts';
import * as verifications from './ops-verifications.service.ts';
import * as support from './support-links.service.ts';

const idParams = z.object({ id: z.string().uuid('Not found') });

export function opsRoutes(deps: OpsDeps) {
  return async (app: FastifyInstance) => {
    const operatorTokens = createOperatorTokens(deps.config.APP_SECRET);
    registerOperatorContext(app, { db: deps.db, tokens: operatorTokens });
    const api = app.withTypeProvider<ZodTypeProvider>();
    const authDeps = { ...deps, tokens: operatorTokens };
    const tags = ['ops'];
    // Bearer, with an operator token (business tokens are refused here).
    const operator = { operator: true } as const;
    const limited = { rateLimit: authRateLimit(deps.config.AUTH_RATE_LIMIT_PER_MINUTE) };
    const secureCookies = deps.config.PUBLIC_URL.startsWith('https:');

    api.post(
      OPS_PATHS.login,
      {
        schema: { tags, body: operatorLoginRequest, response: { 200: operatorLoginResponse, ...errors } },
        config: limited,
      },
      async (request, reply) => {
        const body = request.body;
        if (body.stage === 1) {
          return {
            message: 'Enter the code sent to your email',
            data: await opsAuth.loginStage1(authDeps, body, requestOrigin(request)),
          };
        }
        const session = await opsAuth.loginStage2(authDeps, body, requestOrigin(request));
        reply.header(
          'set-cookie',
          docsCookie({ token: session.token, expiresAt: new Date(session.tokenExpiry) }, secureCookies),
        );
        return { message: 'Signed in', data: session };
      },
    );

    api.post(
      OPS_PATHS.logout,
      { schema: { tags, security, response: { 200: messageOnly, ...errors } }, config: operator },
      async (request, reply) => {
        await opsAuth.logout(authDeps, request.operator!, requestOrigin(request));
        reply.header('set-cookie', docsCookie(null, secureCookies));
        return { message: 'Signed out', data: null };
      },
    );

    api.get(
      OPS_PATHS.me,
      { schema: { tags, security, response: { 200: operatorMeResponse, ...errors } }, config: operator },
      async (request) => {
        const o = request.operator!;
        return {
          message: 'Operator',
          data: { _id: o.operatorId, email: o.email, firstName: o.firstName, lastName: o.lastName },
        };
      },
    );

    api.get(
      OPS_PATHS.queue,
      {
        schema: {
          tags,
          security,
          querystring: verificationQueueQuery,
          response: { 200: verificationQueueResponse, ...errors },
        },
        config: operator,
      },
      async (request) => ({
        message: 'Verification queue',
        data: await verifications.listQueue(deps.db, request.query),
      }),
    );

    api.get(
      OPS_PATHS.verification(':id'),
      {
        schema: {
          tags,
          security,
          params: idParams,
          response: { 200: verificationDetailResponse, ...errors },
        },
        config: operator,
      },
      async (request) => ({
        message: 'Submission',
        data: await verifications.getVerification(deps.db, request.params.id),
      }),
    );

    api.get(
      OPS_PATHS.documentFile(':id', ':documentId'),
      {
        schema: {
          tags,
          security,
          params: idParams.extend({ documentId: z.string().uuid('Not found') }),
          response: errors,
        },
        config: operator,
      },
      async (request, reply) =>
        sendFile(
          reply,
          await verifications.openVerificationDocument(deps, request.params.id, request.params.documentId),
        ),
    );

    api.post(
      OPS_PATHS.startReview(':id'),
      {
        schema: {
          tags,
          security,
          params: idParams,
          response: { 200: verificationDetailResponse, ...errors },
        },
        config: operator,
      },
      async (request) => ({
        message: 'Review started',
        data: await verifications.startReview(
          deps,
          request.operator!,
          requestOrigin(request),
          request.params.id,
        ),
      }),
    );

    api.post(
      OPS_PATHS.approve(':id'),
      {
        schema: {
          tags,
          security,
          params: idParams,
          response: { 200: verificationDetailResponse, ...errors },
        },
        config: operator,
      },
      async (request) => ({
        message: 'Business verified',
        data: await verifications.approve(deps, request.operator!, requestOrigin(request), request.params.id),
      }),
    );

    api.post(
      OPS_PATHS.reject(':id'),
      {
        schema: {
          tags,
          security,
          params: idParams,
          body: rejectVerificationRequest,
          response: { 200: verificationDetailResponse, ...errors },
        },
        config: operator,
      },
      async (request) => ({
        message: 'Verification sent back to the business',
        data: await verifications.reject(
          deps,
          request.operator!,
          requestOrigin(request),
          request.params.id,
          request.body.comment,
        ),
      }),
    );

    api.get(
      OPS_PATHS.businesses,
      {
        schema: {
          tags,
          security,
          querystring: businessSearchQuery,
          response: { 200: businessSearchResponse, ...errors },
        },
        config: operator,
      },
      async (request) => ({ message: 'Businesses', data: await searchBusinesses(deps.db, request.query) }),
    );

    api.post(
      OPS_PATHS.supportLink(':id'),
      {
        schema: {
          tags,
          security,
          params: idParams,
          body: supportLinkRequest,
          response: { 201: supportLinkResponse, ...errors },
        },
        config: operator,
      },
      async (request, reply) =>
        reply.status(201).send({
          message: 'Support link created. It works once, within 5 minutes.',
          data: await support.createSupportLink(
            deps,
            request.operator!,
            requestOrigin(request),
            request.params.id,
            request.body.reason,
          ),
        }),
    );

    api.post(
      OPS_PATHS.supportLogin,
      {
        schema: {
          tags: ['auth'],
          body: supportLoginRequest,
          response: { 200: supportLoginResponse, ...errors },
        },
        config: { ...limited, encrypted: true },
      },
      async (request) => ({
        message: 'Signed in as support',
        data: await support.supportLogin(deps, request.body.payload, {
          ...requestOrigin(request),
          channel: CHANNEL,
        }),
      }),
    );
  };
}
