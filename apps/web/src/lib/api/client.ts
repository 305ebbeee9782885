// The request layer (spec §7, §8): concurrency limit, payload rules, the encrypted envelope, error classification,
// and the single token refresh with queued replays. Built from injected parts so it runs under plain Node in tests.
import {
  AUTH_PATHS,
  CHANNEL,
  isEncryptedEnvelope,
  type PayloadCipher,
  parseMaybeJson,
  refreshResponse,
} from '@paydesk/contracts';
import {
  LOGOUT_AFTER_FAILED_REFRESH_MS,
  MAX_CONCURRENT_REQUESTS,
  REPLAY_DELAY_MS,
  REQUEST_SLOT_POLL_MS,
} from '../constants.ts';
import {
  ApiError,
  decodeError,
  httpError,
  isRefreshTrigger,
  noDataError,
  noResponseError,
  toApiError,
} from './api-error.ts';
import { readFile } from './download.ts';
import { API_MESSAGES } from './messages.ts';
import { buildQueryString, cleanPayload } from './payload.ts';
import { RequestSlots, sleep as realSleep, type Sleep } from './request-slots.ts';
import { tokenExpiryFrom } from './token-expiry.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method: HttpMethod;
  path: string;
  body?: unknown;
  query?: Record<string, unknown>;
  /** The spec's second base URL is used for some POSTs. */
  baseUrl?: 'main' | 'secondary';
  /** Send the session token (default true). */
  useLoginToken?: boolean;
  /** A token to send instead of the session's (sub-account calls send the main account's). */
  customToken?: string;
  headers?: Record<string, string>;
  /** Encrypt the body into { iv, encryptedValue } when encryption is configured. */
  encrypted?: boolean;
  /** 'file' reads a successful body as a download (e.g. a CSV export); failures still decode as JSON. */
  responseType?: 'json' | 'file';
}

export interface Toast {
  kind: 'success' | 'warning' | 'error' | 'info';
  title?: string;
  message: string;
}

export interface RefreshedTokens {
  token: string;
  refreshToken: string;
  tokenExpiry: number;
}

/** How the request layer sees the login session. */
export interface SessionBridge {
  token(): string | null;
  refreshToken(): string | null;
  refreshed(tokens: RefreshedTokens): void;
  /** The refresh failed: log the user out. */
  expired(): void;
}

export interface ApiClientDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  baseUrls: Record<'main' | 'secondary', string>;
  /** Resolves to null when payload encryption is off. */
  cipher: () => Promise<PayloadCipher | null>;
  session: SessionBridge;
  notify: (toast: Toast) => void;
  isOnline: () => boolean;
  sleep?: Sleep;
  /** Requests in flight at once (spec §7: MAX_CONCURRENT_REQUESTS, the default). */
  maxConcurrent?: number;
}

interface Waiter {
  options: RequestOptions;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

export function createApiClient(deps: ApiClientDeps) {
  const wait = deps.sleep ?? realSleep;
  const slots = new RequestSlots(deps.maxConcurrent ?? MAX_CONCURRENT_REQUESTS, REQUEST_SLOT_POLL_MS, wait);
  let refreshing = false;
  let waiting: Waiter[] = [];

  const tokenFor = (options: RequestOptions) =>
    options.customToken ?? (options.useLoginToken === false ? null : deps.session.token());

  async function decode(response: Response, cipher: PayloadCipher | null): Promise<unknown> {
    let text: string;
    try {
      text = await response.text();
    } catch {
      throw decodeError();
    }
    if (text.trim() === '') return undefined;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw decodeError();
    }
    // Some responses arrive as a JSON string holding the JSON.
    if (typeof parsed === 'string') parsed = parseMaybeJson(parsed);
    if (!isEncryptedEnvelope(parsed)) return parsed;
    if (!cipher) throw decodeError();
    try {
      return await cipher.decrypt(parsed);
    } catch {
      throw decodeError();
    }
  }

