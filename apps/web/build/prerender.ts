// Prerenders logged-out pages at build time (issue 30): after the client build, the app's server-side entry
// (src/prerender.tsx, loaded through a Vite server in middleware mode, so aliases and CSS modules resolve as in the
// client build) draws each page, and its markup goes into a copy of the built index.html: `dist/prerendered/<name>.
// html`, which the API serves for that route (apps/api/src/plugins/spa.ts), never as a file of its own.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';

/** The folder of dist the API serves from, by route, and never as files. */
const PRERENDERED_DIR = 'prerendered';

interface PrerenderPage {
  /** The route, e.g. '/login'. */
  path: string;
  /** The file under dist/prerendered, without '.html'. */
  name: string;
}

/** index.html with the page's markup in #root, and Mantine's light scheme set as its provider would in a script. */
function withMarkup(indexHtml: string, markup: string): string {
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root)) throw new Error(`prerender: index.html has no empty ${root}`);
  if (!indexHtml.includes('<html lang="en">'))
    throw new Error('prerender: index.html has no <html lang="en">');
  return indexHtml
    .replace('<html lang="en">', '<html lang="en" data-mantine-color-scheme="light">')
    .replace(root, `<div id="root">${markup}</div>`);
}

export function prerender(pages: PrerenderPage[]): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'paydesk:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const server = await createServer({
          root,
          configFile: path.join(root, 'vite.config.ts'),
          logLevel: 'error',
          server: { middlewareMode: true, hmr: false, ws: false },
          appType: 'custom',
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          const entry = (await server.ssrLoadModule(
            '/src/prerender.tsx',
          )) as typeof import('../src/prerender.tsx');
          const indexHtml = readFileSync(path.join(outDir, 'index.html'), 'utf8');
          mkdirSync(path.join(outDir, PRERENDERED_DIR), { recursive: true });
          for (const page of pages) {
            const html = withMarkup(indexHtml, await entry.prerender(page.path));
            writeFileSync(path.join(outDir, PRERENDERED_DIR, `${page.name}.html`), html);
            this.info(`prerendered ${page.path}: ${(html.length / 1024).toFixed(1)} KB of HTML`);
          }
        } finally {
          await server.close();
        }
      },
    },
  };
}
