// The first paint of a signed-in page (issue 30, docs/web-performance.md, decisions 0028 and 0029): the page a stored
// session opens, drawn with the session's own reads, its markup answered with those reads, so that on a phone network
// the page paints from HTML seconds before its code has arrived and run. Two ways in:
// - the dashboard's HTML itself, when the browser sends the copy of its stored state the web app keeps in a cookie
//   (apps/web/src/app/first-paint-cookie.ts): the paint goes into the page as a JSON script before #root;
// - `POST /api/web/first-paint`, which the web app's boot script (apps/web/src/app/first-paint-boot.ts) asks when
//   the HTML came without one. The drawing runs in one worker thread (first-paint-worker.mjs) with the web
// build's server entry, one page at a time, off the event loop; each of its reads is this member's own GET through
// every hook (permissions, tenancy, limits), from this request's address. Nothing here is needed: on any failure,
// a queue too long or a draw too slow, it answers 204 (or the HTML as built) and the browser draws the page itself.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { brotliCompress, constants, gzip, inflateRawSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../config.ts';
import { errors } from '../http/route-kit.ts';
import { BadRequest } from '../lib/errors.ts';
import { indexPage, pickEncoding, webClientConfig } from './spa.ts';

const FIRST_PAINT_PATH = '/api/web/first-paint';
/** The web build's server entry, under its dist (apps/web/build/first-paint.ts). */
const FIRST_PAINT_BUNDLE = path.join('server', 'first-paint.mjs');
/** Beside it: the paths it draws (apps/web/build/first-paint.ts). */
const FIRST_PAINT_PAGES = path.join('server', 'first-paint-pages.json');

/** A draw answered later than this is not used: by then the page's code is close to drawing it anyway. */
const DEADLINE_MS = 3_000;
/** The HTML waits this long at most for its paint, then goes as built (the boot script then asks for it). */
const HTML_DEADLINE_MS = 1_500;
/** The pages whose HTML may carry their paint: the cookie is sent with this path only (first-paint-boot.ts). */
export const FIRST_PAINT_COOKIE = { name: 'paydesk_first_paint', path: '/dashboard' } as const;
/** On <html> and the id of the paint's JSON script (first-paint-boot.ts). */
export const EMBEDDED_ATTRIBUTE = 'data-first-paint-embedded';
export const EMBEDDED_ID = 'paydesk-first-paint';
/** The cookie's JSON, inflated, is never more than this. */
const MAX_STORED_BYTES = 128 * 1024;
/** A draw still running after this long is ended with its worker (a fresh one takes the next). */
const STUCK_MS = 15_000;
/** Draws waiting past this many are not queued: the browser draws the page itself. */
const MAX_WAITING = 8;
const WORKER_ENTRY = new URL('./first-paint-worker.mjs', import.meta.url);

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

export interface FirstPaintRequest {
  pathname: string;
  session: string;
  preferences: string | null;
  onboarding: string | null;
  viewport: { desktop?: boolean; phone?: boolean };
}

export interface FirstPaint {
  html: string;
  state: unknown;
}

/** One read of a draw, as the worker asks for it. */
export type FirstPaintRead = (
  url: string,
  headers: Record<string, string>,
) => Promise<{ status: number; headers: Record<string, string>; body: string }>;

interface Job {
  request: FirstPaintRequest;
  read: FirstPaintRead;
  resolve(paint: FirstPaint | null): void;
}

