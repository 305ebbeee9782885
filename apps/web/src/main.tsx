// First: the page's reads leave while its code is still on the way (app/early-reads.ts).
import './app/start-early-reads.ts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { framed } from './app/framed.ts';
import { Providers } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { FakeWebsiteWarning, realSiteUrl } from './features/errors/components/fake-website-warning.tsx';
import { config } from './lib/config.ts';
import { useSessionStore } from './lib/storage/session-store.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <Providers>
      {framed ? (
        <FakeWebsiteWarning supportEmail={config.supportEmail} realSiteUrl={realSiteUrl()} />
      ) : (
        <RouterProvider router={router} />
      )}
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

// A logged-out page may arrive prerendered (the API serves /login so: apps/web/src/prerender.tsx): React takes over
// its markup once the page's code is loaded. Anywhere else, or for a signed-in visitor (sent on to the app), or in a
// frame, the markup is not what the app draws: it is replaced.
if (root.firstElementChild && !framed && !useSessionStore.getState().loggedIn) {
  routerReady().then(() => hydrateRoot(root, app));
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}
