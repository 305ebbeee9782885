// The server's first paint of signed-in pages (issue 30, docs/decisions/0028-server-first-paint.md and 0029), in two
// parts:
// - index.html gets src/app/first-paint-boot.ts inline, early in its head (right after the viewport's meta tag), so
//   a stored session's page takes the paint its HTML carries, or asks for it, before anything else leaves (an
//   external file would cost a round trip; the API's CSP allows the script by its hash, apps/api/src/plugins/spa.ts).
//   With it go the stylesheets each page needs beyond index.html's (its code's CSS modules), which the script
//   fetches at once and links before the markup goes in.
// - After the client build, src/first-paint.tsx is built again for Node, React's production build and every
//   dependency inside, into dist/server/first-paint.mjs: the API's first-paint worker draws pages with it. Beside it,
//   first-paint-pages.json lists the paths it draws with their stylesheets. The API never serves dist/server as
//   files.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin, transformWithEsbuild } from 'vite';

export const FIRST_PAINT_SERVER_DIR = 'server';
/**
 * Under dist/server: the paths the first paint draws, each with its stylesheets beyond index.html's (the API answers
 * 204 for any other path, and links them into a page whose HTML carries its paint).
 */
export const FIRST_PAINT_PAGES = 'first-paint-pages.json';

/** What this plugin reads of a chunk of the client build. */
export interface BuiltChunk {
  type: 'chunk' | 'asset';
  facadeModuleId?: string | null;
  isEntry?: boolean;
  imports?: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * The stylesheets a page's module needs beyond the entry's: the CSS of every chunk it imports statically, as the
 * browser would load them with its code.
 */
export function pageStyles(bundle: Record<string, BuiltChunk>, root: string, module: string): string[] {
  const cssOf = (start: string) => {
    const found = new Set<string>();
    const seen = new Set<string>();
    const walk = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const chunk = bundle[file];
      if (chunk?.type !== 'chunk') return;
      for (const css of chunk.viteMetadata?.importedCss ?? []) found.add(`/${css}`);
      for (const imported of chunk.imports ?? []) walk(imported);
    };
    walk(start);
    return found;
  };
  const fileOf = (match: (chunk: BuiltChunk) => boolean, what: string) => {
    const file = Object.keys(bundle).find((name) => bundle[name]?.type === 'chunk' && match(bundle[name]));
    if (!file) throw new Error(`first paint: ${what} is not in the build`);
    return file;
  };
  const entry = cssOf(fileOf((chunk) => chunk.isEntry === true, 'the entry'));
  const moduleId = path.resolve(root, module);
  const page = cssOf(fileOf((chunk) => chunk.facadeModuleId === moduleId, module));
  return [...page].filter((css) => !entry.has(css));
}

/** The boot script as it goes inline: one IIFE, minified, that starts the first paint and leaves no global. */
export async function bootScript(root: string, styles: Record<string, string[]>): Promise<string> {
  const file = path.join(root, 'src/app/first-paint-boot.ts');
  const { code } = await transformWithEsbuild(readFileSync(file, 'utf8'), file, {
    loader: 'ts',
    format: 'iife',
    globalName: 'boot',
    minify: true,
    target: 'es2020',
    define: { __FIRST_PAINT_STYLES__: JSON.stringify(styles) },
  });
  return `(()=>{${code.trim()}boot.startFirstPaint()})()`;
}

/** `pages`: each path the boot script asks a first paint for, with the source module of its page. */
export function firstPaint(pages: Record<string, string>): Plugin {
  let root = '';
  let outDir = '';
  let alias: unknown;
  let styles: Record<string, string[]> = {};
  return {
    name: 'paydesk:first-paint',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      alias = config.resolve.alias;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        const bundle = (context.bundle ?? {}) as unknown as Record<string, BuiltChunk>;
        styles = Object.fromEntries(
          Object.entries(pages).map(([page, module]) => [page, pageStyles(bundle, root, module)]),
        );
        const script = `<script data-first-paint>${await bootScript(root, styles)}</script>`;
        // Right after the viewport's meta tag: before it, a phone's browser answers media queries for its 980 px
        // default layout, and the page would be drawn for a desktop.
        const viewport = /<meta name="viewport"[^>]*>/;
        if (!viewport.test(html)) throw new Error('first paint: index.html has no viewport meta tag');
        return html.replace(viewport, (tag) => `${tag}\n    ${script}`);
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
        writeFileSync(path.join(outDir, FIRST_PAINT_SERVER_DIR, FIRST_PAINT_PAGES), JSON.stringify(styles));
        this.info(`built ${FIRST_PAINT_SERVER_DIR}/first-paint.mjs for ${Object.keys(pages).join(', ')}`);
      },
    },
  };
}
