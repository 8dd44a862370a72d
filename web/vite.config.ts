import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { moduleAliases } from './build-aliases';
import { pageModules } from './page-modules';
import { PWA_OPTIONS } from './pwa.config';

const API = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig(({ command }) => ({
  plugins: [react(), pageModules(), VitePWA(PWA_OPTIONS)],
  resolve: { alias: moduleAliases(command) },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // The chunk graph, for the size report of each route's initial JavaScript.
    manifest: true,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        // Everything the entry needs in one chunk: Rolldown split it into eight (React and the router,
        // and six of a few hundred bytes to a few KB), each a request and a module of its own to load
        // before the app starts.
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': API, '/auth': API, '/files': API },
  },
}));
