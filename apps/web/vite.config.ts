import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preloadFonts } from './build/preload-fonts.ts';

// In development the API (npm start, port 3000) serves /api, the runtime /config.js and the dev mailbox.
const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), preloadFonts(['inter-latin-wght-normal'])],
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
        // imports, and a logged-out page none of the dashboard's (charts, tables, date pickers).
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            // Whatever the app's entry imports statically, in one file: the first load is one request, not dozens.
            { name: 'initial', tags: ['$initial'] },
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
