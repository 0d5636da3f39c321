/**
 * Vite config of the SPA. Root is `web/`; the build goes to `web/dist` (served by CloudFront, or by
 * the local gateway). In development `/api`, `/config.json` and `/ws` go to the local gateway
 * (`npm start`, port API_PORT or 3000), so the app always talks to its own origin (docs/architecture.md#api-conventions).
 */
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { flagImages } from './build/flag-images';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Import aliases of the SPA: `@/` is `web/src/`, `@functions/` is `functions/` (the shared contract
 * the SPA imports). The same pairs are in tsconfig.json `paths`; vitest.config.ts reuses these.
 */
export const webAliases = { '@/': `${webRoot}src/`, '@functions/': `${repoRoot}functions/` };
const target = `http://localhost:${process.env.API_PORT ?? 3000}`;

// The gateway answers only its own Host (lib/local/gateway/server.ts); X-Forwarded-Host keeps the
// page's origin for the WebSocket address it hands out.
const toGateway = { target, changeOrigin: true, xfwd: true };
const proxy: Record<string, ProxyOptions> = {
  '/api': toGateway,
  '/config.json': toGateway,
  '/ws': { ...toGateway, ws: true },
};

export default defineConfig({
  root: webRoot,
  publicDir: 'public',
  plugins: [react(), tailwindcss(), flagImages()],
  resolve: { alias: webAliases },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps are written for error reports but not referenced by the bundles; the site deployment
    // leaves them out (lib/constructs/site.ts), so the sources are not public.
    sourcemap: 'hidden',
    target: 'es2022',
    // No `<link rel=modulepreload>` for the chunks the app's start imports (from the entry and
    // from `app/start.tsx`'s chunk: React DOM, the app, the route's page): their own imports are
    // fetched once they have arrived instead. Measured in Lighthouse on `/`
    // (docs/architecture.md#decisions): those preloads put more long tasks into the app's start
    // (TBT median 233 ms against 175 without any preload, 9 pairs; 286 against 164 with only the
    // entry's left out, 5 pairs). Every later import (a form's code on intent, a dialog, the
    // admin pages) keeps them: all of a form's chunks are asked for at once (careers form on a
    // 150 ms round trip, 2.46 s from focus to a working form instead of 3.05 s).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostId }) =>
        /(^|\/)(index|start)-[^/]+\.js$/.test(hostId) ? [] : deps,
    },
    rolldownOptions: {
      // Shared constants (limits, the retention period) are written into each text that uses them,
      // so the texts built from them cost the first download nothing over a plain string.
      optimization: { inlineConst: { mode: 'all', pass: 2 } },
      output: {
        // Named vendor chunks: React + router (every page) and the form stack (pages with forms).
        // Everything else splits per route, so the admin area stays out of public pages.
        codeSplitting: {
          groups: [
            {
              // Two chunks, evaluated in two tasks (main.tsx), so neither is a long task on a slow phone.
              name: 'vendor-react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            },
            {
              name: 'vendor-router',
              test: /[\\/]node_modules[\\/]react-router[\\/]/,
            },
            {
              // The contract's small display modules (dates, role labels) in one chunk, not one each.
              name: 'contract-display',
              test: /[\\/]functions[\\/]contract[\\/](dates|roles)\.ts$/,
            },
            {
              // The admin screens' building blocks (admin chunks only) in one chunk, not one per file.
              name: 'admin-ui',
              test: /[\\/]web[\\/]src[\\/]components[\\/]admin[\\/]/,
              includeDependenciesRecursively: false,
            },
            {
              // The dashboard's chart library (admin Dashboard only), named so the bench reports its size.
              name: 'vendor-chart',
              test: /[\\/]node_modules[\\/](chart\.js|@kurkle[\\/]color)[\\/]/,
            },
            {
              // TanStack Query in one chunk, not seven: each chunk is a request and a preload link.
              name: 'vendor-query',
              test: /[\\/]node_modules[\\/]@tanstack[\\/]/,
            },
            {
              name: 'vendor-forms',
              test: /[\\/]node_modules[\\/](zod|react-hook-form|@hookform[\\/]resolvers)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy,
    // The shared contract lives outside web/ (functions/contract).
    fs: { allow: [repoRoot] },
  },
  preview: { port: 4173, proxy },
});