/** Draws pages one at a time on a worker thread that loads `bundle`; a paint is null when it could not be drawn. */
export function createFirstPainter(options: {
  bundle: string;
  clientConfig: unknown;
  onError(error: unknown): void;
}) {
  const queue: Job[] = [];
  let worker: Worker | undefined;
  let running: { job: Job; stuck: NodeJS.Timeout } | undefined;

  function spawn(): Worker {
    const thread = new Worker(WORKER_ENTRY, {
      workerData: { bundleUrl: pathToFileURL(options.bundle).href, clientConfig: options.clientConfig },
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    thread.on('message', (message: { type: string } & Record<string, unknown>) => {
      if (message.type === 'fetch') void answerRead(thread, message as never);
      else if (message.type === 'rendered') {
        if (message.error) options.onError(new Error(String(message.error)));
        finish((message.paint as FirstPaint | null) ?? null);
      }
    });
    thread.on('error', (error) => options.onError(error));
    thread.on('exit', () => {
      if (worker === thread) worker = undefined;
      finish(null);
    });
    thread.unref();
    return thread;
  }

  async function answerRead(
    thread: Worker,
    message: { id: number; url: string; headers: Record<string, string> },
  ) {
    const read = running?.job.read;
    try {
      if (!read) throw new Error('no draw is running');
      thread.postMessage({ type: 'fetched', id: message.id, ...(await read(message.url, message.headers)) });
    } catch {
      thread.postMessage({ type: 'fetched', id: message.id, failed: true });
    }
  }

  function finish(paint: FirstPaint | null) {
    if (!running) return;
    clearTimeout(running.stuck);
    running.job.resolve(paint);
    running = undefined;
    next();
  }

  function next() {
    const job = queue.shift();
    if (!job) return;
    worker ??= spawn();
    const thread = worker;
    running = { job, stuck: setTimeout(() => void thread.terminate(), STUCK_MS) };
    running.stuck.unref();
    thread.postMessage({ type: 'render', request: job.request });
  }

  return {
    /** The page's first paint, or null (not drawn, too many waiting, or later than the deadline). */
    paint(
      request: FirstPaintRequest,
      read: FirstPaintRead,
      deadlineMs = DEADLINE_MS,
    ): Promise<FirstPaint | null> {
      if (queue.length >= MAX_WAITING) return Promise.resolve(null);
      return new Promise((resolve) => {
        const deadline = setTimeout(() => resolve(null), deadlineMs);
        queue.push({
          request,
          read,
          resolve: (paint) => {
            clearTimeout(deadline);
            resolve(paint);
          },
        });
        if (!running) next();
      });
    },
    async close() {
      queue.length = 0;
      await worker?.terminate();
    },
  };
}

const storedText = (max: number) => z.string().max(max).nullable();
const stored = {
  session: z.string().min(1).max(65_536),
  preferences: storedText(4_096),
  onboarding: storedText(16_384),
};
const firstPaintBody = z.object({
  pathname: z.string().min(1).max(200).startsWith('/'),
  ...stored,
  viewport: z.object({ desktop: z.boolean(), phone: z.boolean() }).partial().default({}),
});
const cookieStored = z.object({
  ...stored,
  viewport: z.object({ desktop: z.boolean(), phone: z.boolean() }),
});
type CookieStored = z.infer<typeof cookieStored>;

/** The stored state the cookie holds (deflated JSON, base64url), or undefined when there is none or it is bad. */
function storedFromCookie(header: string | undefined): CookieStored | undefined {
  const prefix = `${FIRST_PAINT_COOKIE.name}=`;
  const value = header
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  if (!value || !/^[\w-]+$/.test(value)) return undefined;
  try {
    const json = inflateRawSync(Buffer.from(value, 'base64url'), { maxOutputLength: MAX_STORED_BYTES });
    const parsed = cookieStored.safeParse(JSON.parse(json.toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The fingerprint the boot script compares with what the browser stores now (its `firstPaintDigest`). */
export function firstPaintDigest(stored: CookieStored): string {
  const text = JSON.stringify([
    stored.session,
    stored.preferences,
    stored.onboarding,
    stored.viewport.desktop,
    stored.viewport.phone,
  ]);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16);
}

/**
 * index.html with the paint in it: a JSON script just before #root (never executed; `<` escaped so no markup in it
 * can end it), the page's stylesheets linked in the head, and the attribute that tells the boot script to read it.
 * Undefined when the build's HTML is not shaped as expected.
 */
export function embedPaint(
  html: string,
  styles: string[],
  paint: Record<string, unknown>,
): string | undefined {
  const json = JSON.stringify(paint).replaceAll('<', '\\u003c');
  const links = styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');
  const root = '<div id="root">';
  if (!html.includes('<html ') || !html.includes('</head>') || !html.includes(root)) return undefined;
  return html
    .replace('<html ', () => `<html ${EMBEDDED_ATTRIBUTE} `)
    .replace('</head>', () => `${links}</head>`)
    .replace(root, () => `<script type="application/json" id="${EMBEDDED_ID}">${json}</script>${root}`);
}

async function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: Buffer) {
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (encoding === 'br')
    return reply
      .header('content-encoding', 'br')
      .send(await compressBrotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(await compressGzip(body));
  return reply.send(body);
}

/** The stored session's token must be the one this request is signed in with. */
function sameToken(request: FastifyRequest, session: string): boolean {
  const bearer = request.headers.authorization?.replace(/^Bearer /, '');
  try {
    const stored = JSON.parse(session) as { state?: { data?: { token?: unknown } } };
    return typeof bearer === 'string' && stored.state?.data?.token === bearer;
  } catch {
    return false;
  }
}

/**
 * A draw's reads with its first read going alone: when the API refuses its token (a cookie's session that ended, or
 * a forged one), the reads behind it answer the same refusal without asking, so a draw counts one refused token
 * against the address it came from, not one per read.
 */
export function gatedByFirstRead(read: FirstPaintRead): FirstPaintRead {
  let first: ReturnType<FirstPaintRead> | undefined;
  return async (url, headers) => {
    if (!first) {
      first = read(url, headers);
      return first;
    }
    const answered = await first.catch(() => undefined);
    return answered?.status === 401 ? answered : read(url, headers);
  };
}

export function registerFirstPaint(app: FastifyInstance, config: AppConfig, distDir: string) {
  const bundle = path.join(distDir, FIRST_PAINT_BUNDLE);
  let painter:
    | { mtimeMs: number; painter: ReturnType<typeof createFirstPainter>; pages: Record<string, string[]> }
    | undefined;
  // A rebuild of the web app while the server runs is drawn with: the worker is replaced when the bundle changes.
  const current = () => {
    const mtimeMs = statSync(bundle, { throwIfNoEntry: false })?.mtimeMs;
    if (mtimeMs === undefined) return undefined;
    if (painter?.mtimeMs !== mtimeMs) {
      void painter?.painter.close();
      painter = {
        mtimeMs,
        painter: createFirstPainter({
          bundle,
          clientConfig: webClientConfig(config),
          onError: (error) => app.log.warn({ err: error }, 'first paint failed'),
        }),
        pages: JSON.parse(readFileSync(path.join(distDir, FIRST_PAINT_PAGES), 'utf8')),
      };
    }
    return painter;
  };
  app.addHook('onClose', async () => painter?.painter.close());

  /** A read of the draw: this member's own GET through every hook, from the address of the request it draws for. */
  const readAs = (request: FastifyRequest): FirstPaintRead =>
    gatedByFirstRead(async (url, headers) => {
      const answer = await app.inject({
        method: 'GET',
        url,
        headers: { ...headers, 'user-agent': request.headers['user-agent'] ?? '' },
        remoteAddress: request.ip,
      });
      const type = answer.headers['content-type'];
      const answerHeaders: Record<string, string> = typeof type === 'string' ? { 'content-type': type } : {};
      return { status: answer.statusCode, headers: answerHeaders, body: answer.body };
    });

  // The dashboard's HTML, with its paint when the cookie holds a stored session that draws it.
  const index = indexPage(distDir);
  for (const url of [FIRST_PAINT_COOKIE.path, `${FIRST_PAINT_COOKIE.path}/`]) {
    app.get(url, { schema: { hide: true } }, async (request, reply) => {
      // A HEAD (a link checker, a monitor) gets the headers of the built page: no draw for a body nobody reads.
      const found =
        request.url === url && request.method === 'GET'
          ? storedFromCookie(request.headers.cookie)
          : undefined;
      const drawer = found && current();
      const styles = drawer?.pages[FIRST_PAINT_COOKIE.path];
      const page = index.current();
      const started = performance.now();
      const paint =
        found &&
        styles &&
        page &&
        (await drawer.painter.paint({ pathname: url, ...found }, readAs(request), HTML_DEADLINE_MS));
      const html =
        paint &&
        page &&
        styles &&
        embedPaint(page.html, styles, { pathname: url, digest: firstPaintDigest(found), ...paint });
      reply.header('vary', 'cookie, accept-encoding');
      if (found) reply.header('server-timing', `draw;dur=${(performance.now() - started).toFixed(1)}`);
      if (!html || !page) return index.send(reply);
      reply
        .header('cache-control', 'no-store')
        .header('content-security-policy', page.csp)
        .type('text/html; charset=utf-8');
      return sendCompressed(request, reply, Buffer.from(html));
    });
  }

  app.withTypeProvider<ZodTypeProvider>().post(
    FIRST_PAINT_PATH,
    {
      schema: { hide: true, body: firstPaintBody, response: errors },
      config: { auth: true, permission: 'session' },
    },
    async (request, reply) => {
      const body = request.body;
      if (!sameToken(request, body.session))
        throw new BadRequest('The stored session is not the one this request is signed in with.');
      // `current` is undefined until the web app is built.
      const drawer = current();
      const started = performance.now();
      const paint =
        drawer?.pages[body.pathname.replace(/(.)\/$/, '$1')] &&
        (await drawer.painter.paint(body, readAs(request)));
      // Answered as bytes (compressed here): the route's schema describes only its errors.
      const raw = reply as FastifyReply;
      raw.header('server-timing', `draw;dur=${(performance.now() - started).toFixed(1)}`);
      if (!paint) return raw.status(204).send();
      const json = Buffer.from(JSON.stringify({ pathname: body.pathname, ...paint }));
      raw.header('vary', 'accept-encoding').type('application/json; charset=utf-8');
      return sendCompressed(request, raw, json);
    },
  );
}