  async function sendOnce(options: RequestOptions, token: string | null): Promise<unknown> {
    const cipher = await deps.cipher();
    const url = `${deps.baseUrls[options.baseUrl ?? 'main']}${options.path}${buildQueryString(options.query)}`;
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: string | FormData | undefined;
    if (options.body instanceof FormData) {
      // File uploads go as multipart as they are; the browser sets the content type with its boundary.
      body = options.body;
    } else if (options.body !== undefined && options.method !== 'GET') {
      const clean = cleanPayload(options.body);
      body = JSON.stringify(options.encrypted && cipher ? await cipher.encrypt(clean) : clean);
      headers['Content-Type'] = 'application/json';
    }
    let response: Response;
    try {
      response = await deps.fetch(url, { method: options.method, headers, body, credentials: 'same-origin' });
    } catch {
      throw noResponseError(deps.isOnline());
    }
    if (options.responseType === 'file' && response.ok) return readFile(response);
    const payload = await decode(response, cipher);
    if (payload === undefined) throw noDataError();
    if (!response.ok) throw httpError(response.status, payload);
    const flagged = payload as { error?: unknown; message?: unknown };
    if (flagged && typeof flagged === 'object' && flagged.error && typeof flagged.message === 'string') {
      deps.notify({ kind: 'error', message: flagged.message });
    }
    return payload;
  }

  const send = (options: RequestOptions, token: string | null) =>
    slots
      .run(() => sendOnce(options, token))
      .catch((error: unknown) => {
        throw toApiError(error);
      });

  function takeQueue(): Waiter[] {
    const queued = waiting;
    waiting = [];
    refreshing = false;
    return queued;
  }

  async function failRefresh(): Promise<void> {
    for (const waiter of takeQueue()) {
      waiter.reject(
        new ApiError(API_MESSAGES.refreshFailed, { kind: 'refresh', status: 401, notified: true }),
      );
    }
    deps.notify({
      kind: 'error',
      title: API_MESSAGES.refreshFailedTitle,
      message: API_MESSAGES.refreshFailed,
    });
    await wait(LOGOUT_AFTER_FAILED_REFRESH_MS);
    deps.session.expired();
  }

  async function refresh(): Promise<void> {
    refreshing = true;
    let tokens: RefreshedTokens;
    try {
      const payload = await send(
        {
          method: 'POST',
          path: AUTH_PATHS.refresh,
          body: { refreshToken: deps.session.refreshToken(), channel: CHANNEL },
          baseUrl: 'main',
          useLoginToken: false,
          encrypted: true,
        },
        null,
      );
      const { data } = refreshResponse.parse(payload);
      // The expiry is read from the token itself (spec §7); the server's figure is the fallback.
      tokens = { ...data, tokenExpiry: tokenExpiryFrom(data.token) ?? data.tokenExpiry };
    } catch {
      await failRefresh();
      return;
    }
    deps.session.refreshed(tokens);
    const queued = takeQueue();
    for (const [index, waiter] of queued.entries()) {
      if (index > 0) await wait(REPLAY_DELAY_MS);
      send(waiter.options, tokens.token).then(waiter.resolve, waiter.reject);
    }
  }

  function queueForRefresh(options: RequestOptions): Promise<unknown> {
    return new Promise((resolve, reject) => {
      waiting.push({ options, resolve, reject });
      if (!refreshing) void refresh();
    });
  }

  async function request<T = unknown>(options: RequestOptions): Promise<T> {
    const token = tokenFor(options);
    try {
      return (await send(options, token)) as T;
    } catch (error) {
      const usesSession = !options.customToken && options.useLoginToken !== false;
      if (!usesSession || !isRefreshTrigger(error) || !deps.session.refreshToken()) throw error;
      // Another call refreshed while this one was in flight: replay it at once with the new token.
      const current = deps.session.token();
      if (!refreshing && current && current !== token) return (await send(options, current)) as T;
      return (await queueForRefresh(options)) as T;
    }
  }

  return {
    request,
    get activeRequests() {
      return slots.active;
    },
  };
}
