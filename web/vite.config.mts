import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/** React, the router, the toasts and the few modules the sign-in page shares with later screens. */
const firstScreenModules =
  /node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|react-hot-toast|goober)\/|web\/src\/(app\/paths|copy\/(common|auth)|lib\/config\/site-config)\.ts/;

export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@contracts': fileURLToPath(new URL('../lambdas/contracts', import.meta.url)) },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Left alone, Rolldown splits the modules the entry shares with later screens into six small chunks, each
        // one more request before the first paint: React, the router, the toasts and those modules go in one.
        advancedChunks: {
          includeDependenciesRecursively: false,
          groups: [{ name: 'first-screen', test: firstScreenModules }],
        },
      },
    },
  },
  server: { port: Number(process.env.PORT ?? 5173), strictPort: true },
  preview: { port: Number(process.env.PORT ?? 5173), strictPort: true },
});
