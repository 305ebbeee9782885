// The web client's request layer (apps/web/src/lib/api, spec §7, §8, §9) driven against the real API on a real
// port: the module the browser uses, with its real config reader, session store and toasts, over real HTTP.
//
// Seams, all at the edges of the product:
// - Node has no window, navigator or localStorage: the test provides /config.js's window.__PAYDESK_CONFIG__ (an
//   absolute base URL), navigator.onLine and an in-memory localStorage before the web module is imported.
// - startTestApp has already called ready(), so Fastify hooks can no longer be added; the test watches the node
//   HTTP server underneath instead (every request, its status, how many are in flight) and can hold a request back
//   before Fastify sees it (to slow the refresh, or to keep requests in flight).
// - Two answers the API never gives (an empty 200 body, and a 200 body carrying error and message; a 500 without a
//   message) are written at that same socket, marked by a test header, to show the client's handling of them.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import {
  AUDIT_LOG_PATHS,
  AUTH_PATHS,
  DASHBOARD_PATHS,
  type LoginSession,
  NOTIFICATION_PATHS,
} from '@paydesk/contracts';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAccessTokens } from '../src/platform/access-tokens.ts';
import { createBusiness, login, type TestMember } from './helpers/fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

type WebApi = typeof import('../../web/src/lib/api/index.ts');
type WebSession = typeof import('../../web/src/lib/storage/session-store.ts');
type Toast = Parameters<Parameters<WebApi['setApiNotifier']>[0]>[0];

interface Seen {
  method: string;
  path: string;
  authorization: string | undefined;
  at: number;
  status?: number;
}

const REFRESH_PATH = `/api${AUTH_PATHS.refresh}`;
const MESSAGES = {
  refreshFailedTitle: 'Authorization',
  refreshFailed: 'An error occured, Please Login Again',
  noResponse: 'Error: Invalid request. Please try again later.',
  offline: 'No Internet Connection',
  invalidResponse: 'Invalid response data.',
  otherFailure: 'An error occurred. Please try again later.',
  noData: 'response.data is not defined!',
  fallbackToast: 'An error occurred',
};

let t: TestApp;
let web: WebApi;
let sessionStore: WebSession['useSessionStore'];
let owner: TestMember;
const toasts: Toast[] = [];
const seen: Seen[] = [];
/** Milliseconds to hold requests to a path back before the API sees them. */
const holdBack = new Map<string, number>();
const inFlight = { now: 0, max: 0 };
const online = { value: true };

/** Watches the API's node HTTP server: every request, its status, in-flight counts; holds requests back on demand. */
function watch(server: Server) {
  const [fastify] = server.listeners('request') as Array<(req: IncomingMessage, res: ServerResponse) => void>;
  if (!fastify) throw new Error('the API server has no request handler');
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '').split('?')[0]!;
    const entry: Seen = {
      method: req.method ?? '',
      path,
      authorization: req.headers.authorization,
      at: Date.now(),
    };
    seen.push(entry);
    inFlight.now += 1;
    inFlight.max = Math.max(inFlight.max, inFlight.now);
    res.on('close', () => {
      inFlight.now -= 1;
      entry.status = res.statusCode;
    });
    const answer = req.headers['x-test-answer'];
    if (answer === 'empty') return void res.writeHead(200, { 'content-type': 'application/json' }).end();
    if (answer === 'error-and-message') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end(JSON.stringify({ error: true, message: 'Wallet Not Found', data: null }));
    }
    if (answer === 'bare-error') {
      res.writeHead(500, { 'content-type': 'application/json' });
      return void res.end('{}');
    }
    const delay = Number(req.headers['x-test-delay-ms'] ?? holdBack.get(path) ?? 0);
    if (delay > 0) setTimeout(() => fastify.call(server, req, res), delay);
    else fastify.call(server, req, res);
  });
}

/** A port nothing listens on: the server is down. */
async function deadPort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

