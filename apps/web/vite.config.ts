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
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
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
