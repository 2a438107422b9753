import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:8080', '/dev': 'http://localhost:8080', '/sandbox': { target: 'http://localhost:8080', bypass: (req) => (req.url?.startsWith('/sandbox/games') && !req.url.startsWith('/sandbox/games/gv/') ? req.url : undefined) }, '/static': 'http://localhost:8080' } },
  // The manifest lets the server preload each route's chunks (apps/server/src/platform/web-app.ts).
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 400, manifest: true },
});
