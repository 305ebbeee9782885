// The server's first paint of a signed-in page (issue 30): draws the page with its reads answered, so that on a
// phone network the page paints from HTML (app/first-paint-boot.ts puts it into #root) instead of after its code
// has arrived and run; the app's entry then hydrates it with the same reads. Built on its own for Node
// (build/first-paint.ts) and run by the API's first-paint worker (apps/api/src/plugins/first-paint-worker.mjs), one
// page at a time: the stores it fills and the request layer's fetch are this module's, not a request's.
import { type DehydratedState, dehydrate, type Query } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { routes } from './app/routes.tsx';
import { config, readConfig } from './lib/config.ts';
import { useProductOnboarding } from './lib/storage/product-onboarding-store.ts';
import { EMPTY_SESSION, useSessionStore } from './lib/storage/session-store.ts';
import { useUiPreferences } from './lib/storage/ui-preferences-store.ts';
import { drawWithViewport, type ViewportMatches } from './lib/viewport.ts';

/** How many times a page is drawn at most: a draw may start reads that only the answers of the one before name. */
const MAX_PASSES = 4;

/** What the browser has stored, as its local storage holds it (zustand's `{ state, version }` JSON). */
export interface FirstPaintRequest {
  pathname: string;
  session: string;
  preferences: string | null;
  onboarding: string | null;
  viewport: ViewportMatches;
}

export interface FirstPaint {
  html: string;
  state: DehydratedState;
}

/** The runtime configuration the browser gets from /config.js. */
export function configure(source: unknown): void {
  Object.assign(config, readConfig(source));
}

function storedState(raw: string | null): Record<string, unknown> {
  if (!raw) return {};
  const parsed = JSON.parse(raw) as { state?: unknown };
  return parsed.state && typeof parsed.state === 'object' ? (parsed.state as Record<string, unknown>) : {};
}

function enabled(query: Query): boolean {
  const option = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof option === 'function' ? option(query) : option !== false;
}

/** The page's markup and the reads it was drawn with, or null when it would not draw as asked (a redirect, say). */
export async function renderFirstPaint(request: FirstPaintRequest): Promise<FirstPaint | null> {
  // Each draw starts from the defaults: nothing of the draw before (another member's) is kept.
  useSessionStore.setState({ ...EMPTY_SESSION, ...storedState(request.session) });
  useUiPreferences.setState({
    isSidebarCollapsed: false,
    isBalanceHidden: false,
    amountDisplay: 'full',
    ...storedState(request.preferences),
  });
  useProductOnboarding.setState({ completed: {}, ...storedState(request.onboarding) });
  drawWithViewport(request.viewport);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(request.pathname, 'http://paydesk.invalid')));
  if (context instanceof Response || context.statusCode !== 200) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = createQueryClient();
  let html = '';
  for (let pass = 1; pass <= MAX_PASSES; pass++) {
    html = renderToString(
      <Providers client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>,
    );
    const waiting = client
      .getQueryCache()
      .getAll()
      .filter(
        (query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && enabled(query),
      );
    if (waiting.length === 0) break;
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
  }
  // A session the server refused, or any other redirect the draw asked for: the browser draws the page itself. So
  // too when a read failed (a token the API refuses fails them all): the reads the browser would hydrate with are
  // the successful ones only, and the page it would draw with them is not the one drawn here.
  if (!useSessionStore.getState().loggedIn) return null;
  const failed = client
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'error');
  if (failed) return null;
  return { html, state: dehydrate(client) };
}
