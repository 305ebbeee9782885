// Serves the built web app: hashed assets, /config.js (runtime configuration), and index.html for app routes.
// Text files go out compressed as the build wrote them beside themselves (`.br`, `.gz`: apps/web/build/
// precompress.ts), chosen by the request's Accept-Encoding with `Vary: accept-encoding`, so no request compresses
// anything; /config.js, made once at start, is compressed once then too (issue 30).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { PRERENDER_SUPPORT_EMAIL_SLOT } from '@paydesk/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';
import { escapeHtml } from '../lib/html.ts';
import { apiNotFound } from './error-handler.ts';
import { securityHeaders } from './security.ts';

const API_PREFIXES = ['/api/', '/dev/', '/docs', '/health'];

export function webClientConfig(config: AppConfig) {
  return {
    apiBaseUrl: '/api',
    secondaryApiBaseUrl: '/api',
    payloadEncryptionKey: config.PAYLOAD_ENCRYPTION_KEY ?? null,
    hostKind: config.HOST_KIND,
    supportEmail: config.SUPPORT_EMAIL,
    // The real site's address, for the warning a framed or mirrored copy of the app shows (spec §1).
    siteUrl: config.PUBLIC_URL,
    idleTimeoutMs: config.IDLE_TIMEOUT_MS,
    idlePromptMs: config.IDLE_PROMPT_MS,
  };
}

/** The encoding to answer with: brotli, else gzip, when the client accepts it (q=0 refuses). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name!.trim(), q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return undefined;
}

interface Encoded {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

function encode(text: string): Encoded {
  const identity = Buffer.from(text);
  return {
    identity,
    br: brotliCompressSync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/** Sends a text made once, in the encoding the request accepts. */
function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: Encoded) {
  const encoding = pickEncoding(request.headers['accept-encoding']);
  reply.header('vary', 'accept-encoding');
  if (!encoding) return reply.send(body.identity);
  return reply.header('content-encoding', encoding).send(body[encoding]);
}

/** The web build's one inline script: the first paint's boot (apps/web/build/first-paint.ts). */
const INLINE_SCRIPT = /<script data-first-paint(?:="")?>([\s\S]*?)<\/script>/;

/**
 * The CSP of a page of the web build: the API's, with the page's inline boot script allowed by its hash (the CSP
 * allows no other inline script).
 */
export function pageCsp(html: string): string {
  const csp = securityHeaders()['content-security-policy']!;
  const script = INLINE_SCRIPT.exec(html)?.[1];
  if (script === undefined) return csp;
  const hash = createHash('sha256').update(script).digest('base64');
  return csp.replace("script-src 'self'", `script-src 'self' 'sha256-${hash}'`);
}

/** The web build's prerendered pages (apps/web/build/prerender.ts): served by route, never as files. */
const PRERENDERED_DIR = 'prerendered';
/** The web build's server entry (first-paint.ts runs it): never served. */
const SERVER_BUILD_DIR = 'server';
const PRERENDERED_PAGES = [{ path: '/login', file: 'login.html' }];

/** The built index.html, its text and CSP read again when the file changes (a rebuild while the server runs). */
export function indexPage(distDir: string) {
  const file = path.join(distDir, 'index.html');
  let made: { mtimeMs: number; html: string; csp: string } | undefined;
  const current = () => {
    const mtimeMs = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (mtimeMs === undefined) return undefined;
    if (made?.mtimeMs !== mtimeMs) {
      const html = readFileSync(file, 'utf8');
      made = { mtimeMs, html, csp: pageCsp(html) };
    }
    return made;
  };
  return {
    current,
    /** Sends index.html as built (compressed as the build wrote it), or 503 before a build. */
    send(reply: FastifyReply) {
      const page = current();
      if (!page) {
        return reply
          .status(503)
          .type('text/plain')
          .send('The web app is not built yet: run `npm run build`.');
      }
      return reply
        .header('cache-control', 'no-cache')
        .header('content-security-policy', page.csp)
        .sendFile('index.html', { cacheControl: false });
    },
  };
}

export async function registerSpa(app: FastifyInstance, config: AppConfig, distDir: string) {
  const script = encode(`window.__PAYDESK_CONFIG__ = ${JSON.stringify(webClientConfig(config))};\n`);
  app.get('/config.js', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store').type('application/javascript; charset=utf-8');
    return sendEncoded(request, reply, script);
  });
  mkdirSync(distDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: true,
    index: false,
    preCompressed: true,
    // Prerendered pages are served by route, and the first paint's server build never.
    allowedPath: (pathName) =>
      !pathName.startsWith(`/${PRERENDERED_DIR}/`) && !pathName.startsWith(`/${SERVER_BUILD_DIR}/`),
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });

  const serveApp = indexPage(distDir).send;
  app.get('/', { schema: { hide: true } }, (_request, reply) => serveApp(reply));

  // A prerendered page paints as its HTML arrives (issue 30). Its markup holds the build's placeholder for the
  // support address: filled with this server's own, compressed once per build (read again when the file changes).
  for (const page of PRERENDERED_PAGES) {
    const file = path.join(distDir, PRERENDERED_DIR, page.file);
    let made: { mtimeMs: number; body: Encoded; csp: string } | undefined;
    const current = () => {
      const mtimeMs = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
      if (mtimeMs === undefined) return undefined;
      if (made?.mtimeMs !== mtimeMs) {
        const html = readFileSync(file, 'utf8').replaceAll(
          PRERENDER_SUPPORT_EMAIL_SLOT,
          escapeHtml(config.SUPPORT_EMAIL),
        );
        made = { mtimeMs, body: encode(html), csp: pageCsp(html) };
      }
      return made;
    };
    app.get(page.path, { schema: { hide: true } }, (request, reply) => {
      const made = current();
      if (!made) return serveApp(reply);
      reply
        .header('cache-control', 'no-cache')
        .header('content-security-policy', made.csp)
        .type('text/html; charset=utf-8');
      return sendEncoded(request, reply, made.body);
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (isApi || request.method !== 'GET') return reply.status(404).send(apiNotFound());
    // A missing hashed asset (an open tab after a rebuild) is a 404, never the app's HTML.
    if (request.url.startsWith('/assets/')) return reply.status(404).type('text/plain').send('Not found');
    // Client-side routes (including unknown ones, which the app shows as its 404 page).
    return serveApp(reply);
  });
}
