import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstPaint } from './build/first-paint.ts';
import { precompress } from './build/precompress.ts';
import { preloadFonts } from './build/preload-fonts.ts';
import { prerender } from './build/prerender.ts';

// In development the API (npm start, port 3000) serves /api, the runtime /config.js and the dev mailbox.
const api = 'http://localhost:3000';

export default defineConfig({
  // `@/…` is apps/web/src/… (tsconfig.json's paths; the root vitest.config.ts and the boundary test know it too).
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }] },
  plugins: [
    react(),
    preloadFonts(['inter-latin-wght-normal']),
    // Brotli and gzip copies of every text file, and the per-entry size budgets (compressed bytes).
    // Each budget is what a cold visit downloads for that entry (the app's entry included), brotli, in bytes:
    // set a little above the figures of 2026-11-29 (docs/web-performance.md) so that growth is a decision.
    precompress({
      // The app's entry is also /login's whole first load (the login page is part of it): the goal is 170 KB of
      // JS transferred, headers included; 156.4 KB of brotli bodies on 2026-11-29, about 10% of room here.
      app: { js: 176_000, css: 30_000 },
      // Any page, with everything its cold visit downloads: the signed-in pages include the shell's chunk (about
      // 108 KB) since they import from it. The chart pages need no budget of their own since their chart loads
      // when drawn; the largest, pay-salary, is 338.3 KB on 2026-11-30.
      route: { js: 360_000, css: 37_000 },
    }),
    // /login paints from its HTML: most visits start there, on a phone network (docs/web-performance.md).
    prerender([{ path: '/login', name: 'login' }]),
    // The dashboard paints from HTML the API draws with the session's reads (docs/web-performance.md).
    firstPaint({
      '/': 'src/features/wallets/routes/dashboard.tsx',
      '/dashboard': 'src/features/wallets/routes/dashboard.tsx',
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // A font stays a file of its own: inlined into the CSS, every page would download it, used or not.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    rolldownOptions: {
      output: {
        // React and its router: needed by every page and changed by no deploy of ours, so kept apart and cached.
        // Everything else splits by use: a page downloads the Mantine components, libraries and contracts it
        // imports, and a logged-out page none of the dashboard's (charts, tables, date pickers). The signed-in
        // shell (its layouts and all they import) is one chunk every signed-in page loads; the small common
        // chunks left (under 4 KB of source) are copied into the chunks that read them, one module state kept by
        // rolldown's registry. On a phone network each request costs a round trip and browsers open six at
        // once: the dashboard's cold load made ~150 requests of 1–5 KB before (docs/web-performance.md).
        codeSplitting: {
          includeDependenciesRecursively: false,
          experimentalInlineCommonChunks: {
            maxSize: 4_096,
            // Chunks holding styles stay files: Vite's CSS plugin would emit their CSS from every copy.
            exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
          },
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            // Whatever the app's entry imports statically, in one file: the first load is one request, not dozens.
            { name: 'initial', tags: ['$initial'] },
            {
              name: 'shell',
              test: /src[\\/]app[\\/](guards[\\/](session-guard|feature-gate)|layouts[\\/](signed-in-session|session-sync-layout|app-layout))\.tsx$/,
              includeDependenciesRecursively: true,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': api, '/config.js': api, '/dev': api },
  },
  preview: { proxy: { '/api': api, '/config.js': api, '/dev': api } },
});
