import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API (npm start, port 3000) serves /api, the runtime /config.js and the dev mailbox.
const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks: a deploy that only changes app code keeps these cached.
        codeSplitting: {
          // A group takes only the modules its test names; their own dependencies stay where they are needed,
          // so a lazily used library (charts) does not pull shared code into the first load.
          includeDependenciesRecursively: false,
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            // Charts only load with the pages that draw them (dashboard, yield).
            {
              name: 'charts',
              test: /node_modules[\\/](@mantine[\\/]charts|recharts|d3-[a-z-]+|internmap|victory-vendor|decimal\.js-light|@reduxjs|redux|react-redux|reselect|immer|es-toolkit|eventemitter3|tiny-invariant)[\\/]/,
            },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
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
