// The typed way API tests talk to the app: every answer is parsed with its contract, so a test that passes also proves
// the server keeps the contract the web client reads with. A success (status below 400) is parsed with the schema the
// test names (by default any `{ message, data }` envelope); an error with the error envelope. When the answer breaks
// its contract the test fails with the request, the zod issues and the body.
import { type ErrorResponse, errorResponse, success } from '@paydesk/contracts';
import { z } from 'zod';
import type { CallResult, Method } from './test-app.ts';

export interface ApiCallOptions<S extends z.ZodType> {
  token?: string;
  headers?: Record<string, string>;
  ip?: string;
  /** The contract of the success answer, as the route declares it (e.g. `addSubAccountResponse`). */
  schema?: S;
}

/** Any success envelope, for answers whose `data` the test does not read. */
export const anyEnvelope = success(z.unknown());
export type AnyEnvelope = typeof anyEnvelope;

const BODY_SHOWN = 2000;

/** One answer, its body parsed with the contract that fits its status. */
export class ApiAnswer<T> {
  readonly status: number;
  readonly headers: Record<string, unknown>;
  /** The body exactly as it crossed the wire (encrypted when encryption is on). */
  readonly raw: unknown;
  /** The success envelope parsed with the contract, or the error envelope. */
  readonly body: T | ErrorResponse;
  readonly #what: string;

  constructor(what: string, result: CallResult<unknown>, schema: z.ZodType<T>) {
    this.#what = what;
    this.status = result.status;
    this.headers = result.headers;
    this.raw = result.raw;
    this.body =
      this.status < 400 ? parseOrFail(what, result, schema) : parseOrFail(what, result, errorResponse);
  }

  get succeeded(): boolean {
    return this.status < 400;
  }

  /** `data` of the success envelope; fails the test when the server answered with an error. */
  get data(): DataOf<T> {
    if (!this.succeeded) {
      throw new Error(`${this.#what} answered ${this.status}, not a success: ${show(this.body)}`);
    }
    return (this.body as { data: DataOf<T> }).data;
  }

  /** The error envelope; fails the test when the server answered with a success. */
  get error(): ErrorResponse {
    if (this.succeeded) {
      throw new Error(`${this.#what} answered ${this.status}, not an error: ${show(this.body)}`);
    }
    return this.body as ErrorResponse;
  }
}

/** `data` of a success envelope. */
export type DataOf<T> = T extends { data: infer D } ? D : never;

export interface ApiClient {
  send<S extends z.ZodType = AnyEnvelope>(
    method: Method,
    url: string,
    body?: unknown,
    options?: ApiCallOptions<S>,
  ): Promise<ApiAnswer<z.output<S>>>;
  get<S extends z.ZodType = AnyEnvelope>(
    url: string,
    options?: ApiCallOptions<S>,
  ): Promise<ApiAnswer<z.output<S>>>;
  delete<S extends z.ZodType = AnyEnvelope>(
    url: string,
    options?: ApiCallOptions<S>,
  ): Promise<ApiAnswer<z.output<S>>>;
  post<S extends z.ZodType = AnyEnvelope>(
    url: string,
    body?: unknown,
    options?: ApiCallOptions<S>,
  ): Promise<ApiAnswer<z.output<S>>>;
  put<S extends z.ZodType = AnyEnvelope>(
    url: string,
    body?: unknown,
    options?: ApiCallOptions<S>,
  ): Promise<ApiAnswer<z.output<S>>>;
  patch<S extends z.ZodType = AnyEnvelope>(
    url: string,
    body?: unknown,
    options?: ApiCallOptions<S>,
  ): Promise<ApiAnswer<z.output<S>>>;
}

type RawCall = (
  method: Method,
  url: string,
  body?: unknown,
  options?: { token?: string; headers?: Record<string, string>; ip?: string },
) => Promise<CallResult<unknown>>;

export function createApiClient(call: RawCall): ApiClient {
  const send = async <S extends z.ZodType = AnyEnvelope>(
    method: Method,
    url: string,
    body?: unknown,
    options: ApiCallOptions<S> = {},
  ): Promise<ApiAnswer<z.output<S>>> => {
    const { schema, ...callOptions } = options;
    const result = await call(method, url, body, callOptions);
    return new ApiAnswer(`${method} ${url}`, result, (schema ?? anyEnvelope) as z.ZodType<z.output<S>>);
  };
  return {
    send,
    get: (url, options) => send('GET', url, undefined, options),
    delete: (url, options) => send('DELETE', url, undefined, options),
    post: (url, body, options) => send('POST', url, body, options),
    put: (url, body, options) => send('PUT', url, body, options),
    patch: (url, body, options) => send('PATCH', url, body, options),
  };
}

function parseOrFail<T>(what: string, result: CallResult<unknown>, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(result.body);
  if (parsed.success) return parsed.data;
  throw new Error(
    `${what} answered ${result.status} with a body that breaks its contract:\n${z.prettifyError(parsed.error)}\nbody: ${show(result.body)}`,
  );
}

function show(body: unknown): string {
  const text = JSON.stringify(body);
  return text === undefined ? '(no body)' : text.length > BODY_SHOWN ? `${text.slice(0, BODY_SHOWN)}…` : text;
}
