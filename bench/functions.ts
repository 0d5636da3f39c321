/**
 * Lambda bundles: every function the CDK stack deploys (the handler of each route, the
 * WebSocket route handlers and authorizer, the event functions), bundled by esbuild exactly as
 * `lib/constructs/api-function.ts` bundles them (`functionBundling` of the function's spec:
 * `FUNCTION_BUNDLING`'s ESM, minified, AWS SDK bundled, the same banner and main fields, and the
 * function's own external modules), with a metafile.
 *
 * Figures: the size of `index.mjs` (minified bytes, the source map excluded) and its gzip size
 * (zlib level 6, as `gzip` does by default), and which packages take the most bytes of the output.
 * Budget: the median bundle ≤ 400 KB minified, none over 650 KB, for the functions on the request
 * path ({@link OFF_PATH_FUNCTIONS} are shown without it).
 */
import { existsSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type BuildOptions, build, type Metafile } from 'esbuild';
import {
  eventFunctions,
  type RouteDef,
  routeKey,
  routes,
  WS_AUTHORIZER_HANDLER,
  websocketRoutes,
} from '../functions/contract/routes.js';
import {
  type BundlingSpec,
  FUNCTION_BUNDLING,
  functionBundling,
  LAMBDA_ALIASES,
  PROJECT_ROOT,
} from '../lib/constructs/api-function.js';
import { kb, median, type Row, verdict } from './report.js';

export const BUNDLE_MEDIAN_BUDGET = 400 * 1024;
export const BUNDLE_MAX_BUDGET = 650 * 1024;

/** One deployed function (several routes may share a handler file). */
export interface FunctionEntry {
  /** Handler id: file below `functions/handlers/` without extension. */
  handler: string;
  /** Route keys, WebSocket route keys or event names it serves. */
  serves: string[];
}

export interface Bundle extends FunctionEntry {
  /** The bundle (`<dir>/<handler>/index.mjs`). */
  file: string;
  minBytes: number;
  gzipBytes: number;
  /** Bytes of the output by package (or by top-level source folder), largest first. */
  packages: { name: string; bytes: number }[];
}

/**
 * The functions that read CV files (document parsers, OCR): off the request path, measured with
 * their own rows in `bench/extraction.ts`; the budgets above are for the others.
 */
export const CV_READING_FUNCTIONS: readonly string[] = [
  eventFunctions.cvReceived.handler,
  eventFunctions.cvOcr.handler,
];

/**
 * The functions whose weight is the work they exist for and that no request waits for: the
 * prerenderer of the public pages (React's server renderer, the router and the public pages' code,
 * docs/architecture.md#prerendered-pages), started asynchronously after a posting write and nightly.
 * Their bundles are measured and shown (info); the size budgets below are for the functions on the
 * request path, and the prerenderer's own budget is the time of its work from a cold start
 * (`measureSitePages` in bench/spa.ts: a posting's pages ≤ 5 s).
 */
export const OFF_PATH_FUNCTIONS: readonly string[] = [eventFunctions.sitePages.handler];

/** Every function the stack deploys but those of {@link CV_READING_FUNCTIONS}, one entry per handler file. */
export function deployedFunctions(): FunctionEntry[] {
  const byHandler = new Map<string, string[]>();
  const add = (handler: string, serves: string) => {
    const list = byHandler.get(handler) ?? [];
    list.push(serves);
    byHandler.set(handler, list);
  };
  for (const route of routes) add(route.handler, routeKey(route));
  for (const ws of websocketRoutes) add(ws.handler, `WS ${ws.routeKey}`);
  add(WS_AUTHORIZER_HANDLER, 'WS $connect authorizer');
  for (const [name, fn] of Object.entries(eventFunctions)) {
    if (!CV_READING_FUNCTIONS.includes(fn.handler)) add(fn.handler, `event ${name}`);
  }
  return [...byHandler].map(([handler, serves]) => ({ handler, serves }));
}

/**
 * The bundling spec of the function of `handler`: its `eventFunctions` entry's, or its route's
 * `nodeModules` (a WebSocket handler has no bundling fields).
 */
export function bundlingSpecOf(handler: string): BundlingSpec {
  const fn = Object.values(eventFunctions).find((f) => f.handler === handler);
  if (!fn)
    return { nodeModules: (routes as readonly RouteDef[]).find((r) => r.handler === handler)?.nodeModules };
  return {
    nodeModules: 'nodeModules' in fn ? fn.nodeModules : undefined,
    browserOnlyModules: 'browserOnlyModules' in fn ? fn.browserOnlyModules : undefined,
  };
}

