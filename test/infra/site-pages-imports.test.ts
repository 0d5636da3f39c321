/**
 * The `sitePages` function carries the prerenderer's pages and nothing of the admin area
 * (docs/architecture.md#prerendered-pages): its bundle, built with the options `cdk deploy` gives
 * esbuild (bench/functions.ts `esbuildOptions`, which also bundles every dynamic import), holds no
 * module of the admin shell, of an admin page's feature, of the admin components and libraries, or
 * of the route guards (which hold the admin guards), and no page that is not prerendered. The admin
 * features are read from the admin route table itself (`router.tsx`, `admin-pages.tsx`), so a new
 * admin page is covered without a change here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { esbuildOptions } from '../../bench/functions.js';
import { eventFunctions } from '../../functions/contract/routes.js';
import { PROJECT_ROOT } from '../../lib/constructs/api-function.js';

const APP = join(PROJECT_ROOT, 'web', 'src', 'app');

/** The `@/...` modules that a route file loads with `import('...')`, as project paths without extension. */
function dynamicImportsOf(file: string): string[] {
  const source = readFileSync(join(APP, file), 'utf8');
  return [...source.matchAll(/import\('@\/([^']+)'\)/g)].map((m) => `web/src/${m[1]}`);
}

/** `web/src/features/cv-management/CandidatePage` -> `web/src/features/cv-management/`. */
const featureOf = (module: string) => /^web\/src\/features\/[^/]+\//.exec(module)?.[0];

describe('the sitePages bundle', () => {
  let inputs: string[] = [];
  beforeAll(async () => {
    const spec = eventFunctions.sitePages;
    const entry = join(PROJECT_ROOT, 'functions', 'handlers', `${spec.handler}.ts`);
    const result = await build({ ...esbuildOptions(entry, join('/tmp', 'unused.mjs'), spec), write: false });
    inputs = Object.keys(result.metafile!.inputs).filter((p) => p.startsWith('web/src/'));
  }, 120_000);

  it('holds the prerendered pages', () => {
    for (const page of [
      'web/src/app/HomePage.tsx',
      'web/src/features/careers/CareersPage.tsx',
      'web/src/features/jobs/JobPostingPage.tsx',
      'web/src/features/privacy/PrivacyPolicyPage.tsx',
    ])
      expect(inputs).toContain(page);
  });

  it('holds no admin code', () => {
    const adminFeatures = new Set(
      [...dynamicImportsOf('admin-pages.tsx'), ...dynamicImportsOf('router.tsx')].flatMap(
        (m) => featureOf(m) ?? [],
      ),
    );
    expect(adminFeatures.size).toBeGreaterThan(5);
    const isAdmin = (p: string) =>
      /^web\/src\/(app\/admin-|app\/guards\.ts$|components\/admin\/|lib\/admin-)/.test(p) ||
      [...adminFeatures].some((f) => p.startsWith(f));
    expect(inputs.filter(isAdmin)).toEqual([]);
  });

  it('holds no page that is not prerendered', () => {
    const pages = dynamicImportsOf('candidate-routes.tsx');
    expect(pages.length).toBeGreaterThan(5);
    expect(inputs.filter((p) => pages.some((page) => p.startsWith(`${page}.`)))).toEqual([]);
  });
});
