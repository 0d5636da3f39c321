import { defineConfig } from 'vitest/config';
import { webAliases } from './web/vite.config';

/**
 * API tests that move the clock of a shared process forward (the expiry sweep and the mail outbox
 * run with an injected `now`, hours or days ahead): run alongside other files, they would also
 * expire or resend what a test of another file is creating at that moment.
 */
const CLOCK_TESTS = [
  'test/api/cv-keep.test.ts',
  'test/api/erasure-outbox.test.ts',
  'test/api/expiry-sweep.test.ts',
  'test/api/faults.test.ts',
  'test/api/mail-outbox.test.ts',
  'test/api/my-data.test.ts',
  'test/api/resumes.test.ts',
  'test/api/upload-verdict.test.ts',
];

/**
 * API tests that break what every test shares on purpose (they overwrite the search index objects
 * with 0 bytes and garbage to see it rebuilt): run alongside other files, every search of those
 * files would meet the broken index or wait for its rebuild.
 */
const SHARED_STATE_TESTS = ['test/api/search-index.test.ts'];

/** The files of the `stack-serial` project: one at a time, after the `stack` project's. */
const SERIAL_TESTS = [...CLOCK_TESTS, ...SHARED_STATE_TESTS];

/**
 * Test settings of the API and browser tests: one local stack for both projects. Each project also
 * takes the SPA's aliases (`resolve`): the stack prerenders the SPA in-process.
 */
const onStack = {
  globalSetup: ['test/global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
};

/**
 * Seven projects: `unit` (no I/O), `web` (SPA components in jsdom), `extraction` (the server's
 * reading of generated CV files), `infra` (CDK template assertions), `stack` (API and browser
 * tests against ONE local stack started by `test/global-setup.ts` on random free ports), then
 * `stack-serial` (the tests that move the clock or break shared state, one file at a time on the same stack), then
 * `chaos` (emulators stopped and killed under a stack of its own). Files of the first five run
 * two at a time, one per core.
 */
export default defineConfig({
  test: {
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    maxWorkers: 2,
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
      {
        resolve: { alias: webAliases },
        test: {
          ...onStack,
          name: 'stack',
          include: ['test/api/**/*.test.ts', 'test/e2e/**/*.test.ts'],
          exclude: SERIAL_TESTS,
        },
      },
      {
        resolve: { alias: webAliases },
        test: {
          ...onStack,
          name: 'stack-serial',
          include: SERIAL_TESTS,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      // Chaos on a stack of its own: emulators stopped and killed under traffic (under 3 minutes).
      {
        test: {
          name: 'chaos',
          include: ['test/chaos/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