/**
 * esbuild options equal to the command line NodejsFunction runs for `functionBundling(spec)` (the
 * default spec: `FUNCTION_BUNDLING` as is).
 */
export function esbuildOptions(entry: string, outfile: string, spec: BundlingSpec = {}): BuildOptions {
  const b = FUNCTION_BUNDLING;
  return {
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    target: b.target,
    format: b.format === 'esm' ? 'esm' : 'cjs',
    outfile,
    minify: b.minify,
    sourcemap: b.sourceMap,
    sourcesContent: b.sourcesContent,
    // Powertools, and the packages a function ships beside its bundle or leaves to the browser.
    external: [...(functionBundling(spec).externalModules ?? [])],
    mainFields: [...b.mainFields],
    banner: { js: b.banner },
    define: { ...b.define },
    alias: { ...LAMBDA_ALIASES },
    absWorkingDir: PROJECT_ROOT,
    metafile: true,
    logLevel: 'silent',
  };
}

/** Package of an input path: `@smithy/core`, `zod`; own code by folder (`functions/core`). */
export function packageOf(input: string): string {
  const parts = input.split('node_modules/');
  if (parts.length > 1) {
    const rest = parts[parts.length - 1]!.split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  return input.split('/').slice(0, 2).join('/');
}

function packageBytes(meta: Metafile, outfile: string): { name: string; bytes: number }[] {
  const output = Object.entries(meta.outputs).find(([k]) => join(PROJECT_ROOT, k) === outfile)?.[1];
  const totals = new Map<string, number>();
  for (const [input, { bytesInOutput }] of Object.entries(output?.inputs ?? {})) {
    const name = packageOf(input);
    totals.set(name, (totals.get(name) ?? 0) + bytesInOutput);
  }
  return [...totals].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes);
}

/** Bundles one function into `<outDir>/<handler>/index.mjs`. */
export async function bundleFunction(fn: FunctionEntry, outDir: string): Promise<Bundle> {
  const entry = join(PROJECT_ROOT, 'functions', 'handlers', `${fn.handler}.ts`);
  const file = join(outDir, fn.handler, 'index.mjs');
  const result = await build(esbuildOptions(entry, file, bundlingSpecOf(fn.handler)));
  const code = readFileSync(file);
  return {
    ...fn,
    file,
    minBytes: code.length,
    gzipBytes: gzipSync(code, { level: 6 }).length,
    packages: packageBytes(result.metafile!, file),
  };
}

/** `@smithy/core 131 KB, zod 92 KB, …`: the `n` packages that take the most bytes. */
export function topPackages(b: Bundle, n = 5): string {
  return b.packages
    .slice(0, n)
    .map((p) => `${p.name} ${kb(p.bytes)}`)
    .join(', ');
}

/**
 * Bundles every function of `functions` in one esbuild run per set of external modules (most
 * functions share one): one entry point per function without code splitting, so each output is
 * the same self-contained bundle a build of that entry alone gives, and shared modules are parsed
 * once. Throws when any entry fails.
 */
export async function bundleAll(functions: FunctionEntry[], outDir: string): Promise<Bundle[]> {
  const groups = new Map<string, { spec: BundlingSpec; functions: FunctionEntry[] }>();
  for (const fn of functions) {
    const spec = bundlingSpecOf(fn.handler);
    const key = JSON.stringify(esbuildOptions('', '', spec).external);
    const group = groups.get(key) ?? { spec, functions: [] };
    group.functions.push(fn);
    groups.set(key, group);
  }
  const metafiles = new Map<string, Metafile>();
  for (const group of groups.values()) {
    const result = await build({
      ...esbuildOptions('', '', group.spec),
      entryPoints: group.functions.map((fn) => ({
        in: join(PROJECT_ROOT, 'functions', 'handlers', `${fn.handler}.ts`),
        out: `${fn.handler}/index`,
      })),
      outfile: undefined,
      outdir: outDir,
      outExtension: { '.js': '.mjs' },
    });
    for (const fn of group.functions) metafiles.set(fn.handler, result.metafile!);
  }
  return functions.map((fn) => {
    const file = join(outDir, fn.handler, 'index.mjs');
    const code = readFileSync(file);
    return {
      ...fn,
      file,
      minBytes: code.length,
      gzipBytes: gzipSync(code, { level: 6 }).length,
      packages: packageBytes(metafiles.get(fn.handler)!, file),
    };
  });
}

