/**
 * Every event function bundles with the options `cdk deploy` gives esbuild (`functionBundling` of
 * its spec in lib/constructs/api-function.ts, mirrored by bench/functions.ts `esbuildOptions`). The
 * stack's tests synthesise without bundling, so a module esbuild refuses (the `sitePages` function
 * reaches the public route tree of the SPA for prerendering, docs/architecture.md#prerendered-pages)
 * would otherwise only show at deploy time.
 *
 * A function's `browserOnlyModules` are external and not shipped: every import of one must be a
 * dynamic import in the SPA's code, and the bundle must load and render without them.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { bundlingSpecOf, esbuildOptions } from '../../bench/functions.js';
import { eventFunctions } from '../../functions/contract/routes.js';
import type { PublicJobPosting } from '../../functions/contract/schemas/catalog.js';
import { PROJECT_ROOT } from '../../lib/constructs/api-function.js';

const entryOf = (handler: string) => join(PROJECT_ROOT, 'functions', 'handlers', `${handler}.ts`);

describe('event function bundles', () => {
  it.each(Object.entries(eventFunctions))(
    '%s bundles without an error',
    async (_name, fn) => {
      const result = await build({
        ...esbuildOptions(entryOf(fn.handler), join('/tmp', 'unused.mjs'), bundlingSpecOf(fn.handler)),
        write: false,
      });
      expect(result.errors).toEqual([]);
      expect(result.outputFiles?.[0]?.contents.byteLength ?? 0).toBeGreaterThan(0);
    },
    60_000,
  );
});

describe('the sitePages bundle without the browser-only modules', () => {
  const spec = eventFunctions.sitePages;
  const dir = mkdtempSync(join(tmpdir(), 'site-pages-bundle-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const isBrowserOnly = (path: string) =>
    spec.browserOnlyModules.some((m) => path === m || path.startsWith(`${m}/`));

  it('imports them only dynamically, from the SPA, and holds none of their code', async () => {
    const result = await build({
      ...esbuildOptions(entryOf(spec.handler), join(dir, 'unused.mjs'), spec),
      write: false,
    });
    const inputs = Object.entries(result.metafile!.inputs);
    const imports = inputs.flatMap(([from, input]) =>
      input.imports.filter((i) => isBrowserOnly(i.path)).map((i) => ({ from, kind: i.kind })),
    );
    expect(imports.length).toBeGreaterThan(0);
    for (const { from, kind } of imports) {
      expect(kind, from).toBe('dynamic-import');
      expect(from, 'only the SPA imports a browser-only module').toMatch(/^web\/src\//);
    }
    // A package's files, or a project module the SPA names by its alias (`@functions/...`).
    const isBrowserOnlyFile = (p: string) =>
      spec.browserOnlyModules.some(
        (m) =>
          p.includes(`node_modules/${m}/`) || p.startsWith(`${m.replace(/^@functions\//, 'functions/')}.`),
      );
    const bundled = inputs.map(([path]) => path).filter(isBrowserOnlyFile);
    expect(bundled).toEqual([]);
    expect(inputs.map(([path]) => path).filter((p) => p.includes('libphonenumber-js/metadata.max'))).toEqual(
      [],
    );
  }, 60_000);

  /**
   * The handler's bundle and the renderer bundled with the same options run in a plain `node` next
   * to a `node_modules` holding Powertools alone (the Lambda layer): no browser-only module can be
   * found, as in Lambda.
   */
  it('loads, and renders every kind of prerendered page', async () => {
    const handlerFile = join(dir, 'handler', 'index.mjs');
    const rendererFile = join(dir, 'renderer', 'index.mjs');
    await build(esbuildOptions(entryOf(spec.handler), handlerFile, spec));
    await build(
      esbuildOptions(join(PROJECT_ROOT, 'web', 'src', 'prerender', 'render.tsx'), rendererFile, spec),
    );
    mkdirSync(join(dir, 'node_modules'));
    symlinkSync(
      join(PROJECT_ROOT, 'node_modules', '@aws-lambda-powertools'),
      join(dir, 'node_modules', '@aws-lambda-powertools'),
      'dir',
    );
    const posting: PublicJobPosting = {
      _id: 'p1',
      job_title: 'Cloud Engineer',
      department: { _id: 'd1', name: 'Engineering' },
      location: 'Cork',
      job_type: 'full-time',
      salary_range: null,
      currency: 'EUR',
      description: 'Build things.',
      requirements: 'AWS',
      responsibilities: 'Run things.',
      benefits: 'Lunch',
      qualifications: 'Degree',
      employment_type: 'FULL_TIME',
      work_hours: '40 hours per week',
      experience: 'experienced',
      status: 'active',
      deadline: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    const postings = {
      jobs: [posting],
      pagination: { totalJobs: 1, currentPage: 1, totalPages: 1, limit: 5 },
    };
    const script = `
      const { handler } = await import(${JSON.stringify(pathToFileURL(handlerFile).href)});
      const { renderPage } = await import(${JSON.stringify(pathToFileURL(rendererFile).href)});
      const template = '<html><head><title>t</title></head><body><div id="root"></div></body></html>';
      const pages = {
        '/': {},
        '/careers': { postings: ${JSON.stringify(postings)} },
        '/privacy-policy': {},
        '/careers/jobs/p1': { posting: ${JSON.stringify(posting)} },
        '/careers/jobs/gone': { posting: null },
      };
      const out = { handler: typeof handler };
      for (const [path, data] of Object.entries(pages))
        out[path] = /<h1[^>]*>(.*?)<\\/h1>/s.exec(await renderPage(path, template, 'https://x.ie', data))?.[1];
      console.log(JSON.stringify(out));
    `;
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
      cwd: dir,
      env: { ...process.env, NODE_PATH: '', AWS_REGION: 'eu-west-1' },
    });
    const out = JSON.parse(stdout.trim().split('\n').at(-1)!) as Record<string, string | undefined>;
    expect(out.handler).toBe('function');
    for (const path of ['/', '/careers', '/privacy-policy', '/careers/jobs/p1', '/careers/jobs/gone'])
      expect(out[path], path).toBeTruthy();
    expect(out['/careers/jobs/p1']).toContain('Cloud Engineer');
  }, 120_000);
});