function installBrowserGlobals(config: Record<string, unknown>) {
  const memory = new Map<string, string>();
  const storage = {
    getItem: (key: string) => memory.get(key) ?? null,
    setItem: (key: string, value: string) => void memory.set(key, String(value)),
    removeItem: (key: string) => void memory.delete(key),
    clear: () => memory.clear(),
    key: (index: number) => [...memory.keys()][index] ?? null,
    get length() {
      return memory.size;
    },
  };
  const navigator = {
    get onLine() {
      return online.value;
    },
  };
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true, writable: true });
  Object.defineProperty(globalThis, 'navigator', { value: navigator, configurable: true, writable: true });
  Object.defineProperty(globalThis, 'window', {
    value: { __PAYDESK_CONFIG__: config },
    configurable: true,
    writable: true,
  });
}

/** The session the web app would hold after logging in, with its access token already expired. */
async function expiredSession(session: LoginSession): Promise<LoginSession> {
  const claims = decodeJwt(session.token) as { sub: string; sid: string; cid: string; role: string };
  const { token } = await createAccessTokens(t.config.APP_SECRET, -60).sign({
    sessionId: claims.sid,
    userId: claims.sub,
    companyId: claims.cid,
    role: claims.role,
  });
  return { ...session, token };
}

/** A new member of the business each time: the login fixture reads the newest code per mailbox. */
const signInFresh = async (role: 'employer' | 'custom' = 'employer') =>
  login(t, await createBusiness(t, { role, companyId: owner.companyId }));

const refreshes = () => seen.filter((s) => s.path === REFRESH_PATH);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  watch(t.app.server);
  owner = await createBusiness(t, { name: 'Yaba Bakery' });

  installBrowserGlobals({
    apiBaseUrl: `http://127.0.0.1:${port}/api`,
    // The spec's second base URL: here a server that is down.
    secondaryApiBaseUrl: `http://127.0.0.1:${await deadPort()}/api`,
    payloadEncryptionKey: t.config.PAYLOAD_ENCRYPTION_KEY,
    hostKind: 'local',
  });
  web = await import('../../web/src/lib/api/index.ts');
  sessionStore = (await import('../../web/src/lib/storage/session-store.ts')).useSessionStore;
  // Only config.ts reads window, once, at import: nothing else in this process should think it is a browser.
  Reflect.deleteProperty(globalThis, 'window');
  web.setApiNotifier((toast) => toasts.push(toast));
});

afterAll(async () => {
  await t?.close();
});

beforeEach(() => {
  toasts.length = 0;
  seen.length = 0;
  holdBack.clear();
  inFlight.max = inFlight.now;
  online.value = true;
});

