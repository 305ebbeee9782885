// Routes of the sign-in journey: schema, rate limit, call the service, answer { message, data }.
import {
  AUTH_PATHS,
  clientInfoResponse,
  createPasswordRequest,
  emailConfirmedResponse,
  emptyData,
  forgotPasswordRequest,
  loginRequest,
  loginResponse,
  memberPasswordLinkRequest,
  memberPasswordLinkResponse,
  memberPasswordRequest,
  messageOnly,
  refreshRequest,
  refreshResponse,
  resendLoginCodeRequest,
  resendLoginCodeResponse,
  resendVerificationRequest,
  resetPasswordRequest,
  signupRequest,
  signupResponse,
  verifyAccountRequest,
  verifyEmailCodeRequest,
} from '@paydesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, errors, requestOrigin } from '../../http/route-kit.ts';
import { authRateLimit } from '../../plugins/rate-limits.ts';
import * as auth from './auth.service.ts';
import * as login from './login.service.ts';
import * as passwords from './passwords.service.ts';
import * as sessions from './sessions.service.ts';
import * as signup from './signup.service.ts';

export function authRoutes(deps: auth.LoginDeps) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const limited = { encrypted: true, rateLimit: authRateLimit(deps.config.AUTH_RATE_LIMIT_PER_MINUTE) };
    const tags = ['auth'];

    api.post(
      AUTH_PATHS.signup,
      {
        schema: { tags, body: signupRequest, response: { 201: signupResponse, ...errors } },
        config: limited,
      },
      async (request, reply) => {
        const data = await signup.signup(deps, request.body, requestOrigin(request));
        return reply.status(201).send({ message: 'Check your email for the confirmation code', data });
      },
    );

    api.post(
      AUTH_PATHS.verifyEmailCode,
      {
        schema: { tags, body: verifyEmailCodeRequest, response: { 200: emailConfirmedResponse, ...errors } },
        config: limited,
      },
      async (request) => ({
        message: 'Email confirmed',
        data: await signup.verifyEmailCode(deps, request.body, requestOrigin(request)),
      }),
    );

    api.post(
      AUTH_PATHS.verifyAccount,
      {
        schema: { tags, body: verifyAccountRequest, response: { 200: emailConfirmedResponse, ...errors } },
        config: limited,
      },
      async (request) => ({
        message: 'Email confirmed',
        data: await signup.verifyAccount(deps, request.body, requestOrigin(request)),
      }),
    );

    api.post(
      AUTH_PATHS.resendVerification,
      {
        schema: { tags, body: resendVerificationRequest, response: { 200: messageOnly, ...errors } },
        config: limited,
      },
      async (request) => {
        await signup.resendVerification(deps, request.body);
        return { message: 'A new confirmation email has been sent', data: null };
      },
    );

    api.post(
      AUTH_PATHS.createBusinessPassword,
      {
        schema: { tags, body: createPasswordRequest, response: { 200: messageOnly, ...errors } },
        config: limited,
      },
      async (request) => {
        await passwords.createBusinessPassword(deps, request.body, requestOrigin(request));
        return { message: 'Password created. You can now log in.', data: null };
      },
    );

    api.post(
      AUTH_PATHS.login,
      { schema: { tags, body: loginRequest, response: { 200: loginResponse, ...errors } }, config: limited },
      async (request) => {
        const body = request.body;
        if (body.stage === 1) {
          const data = await login.loginStage1(deps, body, requestOrigin(request));
          return { message: 'Enter the code sent to your email', data };
        }
        const data = await login.loginStage2(deps, body, {
          ...requestOrigin(request),
          channel: body.channel,
        });
        return { message: 'Login successful', data };
      },
    );

    api.post(
      AUTH_PATHS.resendLoginCode,
      {
        schema: {
          tags,
          body: resendLoginCodeRequest,
          response: { 200: resendLoginCodeResponse, ...errors },
        },
        config: limited,
      },
      async (request) => ({
        message: 'A new code has been sent to your email',
        data: await login.resendLoginCode(deps, request.body, requestOrigin(request)),
      }),
    );

    api.post(
      AUTH_PATHS.refresh,
      {
        schema: { tags, body: refreshRequest, response: { 200: refreshResponse, ...errors } },
        config: limited,
      },
      async (request) => ({
        message: 'Token refreshed',
        data: await sessions.refresh(deps, request.body, requestOrigin(request)),
      }),
    );

    api.post(
      AUTH_PATHS.forgotPassword,
      {
        schema: { tags, body: forgotPasswordRequest, response: { 200: messageOnly, ...errors } },
        config: limited,
      },
      async (request) => {
        await passwords.forgotPassword(deps, request.body, requestOrigin(request));
        return { message: auth.RESET_PIN_SENT, data: null };
      },
    );

    api.post(
      AUTH_PATHS.resetPassword,
      {
        schema: { tags, body: resetPasswordRequest, response: { 200: messageOnly, ...errors } },
        config: limited,
      },
      async (request) => {
        await passwords.resetPassword(deps, request.body, requestOrigin(request));
        return { message: 'Your password has been reset. You can now log in.', data: null };
      },
    );

    api.post(
      AUTH_PATHS.memberPasswordLink,
      {
        schema: {
          tags,
          body: memberPasswordLinkRequest,
          response: { 200: memberPasswordLinkResponse, ...errors },
        },
        config: limited,
      },
      async (request) => ({
        message: 'Password link',
        data: await passwords.describeMemberPasswordLink(deps, request.body),
      }),
    );

    api.post(
      AUTH_PATHS.memberCreatePassword,
      {
        schema: { tags, body: memberPasswordRequest, response: { 200: messageOnly, ...errors } },
        config: limited,
      },
      async (request) => {
        await passwords.createMemberPassword(deps, request.body, requestOrigin(request));
        return { message: 'Password created. You can now log in.', data: null };
      },
    );

    api.post(
      AUTH_PATHS.memberResetPassword,
      {
        schema: { tags, body: memberPasswordRequest, response: { 200: messageOnly, ...errors } },
        config: limited,
      },
      async (request) => {
        await passwords.resetMemberPassword(deps, request.body, requestOrigin(request));
        return { message: 'Your password has been reset. You can now log in.', data: null };
      },
    );

    api.post(
      AUTH_PATHS.logout,
      {
        schema: {
          tags,
          // The spec posts logout with an empty body; without one Fastify hands the schema null.
          body: emptyData.nullish(),
          response: { 200: messageOnly, ...errors },
          security: [{ bearer: [] }],
        },
        config: { encrypted: true, auth: true, permission: 'session' },
      },
      async (request) => {
        await sessions.logout(deps, authOf(request), requestOrigin(request));
        return { message: 'Logged out', data: null };
      },
    );

    api.get(
      AUTH_PATHS.clientInfo,
      { schema: { tags, response: { 200: clientInfoResponse } } },
      async (request) => ({ message: 'Client', data: { ipAddress: request.ip } }),
    );
  };
}
