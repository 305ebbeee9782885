// One place that turns every failure into the error shape of architecture rule 3. 5xx never leak internals.
import {
  ErrorCode,
  type ErrorResponse,
  GENERIC_FAILURE_MESSAGE,
  VALIDATION_ERRORS_MESSAGE,
} from '@paydesk/contracts';
import { isDatabaseUnavailable } from '@paydesk/db';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError, errorBody, TooManyAttempts } from '../lib/errors.ts';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again later.';
/** Seconds a client is asked to wait when the database cannot be reached (a restart or failover takes a few). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

function validationErrors(
  issues: { instancePath?: string; params?: { issue?: { path?: PropertyKey[] } }; message?: string }[],
) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const path =
      issue.params?.issue?.path?.map(String).join('.') ||
      issue.instancePath?.replace(/^\//, '').replace(/\//g, '.') ||
      'body';
    const list = errors[path] ?? [];
    list.push(issue.message ?? 'Invalid value');
    errors[path] = list;
  }
  return errors;
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status = 500;
    let body: ErrorResponse = { error: true, message: INTERNAL_MESSAGE, code: ErrorCode.internal };
    if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      body = {
        error: true,
        message: VALIDATION_ERRORS_MESSAGE,
        code: ErrorCode.validation,
        errors: validationErrors(error.validation),
      };
    } else if (error instanceof DomainError) {
      status = error.statusCode;
      body = errorBody(error);
      if (error instanceof TooManyAttempts) reply.header('retry-after', String(error.retryAfterSeconds));
    } else if (isDatabaseUnavailable(error)) {
      // A database blip is not a bug: nothing was done (or, for a commit cut short, a retry with the same
      // Idempotency-Key replays it), so the client is told to come back.
      status = 503;
      body = { error: true, message: GENERIC_FAILURE_MESSAGE, code: ErrorCode.unavailable };
      reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    } else if (error.statusCode === 429) {
      status = 429;
      body = {
        error: true,
        message: 'Too many requests. Please wait a moment and try again.',
        code: ErrorCode.rateLimited,
      };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large.
      status = error.statusCode;
      const code = status === 404 ? ErrorCode.notFound : ErrorCode.badRequest;
      body = { error: true, message: error.message || 'Bad request', code };
    }
    if (status === 503 && body.code === ErrorCode.unavailable)
      request.log.warn({ err: error }, 'database unavailable');
    else if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, status }, body.message);
    reply.status(status).type('application/json').send(body);
  });
}

export function apiNotFound(message = 'Route not found'): ErrorResponse {
  return { error: true, message, code: ErrorCode.notFound };
}
