// The server's first paint of signed-in pages (issue 30, docs/web-performance.md), in two parts:
// - index.html gets src/app/first-paint-boot.ts inline, first in its head, so a stored session's page asks for its
//   first paint before anything else leaves (an external file would cost a round trip; the API's CSP allows the
//   script by its hash, apps/api/src/plugins/first-paint.ts).
// - After the client build, src/first-paint.tsx is built again for Node, React's production build and every
//   dependency inside, into dist/server/first-paint.mjs: the API's first-paint worker draws pages with it. The API
//   never serves dist/server as files.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin, transformWithEsbuild } from 'vite';

export const FIRST_PAINT_SERVER_DIR = 'server';
/** Under dist/server: the stylesheets each first-paint page needs beyond the entry's, by path. */
export const FIRST_PAINT_STYLES = 'first-paint-styles.json';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/**
 * The stylesheets a page's module needs beyond index.html's (its own, the shell's, its components' CSS modules),
 * from Vite's manifest: everything it imports statically, as the browser would load them with its code. The first
 * paint links them before its markup goes in, so the page paints styled before that code arrives.
 */
export function pageStyles(manifest: Record<string, ManifestChunk>, module: string): string[] {
  const entryCss = new Set<string>();
  const styles = new Set<string>();
  const walk = (key: string, into: Set<string>, seen: Set<string>) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`first paint: ${key} is not in the build's manifest`);
    for (const css of chunk.css ?? []) into.add(`/${css}`);
    for (const imported of chunk.imports ?? []) walk(imported, into, seen);
  };
  walk('index.html', entryCss, new Set());
  walk(module, styles, new Set());
  return [...styles].filter((css) => !entryCss.has(css));
}

/** The boot script as it goes inline: one IIFE, minified, that starts the first paint and leaves no global. */
export async function bootScript(root: string): Promise<string> {
  const file = path.join(root, 'src/app/first-paint-boot.ts');
  const { code } = await transformWithEsbuild(readFileSync(file, 'utf8'), file, {
    loader: 'ts',
    format: 'iife',
    globalName: 'boot',
    minify: true,
    target: 'es2020',
  });
  return `(()=>{${code.trim()}boot.startFirstPaint()})()`;
}

/** `pages`: each path the boot script asks a first paint for, with the source module of its page. */
export function firstPaint(pages: Record<string, string>): Plugin {
  let root = '';
  let outDir = '';
  let alias: unknown;
  return {
    name: 'paydesk:first-paint',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      alias = config.resolve.alias;
    },
    transformIndexHtml: {
      order: 'pre',
      async handler() {
        return [
          {
            tag: 'script',
            attrs: { 'data-first-paint': '' },
            children: await bootScript(root),
            injectTo: 'head-prepend' as const,
          },
        ];
      },
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await build({
          configFile: false,
          root,
          logLevel: 'warn',
          mode: 'production',
          resolve: { alias: alias as never },
          plugins: [react()],
          ssr: { noExternal: true, target: 'node' },
          define: { 'process.env.NODE_ENV': JSON.stringify('production') },
          build: {
            ssr: 'src/first-paint.tsx',
            outDir: path.join(outDir, FIRST_PAINT_SERVER_DIR),
            emptyOutDir: true,
            minify: false,
            sourcemap: false,
            copyPublicDir: false,
            rolldownOptions: { output: { entryFileNames: 'first-paint.mjs', codeSplitting: false } },
          },
        });
        const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
        const styles = Object.fromEntries(
          Object.entries(pages).map(([page, module]) => [page, pageStyles(manifest, module)]),
        );
        writeFileSync(path.join(outDir, FIRST_PAINT_SERVER_DIR, FIRST_PAINT_STYLES), JSON.stringify(styles));
        this.info(`built ${FIRST_PAINT_SERVER_DIR}/first-paint.mjs; styles ${JSON.stringify(styles)}`);
      },
    },
  };
}
