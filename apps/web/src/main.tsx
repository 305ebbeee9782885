// First: the page's reads leave while its code is still on the way (app/early-reads.ts).
import './app/start-early-reads.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { framed } from './app/framed.ts';
import { Providers } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { FakeWebsiteWarning, realSiteUrl } from './features/errors/components/fake-website-warning.tsx';
import { config } from './lib/config.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <Providers>
      {framed ? (
        <FakeWebsiteWarning supportEmail={config.supportEmail} realSiteUrl={realSiteUrl()} />
      ) : (
        <RouterProvider router={router} />
      )}
    </Providers>
  </StrictMode>,
);
