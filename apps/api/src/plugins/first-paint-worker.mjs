// The first-paint worker thread (first-paint.ts): loads the web build's server entry (apps/web/src/first-paint.tsx,
// built to dist/server/first-paint.mjs) once and draws one page at a time with it, off the API's event loop. Its
// reads go to the API through the parent thread (as the member's own requests, through every hook); anything but a
// GET is refused, so a draw never changes anything (a 401 cannot make it rotate the session's refresh token).
import { parentPort, workerData } from 'node:worker_threads';

const entry = await import(workerData.bundleUrl);
entry.configure(workerData.clientConfig);

const waiting = new Map();
let nextFetch = 0;

globalThis.fetch = (url, init = {}) => {
  const method = (init.method ?? 'GET').toUpperCase();
  if (method !== 'GET') return Promise.reject(new TypeError(`a first paint only reads (${method} ${url})`));
  const headers = Object.fromEntries(new Headers(init.headers).entries());
  const id = ++nextFetch;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    parentPort.postMessage({ type: 'fetch', id, url: String(url), headers });
  });
};

parentPort.on('message', async (message) => {
  if (message.type === 'fetched') {
    const reply = waiting.get(message.id);
    waiting.delete(message.id);
    if (!reply) return;
    if (message.failed) reply.reject(new TypeError('Failed to fetch'));
    else {
      const empty = message.status === 204 || message.status === 304;
      reply.resolve(
        new Response(empty ? null : message.body, { status: message.status, headers: message.headers }),
      );
    }
    return;
  }
  if (message.type === 'render') {
    try {
      parentPort.postMessage({ type: 'rendered', paint: await entry.renderFirstPaint(message.request) });
    } catch (error) {
      parentPort.postMessage({ type: 'rendered', paint: null, error: String(error?.stack ?? error) });
    }
  }
});
