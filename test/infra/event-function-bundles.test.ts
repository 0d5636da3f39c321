/**
 * Every event function bundles with the options `cdk deploy` gives esbuild (FUNCTION_BUNDLING in
 * lib/constructs/api-function.ts, mirrored by bench/functions.ts `esbuildOptions`). The stack's
 * tests synthesise without bundling, so a module esbuild refuses (the `sitePages` function reaches
 * the whole route tree of the SPA for prerendering, docs/architecture.md#prerendered-pages) would
 * otherwise only show at deploy time.
 */
import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { esbuildOptions } from '../../bench/functions.js';
import { eventFunctions } from '../../functions/contract/routes.js';
import { PROJECT_ROOT } from '../../lib/constructs/api-function.js';

describe('event function bundles', () => {
  it.each(Object.entries(eventFunctions))(
    '%s bundles without an error',
    async (_name, fn) => {
      const entry = join(PROJECT_ROOT, 'functions', 'handlers', `${fn.handler}.ts`);
      const result = await build({ ...esbuildOptions(entry, join('/tmp', 'unused.mjs')), write: false });
      expect(result.errors).toEqual([]);
      expect(result.outputFiles?.[0]?.contents.byteLength ?? 0).toBeGreaterThan(0);
    },
    60_000,
  );
});
