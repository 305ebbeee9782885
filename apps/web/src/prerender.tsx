// The build's server-side entry (build/prerender.ts): draws a logged-out page to HTML once, at build time, so that
// on a phone network the page paints as its HTML arrives instead of after its code has run (issue 30). The app's
// entry hydrates that markup (main.tsx); until it has, the page's form stays disabled (lib/hydrated.ts).
import { PRERENDER_SUPPORT_EMAIL_SLOT } from '@paydesk/contracts/constants';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { routes } from './app/routes.tsx';
import { config } from './lib/config.ts';

export async function prerender(pathname: string): Promise<string> {
  // The API serves the page with its own support address in this slot (apps/api/src/plugins/spa.ts).
  config.supportEmail = PRERENDER_SUPPORT_EMAIL_SLOT;
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://paydesk.invalid')));
  if (context instanceof Response) throw new Error(`prerender: ${pathname} answered a redirect`);
  if (context.statusCode !== 200) throw new Error(`prerender: ${pathname} answered ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // hydrate={false}: no inline script with the router's data (the CSP forbids inline scripts, and the logged-out
  // pages load no data).
  return renderToString(
    <Providers>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>,
  );
}
