// A real app on a fresh PostgreSQL database (cloned from the migrated template) with workers running.
// `call` (and `api` on top of it) speaks the payload envelope when encryption is on, so tests read the same either way.
import { randomBytes } from 'node:crypto';
import { isEncryptedEnvelope, PayloadCipher } from '@paydesk/contracts';
import { createTestDatabase, type TestDatabase } from '@paydesk/db/testing/test-database';
import type { FastifyInstance } from 'fastify';
import { type AppConfig, type EnvConfig, readEnvConfig, resolveConfig } from '../../src/config.ts';
import { createWalletFiles } from '../../src/modules/wallets/index.ts';
import { createServer, type Server } from '../../src/server.ts';
import { type ApiClient, createApiClient } from './api-client.ts';
import { expectStatementsReconcile } from './statement-check.ts';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface CallResult<T = unknown> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
  /** The body exactly as it crossed the wire (encrypted when encryption is on). */
  raw: unknown;
}

export interface TestApp {
  app: FastifyInstance;
  server: Server;
  config: AppConfig;
  database: TestDatabase;
  cipher: PayloadCipher | null;
  /** Typed requests: every answer parsed with its contract (see api-client.ts). New tests use this. */
  api: ApiClient;
  /** The raw request under `api`, its body not parsed (`unknown`); for tests of the wire format itself. */
  call<T = unknown>(
    method: Method,
    url: string,
    body?: unknown,
    options?: { token?: string; headers?: Record<string, string>; ip?: string },
  ): Promise<CallResult<T>>;
  close(): Promise<void>;
}

export async function startTestApp(
  options: {
    encryption?: boolean;
    env?: Partial<Record<keyof EnvConfig, string>>;
    /** What the server is built with beyond config (a test's own approvals engine). */
    server?: Parameters<typeof createServer>[2];
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const env = readEnvConfig({
    NODE_ENV: 'test',
    // Tests read login codes from the dev mailbox, which test mode mounts only when asked.
    DEV_MAILBOX: 'true',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    GLOBAL_RATE_LIMIT_PER_MINUTE: '100000',
    BUSINESS_RATE_LIMIT_PER_MINUTE: '100000',
    PUBLIC_URL: 'http://localhost:3000',
    DATABASE_POOL_SIZE: '10',
    BANK_NAME_ENQUIRY_DELAY_MS: '0',
    ...options.env,
  });
  const payloadKey = options.encryption === false ? undefined : randomBytes(32).toString('hex');
  const config = resolveConfig(
    { ...env, PAYLOAD_ENCRYPTION: payloadKey !== undefined },
    { appSecret: randomBytes(32).toString('base64url'), payloadKey },
  );
  const server = await createServer(config, database.url, options.server);
  await server.app.ready();
  const cipher = config.PAYLOAD_ENCRYPTION_KEY
    ? await PayloadCipher.fromHexKey(config.PAYLOAD_ENCRYPTION_KEY)
    : null;

  const call: TestApp['call'] = async (method, url, body, callOptions = {}) => {
    const headers: Record<string, string> = { ...callOptions.headers };
    if (callOptions.token) headers.authorization = `Bearer ${callOptions.token}`;
    const isAuthCall = url.startsWith('/api/auth/');
    const payload = body === undefined ? undefined : cipher && isAuthCall ? await cipher.encrypt(body) : body;
    const response = await server.app.inject({
      method,
      url,
      headers,
      payload: payload as object | undefined,
      remoteAddress: callOptions.ip ?? '127.0.0.1',
    });
    const raw = response.body ? JSON.parse(response.body) : undefined;
    const decoded = cipher && isEncryptedEnvelope(raw) ? await cipher.decrypt(raw) : raw;
    return { status: response.statusCode, body: decoded, headers: response.headers, raw };
  };

  return {
    app: server.app,
    server,
    config,
    database,
    cipher,
    api: createApiClient(call),
    call,
    /** Stops the app and drops its database, failing when a statement it made does not reconcile. */
    async close() {
      try {
        await expectStatementsReconcile(database.url, createWalletFiles(config));
      } finally {
        await server.close();
        await database.drop();
      }
    },
  };
}
