import { defineConfig } from 'vitest/config';
import { webAliases } from './web/vite.config';

/**
 * Six projects: `unit` (no I/O), `web` (SPA components in jsdom), `extraction` (the server's
 * reading of generated CV files), `infra` (CDK template assertions), `chaos` (emulators stopped and killed under a stack of its own), and `stack` (API and browser tests against ONE local stack started by
 * `test/global-setup.ts` on random free ports).
 */
export default defineConfig({
  test: {
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    projects: [
      { resolve: { alias: webAliases }, test: { name: 'unit', include: ['test/unit/**/*.test.ts'] } },
      // Components of the SPA rendered in jsdom with Testing Library (form validation messages).
      {
        resolve: { alias: webAliases },
        test: {
          name: 'web',
          include: ['test/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['test/web/setup.ts'],
        },
      },
      // The server's CV reading on files the tests generate (Chromium, pdfkit, OCR): seconds each.
      {
        test: {
          name: 'extraction',
          include: ['test/extraction/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      // Chaos on a stack of its own: emulators stopped and killed under traffic (under 3 minutes).
      {
        test: {
          name: 'chaos',
          include: ['test/chaos/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        // The local stack renders the SPA's public pages in-process (web/src/prerender).
        resolve: { alias: webAliases },
        test: {
          name: 'stack',
          include: ['test/api/**/*.test.ts', 'test/e2e/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