describe('token refresh against the real API (spec §7, §8)', () => {
  it('ten concurrent calls that all get the expiry 401 cause exactly one refresh, then all succeed, replayed with the new token 100 ms apart', async () => {
    const session = await signInFresh();
    const expired = await expiredSession(session);
    sessionStore.getState().signIn(expired);
    // A slow refresh: every call has its 401 before the new token arrives, so all ten wait in the queue.
    holdBack.set(REFRESH_PATH, 400);

    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        web.request<{ message: string; data: { counts: { all: number } } }>({
          method: 'GET',
          path: NOTIFICATION_PATHS.list,
        }),
      ),
    );

    expect(results.map((r) => r.message)).toEqual(Array(10).fill('Notifications'));
    expect(refreshes()).toHaveLength(1);
    expect(refreshes()[0]!.status).toBe(200);

    const lists = seen.filter((s) => s.path === `/api${NOTIFICATION_PATHS.list}`);
    const withExpired = lists.filter((s) => s.authorization === `Bearer ${expired.token}`);
    const newToken = sessionStore.getState().data!.token;
    const replayed = lists.filter((s) => s.authorization === `Bearer ${newToken}`);
    expect(newToken).not.toBe(expired.token);
    expect(withExpired).toHaveLength(10);
    expect(withExpired.every((s) => s.status === 401)).toBe(true);
    expect(replayed).toHaveLength(10);
    expect(replayed.every((s) => s.status === 200)).toBe(true);
    // Replays leave 100 ms apart: none follows the previous at once, and the ten span at least nine gaps (with
    // slack for arrival jitter on a busy machine).
    const gaps = replayed.slice(1).map((s, i) => s.at - replayed[i]!.at);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(40);
    expect(replayed.at(-1)!.at - replayed[0]!.at).toBeGreaterThanOrEqual(850);
    // The new token and refresh token are stored; the refresh token rotated.
    expect(sessionStore.getState().data!.refreshToken).not.toBe(session.refreshToken);
    expect(toasts).toEqual([]);
  });

  it("a failing refresh rejects every queued call, shows 'Authorization' / 'An error occured, Please Login Again' and logs out after 1 s", async () => {
    const session = await signInFresh();
    const expired = await expiredSession(session);
    sessionStore.getState().signIn({ ...expired, refreshToken: 'a-refresh-token-the-server-never-issued' });

    const calls = Array.from({ length: 3 }, () =>
      web.request({ method: 'GET', path: DASHBOARD_PATHS.walletBalance }).then(
        () => null,
        (error: Error) => error,
      ),
    );
    const errors = await Promise.all(calls);
    const rejectedAt = Date.now();

    expect(errors.map((e) => e?.message)).toEqual(Array(3).fill(MESSAGES.refreshFailed));
    expect(refreshes()).toHaveLength(1);
    expect(refreshes()[0]!.status).toBe(401);
    expect(toasts).toEqual([
      { kind: 'error', title: MESSAGES.refreshFailedTitle, message: MESSAGES.refreshFailed },
    ]);
    // Still signed in right after the toast; signed out one second later.
    expect(sessionStore.getState().loggedIn).toBe(true);
    while (sessionStore.getState().loggedIn && Date.now() - rejectedAt < 3000) await sleep(20);
    expect(sessionStore.getState().loggedIn).toBe(false);
    expect(sessionStore.getState().data).toBeNull();
    expect(Date.now() - rejectedAt).toBeGreaterThanOrEqual(950);
    // The notifier was told once; rejected calls are marked so nobody toasts them again.
    web.notifyApiError(errors[0]);
    expect(toasts).toHaveLength(1);
  });
});

describe('concurrency against the real API (spec §7, §9)', () => {
  it('at most 5 requests are in flight at the server at once; the rest wait and then all succeed', async () => {
    sessionStore.getState().signIn(await signInFresh());
    inFlight.max = 0;
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        web.request<{ data: { balance: number; currency: string } }>({
          method: 'GET',
          path: DASHBOARD_PATHS.walletBalance,
          // Each request stays at the server for 300 ms, so the queue builds up.
          headers: { 'x-test-delay-ms': '300' },
        }),
      ),
    );
    expect(results.every((r) => r.data.currency === 'NGN')).toBe(true);
    expect(seen.filter((s) => s.path === `/api${DASHBOARD_PATHS.walletBalance}`)).toHaveLength(12);
    expect(inFlight.max).toBe(5);
  });
});

