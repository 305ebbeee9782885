// First: the page's reads leave while its code is still on the way (app/early-reads.ts).
import './app/start-early-reads.ts';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import type { FirstPaintAnswer } from './app/first-paint-boot.ts';
import { mirrorFirstPaintCookie } from './app/first-paint-cookie.ts';
import { framed } from './app/framed.ts';
import { Providers } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { router } from './app/router.tsx';
import { FakeWebsiteWarning, realSiteUrl } from './features/errors/components/fake-website-warning.tsx';
import { config } from './lib/config.ts';
import { useSessionStore } from './lib/storage/session-store.ts';

const root = (() => {
  const element = document.getElementById('root');
  if (!element) throw new Error('index.html has no #root element');
  return element;
})();

/**
 * Once the app's first render has committed (the markup is React's now), the click or submission the visitor made
 * on markup drawn before (held by first-paint-boot.ts `holdEarlyInput`) happens again, on the same element.
 */
function ReplayEarlyInput() {
  useEffect(() => {
    const input = window.__PAYDESK_EARLY_INPUT__?.take();
    if (input?.kind === 'click') input.target.click();
    else if (input?.kind === 'submit') input.target.requestSubmit();
  }, []);
  return null;
}

const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <Providers client={queryClient}>
      {framed ? (
        <FakeWebsiteWarning supportEmail={config.supportEmail} realSiteUrl={realSiteUrl()} />
      ) : (
        <RouterProvider router={router} />
      )}
      <ReplayEarlyInput />
    </Providers>
  </StrictMode>
);

/** Resolves once the router has loaded the current page's code (its first render draws the page, not a loader). */
function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** How long the app waits for a first paint still on its way before drawing the page itself. */
const FIRST_PAINT_WAIT_MS = 6_000;

function start(paint: FirstPaintAnswer | null) {
  window.__PAYDESK_APP_STARTED__ = true;
  const { loggedIn } = useSessionStore.getState();
  if (paint && root.firstElementChild && !framed && loggedIn) {
    // A signed-in page the server drew (app/first-paint-boot.ts): hydrated with the reads it was drawn with, so the
    // first render is the markup's and no read is sent again.
    hydrate(queryClient, paint.state as DehydratedState);
    void routerReady().then(() => hydrateRoot(root, app));
  } else if (!paint && root.firstElementChild && !framed && !loggedIn) {
    // A logged-out page may arrive prerendered (the API serves /login so: apps/web/src/prerender.tsx): React takes
    // over its markup once the page's code is loaded.
    void routerReady().then(() => hydrateRoot(root, app));
  } else {
    // Anywhere else, for a signed-in visitor of a logged-out page (sent on to the app), or in a frame, the markup is
    // not what the app draws: it is replaced.
    root.replaceChildren();
    createRoot(root).render(app);
  }
}

// The first paint, when the boot script asked for one, is usually in long before this code (on a phone network);
// when it is not, it is still the quickest way to the page's reads, which it carries.
if (!framed) mirrorFirstPaintCookie();
const firstPaint = framed ? undefined : window.__PAYDESK_FIRST_PAINT__;
if (firstPaint) {
  const late = new Promise<null>((resolve) => setTimeout(() => resolve(null), FIRST_PAINT_WAIT_MS));
  void Promise.race([firstPaint, late]).then(start);
} else start(null);
