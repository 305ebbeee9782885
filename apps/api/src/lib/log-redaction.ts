// Errors as the logs see them. A failed query carries its SQL parameters (an email, a name, an amount) in its
// message, its stack and its cause's detail ("Key (email)=(…) already exists"); a log keeps only what debugging
// needs and names no one: the PostgreSQL error code, the statement with its placeholders, and the names of the
// table, column and constraint (issue 9).
import { stdSerializers } from 'pino';

const STATEMENT_MAX = 2_000;
const PG_CODE = /^[0-9A-Z]{5}$/;

interface PgErrorLike {
  code?: unknown;
  severity?: unknown;
  table?: unknown;
  column?: unknown;
  constraint?: unknown;
  routine?: unknown;
}

interface QueryErrorLike {
  query?: unknown;
  params?: unknown;
  cause?: unknown;
}

const isPgError = (value: unknown): value is Error & PgErrorLike =>
  value instanceof Error &&
  typeof (value as PgErrorLike).code === 'string' &&
  PG_CODE.test((value as PgErrorLike).code as string) &&
  typeof (value as PgErrorLike).severity === 'string';

const isQueryError = (value: unknown): value is Error & QueryErrorLike =>
  value instanceof Error &&
  typeof (value as QueryErrorLike).query === 'string' &&
  Array.isArray((value as QueryErrorLike).params);

/** The stack's frames without its first line, which repeats the message (and with it the parameters). */
const framesOnly = (stack: string | undefined) =>
  stack
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');

/** A statement as drizzle sends it: placeholders ($1…) stand for the values, which are never logged. */
export const redactStatement = (statement: string) =>
  statement
    .replace(/'(?:[^']|'')*'/g, "'…'")
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, STATEMENT_MAX);

/** A database error reduced to its code and redacted statement; any other error as pino would log it. */
export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function serializeError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return stdSerializers.err(error as Error);
  const query = isQueryError(error) ? error : null;
  const pgError = isPgError(error) ? error : query && isPgError(query.cause) ? query.cause : null;
  if (!query && !pgError) return stdSerializers.err(error);
  const pick = (key: keyof PgErrorLike) =>
    typeof pgError?.[key] === 'string' ? { [key]: pgError[key] as string } : {};
  return {
    type: error.constructor?.name ?? 'Error',
    message: `Database error ${pgError?.code ?? '(no code)'}${query ? ' in a query' : ''} (parameters not logged)`,
    ...pick('code'),
    ...pick('severity'),
    ...pick('table'),
    ...pick('column'),
    ...pick('constraint'),
    ...pick('routine'),
    ...(query
      ? {
          statement: redactStatement(query.query as string),
          parameterCount: (query.params as unknown[]).length,
        }
      : {}),
    stack: framesOnly(error.stack) ?? '',
  };
}

/** Pino serializers for `{ err }` fields: Fastify's logger and the process logger use the same. */
export const logSerializers = { err: serializeError, error: serializeError };