describe('the error catalogue against the real API (spec §8)', () => {
  beforeEach(async () => {
    if (!sessionStore.getState().loggedIn) sessionStore.getState().signIn(await signInFresh());
  });

  const failure = (options: Parameters<WebApi['request']>[0]) =>
    web.request(options).then(
      () => {
        throw new Error('expected the call to fail');
      },
      (error: InstanceType<WebApi['ApiError']>) => error,
    );

  it("the server is down: 'Error: Invalid request. Please try again later.'", async () => {
    const error = await failure({ method: 'POST', path: '/b2b/anything', body: {}, baseUrl: 'secondary' });
    expect(error).toBeInstanceOf(web.ApiError);
    expect(error.message).toBe(MESSAGES.noResponse);
  });

  it("no response while offline: 'No Internet Connection'", async () => {
    online.value = false;
    const error = await failure({ method: 'POST', path: '/b2b/anything', body: {}, baseUrl: 'secondary' });
    expect(error.message).toBe(MESSAGES.offline);
  });

  it("a body that is not JSON (the CSV export read as JSON): 'Invalid response data.'", async () => {
    const error = await failure({ method: 'GET', path: AUDIT_LOG_PATHS.export });
    expect(seen.at(-1)).toMatchObject({ path: `/api${AUDIT_LOG_PATHS.export}`, status: 200 });
    expect(error.message).toBe(MESSAGES.invalidResponse);
  });

  it('the same export read as a file comes back with its CSV and file name', async () => {
    const file = await web.request<import('../../web/src/lib/api/download.ts').DownloadedFile>({
      method: 'GET',
      path: AUDIT_LOG_PATHS.export,
      query: { action: 'auth.login' },
      responseType: 'file',
    });
    expect(file.filename).toMatch(/^audit-logs-auth-login-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await file.blob.text();
    expect(csv.split('\n')[0]).toContain('Action');
    expect(csv).toContain('auth.login');
  });

  it("a response without a body: 'response.data is not defined!'", async () => {
    const error = await failure({
      method: 'GET',
      path: DASHBOARD_PATHS.walletBalance,
      headers: { 'x-test-answer': 'empty' },
    });
    expect(error.message).toBe(MESSAGES.noData);
  });

  it("any other failure (a body that cannot be sent): 'An error occurred. Please try again later.'", async () => {
    const error = await failure({ method: 'POST', path: '/b2b/anything', body: { amount: 10n } });
    expect(error.message).toBe(MESSAGES.otherFailure);
    expect(seen).toHaveLength(0);
  });

  it("'Validation Errors' from the server toast each field's message", async () => {
    const error = await failure({ method: 'GET', path: AUDIT_LOG_PATHS.list, query: { from: '31/01/2026' } });
    expect(error.status).toBe(400);
    expect(error.message).toBe('Validation Errors');
    expect(error.fieldErrors).toEqual({ from: ['Use a date like 2026-01-31'] });
    web.notifyApiError(error);
    expect(toasts).toEqual([{ kind: 'error', message: 'Use a date like 2026-01-31' }]);
  });

  it("another error toasts the server's message; one without a message toasts 'An error occurred'", async () => {
    // A custom role without the audit-logs.view permission.
    sessionStore.getState().signIn(await signInFresh('custom'));
    const forbidden = await failure({ method: 'GET', path: AUDIT_LOG_PATHS.list });
    expect(forbidden.status).toBe(403);
    const serverMessage = (forbidden.payload as { message: string }).message;
    expect(serverMessage).toMatch(/audit-logs\.view/);
    web.notifyApiError(forbidden);
    expect(toasts).toEqual([{ kind: 'error', message: serverMessage }]);

    toasts.length = 0;
    const bare = await failure({
      method: 'GET',
      path: DASHBOARD_PATHS.walletBalance,
      headers: { 'x-test-answer': 'bare-error' },
    });
    expect(bare.message).toBe(MESSAGES.otherFailure);
    web.notifyApiError(bare);
    expect(toasts).toEqual([{ kind: 'error', message: MESSAGES.fallbackToast }]);
    sessionStore.getState().clear();
  });

  it('a success body carrying both error and message shows the message as a toast', async () => {
    const body = await web.request<{ message: string }>({
      method: 'GET',
      path: DASHBOARD_PATHS.walletBalance,
      headers: { 'x-test-answer': 'error-and-message' },
    });
    expect(body.message).toBe('Wallet Not Found');
    expect(toasts).toEqual([{ kind: 'error', message: 'Wallet Not Found' }]);
  });
});
