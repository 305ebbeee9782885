// Every failure of the request layer becomes an ApiError; this file also holds the pure classification rules.
import { API_MESSAGES, REFRESH_TRIGGER_MESSAGES } from './messages.ts';

export type FailureKind = 'http' | 'network' | 'decode' | 'no-data' | 'refresh' | 'other';

export interface ApiErrorInit {
  kind: FailureKind;
  status?: number;
  code?: string;
  /** The decoded error body, passed on as the server sent it. */
  payload?: unknown;
  /** Set once a toast already told the user (e.g. the refresh failure), so nobody toasts it again. */
  notified?: boolean;
}

export class ApiError extends Error {
  readonly kind: FailureKind;
  readonly status: number | undefined;
  readonly code: string | undefined;
  readonly payload: unknown;
  notified: boolean;

  constructor(message: string, init: ApiErrorInit) {
    super(message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.payload = init.payload;
    this.notified = init.notified ?? false;
  }

  /** Field errors of a 'Validation Errors' response: { field: [messages] }. */
  get fieldErrors(): Record<string, string[]> {
    const errors = (this.payload as { errors?: unknown } | undefined)?.errors;
    if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return {};
    return Object.fromEntries(
      Object.entries(errors as Record<string, unknown>).map(([field, value]) => [
        field,
        (Array.isArray(value) ? value : [value]).filter((m): m is string => typeof m === 'string'),
      ]),
    );
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** A request that got no response: offline or not (spec §8). */
export function noResponseError(online: boolean): ApiError {
  return new ApiError(online ? API_MESSAGES.noResponse : API_MESSAGES.offline, { kind: 'network' });
}

export const decodeError = () => new ApiError(API_MESSAGES.invalidResponse, { kind: 'decode' });
export const noDataError = () => new ApiError(API_MESSAGES.noData, { kind: 'no-data' });

/** An error response: its decoded body is passed on; the message is the server's when it has one. */
export function httpError(status: number, payload: unknown): ApiError {
  const body = (payload && typeof payload === 'object' ? payload : {}) as {
    message?: unknown;
    code?: unknown;
  };
  const message = typeof body.message === 'string' && body.message ? body.message : API_MESSAGES.otherFailure;
  return new ApiError(message, {
    kind: 'http',
    status,
    payload,
    ...(typeof body.code === 'string' ? { code: body.code } : {}),
  });
}

/** Anything else that went wrong becomes 'An error occurred. Please try again later.' */
export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  return new ApiError(API_MESSAGES.otherFailure, { kind: 'other' });
}

/** A 401 whose message is 'Expired Session, Please Login Again' or 'unauthorized', any case, asks for a refresh. */
export function isRefreshTrigger(error: unknown): boolean {
  if (!isApiError(error) || error.status !== 401) return false;
  const message = error.message.trim().toLowerCase();
  return (REFRESH_TRIGGER_MESSAGES as readonly string[]).includes(message);
}

/** The API answered 404: the record does not exist (or belongs to another business, architecture rule 5). */
export function isNotFoundError(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}