/**
 * What a deployed function finds installed beside its bundle, for bundles run from `outDir` (cold
 * starts): the packages of a function's `nodeModules` stay external, and Node resolves them from a
 * `node_modules` folder above the bundle, here a link to the project's installed packages (in
 * Lambda: the copy `functionBundling` puts next to the bundle). Powertools is bundled.
 */
export function provideLayerStandIn(outDir: string): void {
  const link = join(outDir, 'node_modules');
  mkdirSync(outDir, { recursive: true });
  if (!existsSync(link)) symlinkSync(join(PROJECT_ROOT, 'node_modules'), link, 'dir');
}

/**
 * Bundles every deployed function and returns the rows: one per function, the median and the
 * largest. When the single esbuild run fails, each function is bundled alone so that one broken
 * handler is an error row and the others still count.
 */
export async function measureBundles(outDir: string): Promise<{ rows: Row[]; bundles: Bundle[] }> {
  provideLayerStandIn(outDir);
  const functions = deployedFunctions();
  let results: (Bundle | Error)[];
  try {
    results = await bundleAll(functions, outDir);
  } catch {
    results = [];
    for (const fn of functions) results.push(await bundleFunction(fn, outDir).catch((err: Error) => err));
  }

  const bundles = results.filter((r): r is Bundle => !(r instanceof Error));
  const budgeted = bundles.filter((b) => !OFF_PATH_FUNCTIONS.includes(b.handler));
  const rows: Row[] = [];
  const med = median(budgeted.map((b) => b.minBytes));
  const medianBundle = [...budgeted].sort(
    (a, b) => Math.abs(a.minBytes - med) - Math.abs(b.minBytes - med),
  )[0];
  rows.push({
    section: 'bundle',
    name: `median of ${budgeted.length} functions (minified)`,
    value: `${kb(med)} min / ${kb(median(budgeted.map((b) => b.gzipBytes)))} gz`,
    budget: '≤ 400 KB',
    verdict: budgeted.length ? verdict(med <= BUNDLE_MEDIAN_BUDGET) : 'error',
    note: medianBundle ? `median bundle ${medianBundle.handler}: ${topPackages(medianBundle)}` : undefined,
    data: { medianMinBytes: med },
  });
  const over = budgeted.filter((b) => b.minBytes > BUNDLE_MAX_BUDGET);
  rows.push({
    section: 'bundle',
    name: 'largest function on the request path (minified)',
    value: budgeted.length ? kb(Math.max(...budgeted.map((b) => b.minBytes))) : '—',
    budget: '≤ 650 KB each',
    verdict: budgeted.length ? verdict(over.length === 0) : 'error',
    note: over.length ? `${over.length} over 650 KB: ${over.map((b) => b.handler).join(', ')}` : undefined,
  });
  functions.forEach((fn, i) => {
    const r = results[i]!;
    if (r instanceof Error) {
      rows.push({
        section: 'bundle',
        name: fn.handler,
        value: '—',
        budget: '≤ 650 KB',
        verdict: 'error',
        note: `bundling failed: ${r.message.split('\n')[0]}`,
      });
      return;
    }
    const serves = r.serves.length > 1 ? ` (${r.serves.length} routes)` : '';
    const offPath = OFF_PATH_FUNCTIONS.includes(r.handler);
    rows.push({
      section: 'bundle',
      name: `${r.handler}${serves}`,
      value: `${kb(r.minBytes)} min / ${kb(r.gzipBytes)} gz`,
      budget: offPath ? '' : '≤ 650 KB',
      verdict: offPath ? 'info' : verdict(r.minBytes <= BUNDLE_MAX_BUDGET),
      note: offPath
        ? `off the request path, its budget is its work's time (site pages rows): ${topPackages(r)}`
        : r.minBytes > BUNDLE_MEDIAN_BUDGET
          ? topPackages(r)
          : undefined,
      data: {
        minBytes: r.minBytes,
        gzipBytes: r.gzipBytes,
        serves: r.serves,
        packages: r.packages.slice(0, 12),
      },
    });
  });
  return { rows, bundles };
}
