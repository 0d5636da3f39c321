/**
 * The SPA as a visitor's browser gets it.
 *
 * - Build: `web/vite.config.ts` as the stack builds it, plus Vite's manifest (`.vite/manifest.json`,
 *   not served: the gateway skips dot folders) to know which chunk holds which source module.
 * - Initial load of each public route: Debian's Chromium (playwright-core) opens the page in a fresh
 *   context and waits for the network to go idle; every script and style sheet of the site's origin
 *   it fetched is gzip-compressed (zlib level 6) and summed: the bytes a CDN sends compressed.
 *   Budget: ≤ 115 KB of JavaScript for `/`.
 * - Admin chunks: the chunks only the admin area reaches (the lazy imports of
 *   `web/src/app/admin-area.tsx`, what they import, minus what public pages import too). Budget: a
 *   public route requests none of them.
 * - The candidate page's chunk (docs/architecture.md#candidate-page): its own JavaScript, gzip, and
 *   what it loads on demand (pdf.js and its worker for a PDF, mammoth and DOMPurify for a DOCX);
 *   pdf.js must be imported statically by no chunk, so no other admin page downloads it.
 * - The document of each public page (docs/architecture.md#prerendered-pages): its bytes and whether
 *   the page's main content (its `<h1>`) is in the HTML before any script runs.
 * - Lighthouse (mobile preset, simulated throttling) in Debian's Chromium via chrome-launcher,
 *   through a proxy that gzips text answers as CloudFront does (the local gateway does not):
 *   performance, accessibility, SEO and best-practices scores and LCP, median of `runs`. Budgets:
 *   performance ≥ 98, accessibility 100, SEO 100, LCP ≤ 1.8 s.
 * - Budgets of the first download: ≤ 115 KB of JavaScript for `/`, ≤ 150 KB for /careers.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGzip, gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { PRERENDERED_ROUTES, routePatternSource } from '../functions/contract/spa-routes.js';
import { buildWebApp } from '../lib/local/web-build.js';
import { measureColdStarts } from './cold-start.js';
import type { Bundle } from './functions.js';
import { kb, median, type Row, verdict } from './report.js';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const WEB_ROOT = join(REPO_ROOT, 'web');

/** Chromium's real binary first (faster to start than the /usr/bin wrapper script). */
export const CHROMIUM = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'];
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/** Initial JavaScript (gzip) per page that has a budget (docs/architecture.md#quality-bars). */
export const SPA_JS_BUDGETS: Record<string, number> = { '/': 115 * 1024, '/careers': 150 * 1024 };
export const PERFORMANCE_BUDGET = 98;
export const ACCESSIBILITY_BUDGET = 100;
export const SEO_BUDGET = 100;
/** Largest Contentful Paint under Lighthouse's mobile throttling (ms). */
export const LCP_BUDGET_MS = 1800;

/** The Chromium binary (`CHROMIUM_PATH` or Debian's); throws when there is none. */
export function chromiumPath(): string {
  const path = [process.env.CHROMIUM_PATH, ...CHROMIUM].find((p) => p && existsSync(p));
  if (!path) throw new Error('Chromium not found: install it with `apt-get install -y chromium`');
  return path;
}

/**
 * Builds the SPA into `outDir` with the project's Vite config and a manifest, then prerenders its
 * static public pages as `npm run build:web` does (the stack adds the posting pages when it starts).
 */
export async function buildSpa(outDir: string): Promise<void> {
  // In a child process, as the local stack builds (lib/local/web-build.ts): the bundler's memory
  // would otherwise stay in the bench's process, under the soak's figures.
  await buildWebApp({ outDir, quiet: true, manifest: true });
}

/** The document of `route` as a crawler gets it: its bytes, and whether its `<h1>` is in it. */
export async function documentOf(
  baseUrl: string,
  route: string,
): Promise<{ bytes: number; content: boolean }> {
  const html = await (await fetch(`${baseUrl}${route}`)).text();
  const root = html.slice(html.indexOf('<div id="root">'));
  return { bytes: Buffer.byteLength(html), content: /<h1[\s>][\s\S]*?<\/h1>/.test(root) };
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Every .ts/.tsx file under `dir`. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

/**
 * Files (`assets/…`) that only the admin area loads: everything reachable from the lazy imports
 * of `admin-area.tsx`, minus everything a public page can reach without passing through them.
 */
export function adminFiles(outDir: string): { files: Set<string>; entries: string[] } {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const areaFile = join(WEB_ROOT, 'src', 'app', 'admin-area.tsx');
  const source = readFileSync(areaFile, 'utf8');
  const entries = new Set<string>();
  // A module the public side imports lazily too (the query provider) is not an admin entry.
  const elsewhere = sourceFiles(join(WEB_ROOT, 'src'))
    .filter((f) => f !== areaFile)
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
  for (const m of source.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    const specifier = m[1]!;
    if (elsewhere.includes(`import('${specifier}')`)) continue;
    // `@/` is the SPA's alias of web/src (web/vite.config.ts).
    const target = specifier.startsWith('@/')
      ? posix.join('src', specifier.slice(2))
      : posix.normalize(posix.join(relative(WEB_ROOT, dirname(areaFile)).split('\\').join('/'), specifier));
    for (const key of Object.keys(manifest)) {
      if (key === target || key.startsWith(`${target}.`)) entries.add(key);
    }
  }
  const reach = (starts: string[], stopAt: Set<string>) => {
    const seen = new Set<string>();
    const stack = [...starts];
    while (stack.length) {
      const key = stack.pop()!;
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      for (const next of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) {
        if (!stopAt.has(next)) stack.push(next);
      }
    }
    return seen;
  };
  const publicStarts = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
  const publicReach = reach(publicStarts, entries);
  const adminReach = reach([...entries], new Set());
  const files = new Set<string>();
  for (const key of adminReach) {
    if (publicReach.has(key)) continue;
    const chunk = manifest[key]!;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  // CSS of admin chunks that public chunks also list is not admin-only.
  for (const key of publicReach) for (const css of manifest[key]!.css ?? []) files.delete(css);
  return { files, entries: [...entries] };
}

/** gzip size (zlib level 6) of one built file. */
const gzipOf = (outDir: string, file: string) =>
  gzipSync(readFileSync(join(outDir, file)), { level: 6 }).length;

/** Source path of the candidate page in Vite's manifest. */
const CANDIDATE_PAGE = 'src/features/cv-management/CandidatePage.tsx';

/**
 * Row of the candidate page's chunk: its own JavaScript (gzip) and, in the note, each chunk it
 * loads on demand; `error` when a chunk imports pdf.js statically (it would then reach other pages;
 * only lib/pdfjs.ts may bring it, dynamically).
 */
export function candidatePageChunk(outDir: string): Row[] {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const page = manifest[CANDIDATE_PAGE];
  if (!page) {
    return [
      {
        section: 'spa',
        name: 'candidate page chunk (gzip)',
        value: '—',
        budget: '',
        verdict: 'error',
        note: `${CANDIDATE_PAGE} not in the Vite manifest`,
      },
    ];
  }
  const isPdfJs = (key: string) => key.includes('node_modules/pdfjs-dist/');
  const staticPdf = Object.entries(manifest)
    .filter(([, chunk]) => (chunk.imports ?? []).some(isPdfJs))
    .map(([key]) => key);
  // On demand: everything the page's dynamic imports bring, static or dynamic, down to pdf.js and
  // its worker (lib/pdfjs.ts), but not what the page already has statically.
  const staticOfPage = new Set(page.imports ?? []);
  const onDemand = new Map<string, number>();
  const queue = [...(page.dynamicImports ?? [])];
  while (queue.length) {
    const k = queue.shift()!;
    const chunk = manifest[k];
    if (!chunk || onDemand.has(k) || staticOfPage.has(k)) continue;
    // A `?url` import is a stub naming its file (pdf.js's worker): count the file, not the stub.
    const files = chunk.assets?.length ? chunk.assets : [chunk.file];
    onDemand.set(
      k,
      files.reduce((sum, file) => sum + gzipOf(outDir, file), 0),
    );
    queue.push(...(chunk.imports ?? []), ...(chunk.dynamicImports ?? []));
  }
  const label = (key: string) =>
    key
      .replace(/^.*node_modules\/([^/]+)\/.*?([^/]+)$/, '$1 $2')
      .replace(/^src\/.*\//, '')
      .replace(/\?url$/, '');
  const own = gzipOf(outDir, page.file);
  return [
    {
      section: 'spa',
      name: 'candidate page chunk (gzip)',
      value: kb(own),
      budget: 'pdf.js in no static import',
      verdict: verdict(staticPdf.length === 0),
      note: `${page.file.replace('assets/', '')}; on demand: ${[...onDemand]
        .sort((a, b) => b[1] - a[1])
        .map(([k, size]) => `${label(k)} ${kb(size)}`)
        .join(', ')}${staticPdf.length ? `; pdf.js imported statically by ${staticPdf.join(', ')}` : ''}`,
      data: { file: page.file, gzip: own, onDemand: Object.fromEntries(onDemand), staticPdf },
    },
  ];
}

/** The pages served as prerendered HTML (functions/contract/spa-routes.ts). */
const PRERENDERED = PRERENDERED_ROUTES.map((r) => new RegExp(routePatternSource(r)));

/** A route's name in the report: a posting's page by its pattern, not its id. */
export function pageName(route: string): string {
  return route.replace(/^\/careers\/jobs\/[^/]+$/, '/careers/jobs/{id}');
}

export interface PageLoad {
  route: string;
  title: string;
  jsGzip: number;
  cssGzip: number;
  /** Each file fetched and its gzip size, largest first. */
  files: { path: string; gzip: number }[];
  adminRequested: string[];
}

/** Opens `route` in a fresh context; sums the gzip sizes of the scripts and styles it fetched. */
export async function loadPage(
  browser: Browser,
  baseUrl: string,
  route: string,
  admin: Set<string>,
): Promise<PageLoad> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const origin = new URL(baseUrl).origin;
    const pending: Promise<{ path: string; type: string; gz: number }>[] = [];
    const requested: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.origin === origin) requested.push(url.pathname);
    });
    page.on('response', (res) => {
      const type = res.request().resourceType();
      const url = new URL(res.url());
      if (url.origin !== origin || (type !== 'script' && type !== 'stylesheet')) return;
      pending.push(
        res.body().then((body) => ({ path: url.pathname, type, gz: gzipSync(body, { level: 6 }).length })),
      );
    });
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle', timeout: 30_000 });
    const title = await page.title();
    const loaded = await Promise.all(pending);
    return {
      route,
      title,
      jsGzip: loaded.filter((l) => l.type === 'script').reduce((n, l) => n + l.gz, 0),
      cssGzip: loaded.filter((l) => l.type === 'stylesheet').reduce((n, l) => n + l.gz, 0),
      files: loaded.map((l) => ({ path: l.path, gzip: l.gz })).sort((a, b) => b.gzip - a.gzip),
      adminRequested: requested.filter((p) => admin.has(p.replace(/^\//, ''))),
    };
  } finally {
    await context.close();
  }
}

/** Budget of the dashboard's chart library (gzip), which only the admin Dashboard loads. */
export const CHART_LIBRARY_BUDGET = 70 * 1024;

/**
 * The chart library's chunk (`vendor-chart`: Chart.js as the dashboard registers it,
 * docs/architecture.md#dashboard-trends): its gzip size, and whether it is admin-only.
 */
export function chartLibraryRow(outDir: string, admin: Set<string>): Row {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const file = Object.values(manifest).find((c) => /(^|\/)vendor-chart-[^/]*\.js$/.test(c.file))?.file;
  if (!file)
    return {
      section: 'spa',
      name: 'chart library (Chart.js) gzip',
      value: '—',
      budget: `≤ ${kb(CHART_LIBRARY_BUDGET)}, admin only`,
      verdict: 'error',
      note: 'no vendor-chart chunk in the Vite manifest',
    };
  const gzip = gzipSync(readFileSync(join(outDir, file)), { level: 6 }).length;
  const adminOnly = admin.has(file);
  return {
    section: 'spa',
    name: 'chart library (Chart.js) gzip',
    value: kb(gzip),
    budget: `≤ ${kb(CHART_LIBRARY_BUDGET)}, admin only`,
    verdict: verdict(gzip <= CHART_LIBRARY_BUDGET && adminOnly),
    note: `${file.replace('assets/', '')}${adminOnly ? ', reached only through the admin Dashboard' : ', ALSO reachable from a public page'}`,
    data: { file, gzip, adminOnly },
  };
}

/** Rows for the initial loads of `routes` and the admin-chunk check. */
export async function measurePages(
  browser: Browser,
  baseUrl: string,
  outDir: string,
  routes: string[],
): Promise<Row[]> {
  const { files: admin, entries } = adminFiles(outDir);
  const rows: Row[] = [];
  const requestedAdmin: string[] = [];
  for (const route of routes) {
    try {
      const doc = await documentOf(baseUrl, route);
      const prerendered = PRERENDERED.some((m) => m.test(route));
      rows.push({
        section: 'spa',
        name: `${pageName(route)} HTML`,
        value: `${kb(doc.bytes)}, content ${doc.content ? 'in the HTML' : 'after JavaScript'}`,
        budget: prerendered ? 'content in the HTML' : '',
        verdict: prerendered ? verdict(doc.content) : 'info',
        note: 'the document as fetched, no JavaScript run: bytes, and whether its <h1> is there',
        data: doc,
      });
      const load = await loadPage(browser, baseUrl, route, admin);
      requestedAdmin.push(...load.adminRequested.map((f) => `${route} → ${f}`));
      const budget = SPA_JS_BUDGETS[route];
      rows.push({
        section: 'spa',
        name: `${pageName(route)} initial JS + CSS (gzip)`,
        value: `${kb(load.jsGzip)} JS + ${kb(load.cssGzip)} CSS`,
        budget: budget ? `≤ ${kb(budget)} JS` : '',
        verdict: budget ? verdict(load.jsGzip <= budget) : 'info',
        note: `"${load.title}", ${load.files.length} files, largest ${load.files
          .slice(0, 3)
          .map((f) => `${f.path.replace('/assets/', '')} ${kb(f.gzip)}`)
          .join(', ')}`,
        data: load,
      });
    } catch (err) {
      rows.push({
        section: 'spa',
        name: `${pageName(route)} initial JS + CSS (gzip)`,
        value: '—',
        budget: SPA_JS_BUDGETS[route] ? `≤ ${kb(SPA_JS_BUDGETS[route])} JS` : '',
        verdict: 'error',
        note: `measurement failed: ${(err as Error).message.split('\n')[0]}`,
      });
    }
  }
  rows.push(chartLibraryRow(outDir, admin));
  rows.push({
    section: 'spa',
    name: 'admin chunks requested by public routes',
    value: String(requestedAdmin.length),
    budget: '0',
    verdict: entries.length === 0 ? 'error' : verdict(requestedAdmin.length === 0),
    note:
      entries.length === 0
        ? 'no admin entry found in the Vite manifest (admin-area.tsx lazy imports)'
        : requestedAdmin.length
          ? requestedAdmin.join(', ')
          : `${admin.size} admin-only files (${entries.length} lazy admin modules) checked on ${routes.join(', ')}`,
    data: { adminFiles: [...admin], requested: requestedAdmin },
  });
  return rows;
}

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

/**
 * A reverse proxy in front of the gateway that gzips text answers for clients that accept it, as
 * the CloudFront distribution does (`compress: true` in `lib/constructs/site.ts`); the local gateway
 * itself serves files uncompressed. Lighthouse loads the site through it.
 */
export async function compressingProxy(target: string): Promise<{ url: string; close(): Promise<void> }> {
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const forward = httpRequest(
      {
        host: '127.0.0.1',
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const headers = { ...answer.headers };
        const type = String(headers['content-type'] ?? '');
        const gzip =
          /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) &&
          COMPRESSIBLE.test(type) &&
          !headers['content-encoding'] &&
          answer.statusCode !== 204 &&
          answer.statusCode !== 304;
        if (gzip) {
          delete headers['content-length'];
          headers['content-encoding'] = 'gzip';
          headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
        }
        res.writeHead(answer.statusCode ?? 502, headers);
        (gzip ? answer.pipe(createGzip({ level: 6 })) : answer).pipe(res);
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Lighthouse (mobile) on each route, `runs` times; rows with the median scores. */
export async function measureLighthouse(baseUrl: string, routes: string[], runs: number): Promise<Row[]> {
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    logLevel: 'silent',
  });
  const rows: Row[] = [];
  try {
    for (const route of routes) {
      const perf: number[] = [];
      const a11y: number[] = [];
      const seo: number[] = [];
      const practices: number[] = [];
      const lcp: number[] = [];
      const tbt: number[] = [];
      // Lighthouse's measure of the host's CPU speed at each run (`environment.benchmarkIndex`):
      // the simulated main-thread times scale with it, so it explains a run's TBT.
      const cpu: number[] = [];
      const failedAudits = new Set<string>();
      const failedPractices = new Set<string>();
      let failure: string | undefined;
      for (let i = 0; i < runs; i++) {
        try {
          const result = await lighthouse(`${baseUrl}${route}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
          });
          const lhr = result?.lhr;
          if (!lhr) throw new Error('no report');
          if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
          perf.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
          a11y.push(Math.round((lhr.categories.accessibility?.score ?? 0) * 100));
          seo.push(Math.round((lhr.categories.seo?.score ?? 0) * 100));
          practices.push(Math.round((lhr.categories['best-practices']?.score ?? 0) * 100));
          lcp.push(Number(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN));
          tbt.push(Number(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN));
          cpu.push(Math.round(lhr.environment?.benchmarkIndex ?? Number.NaN));
          for (const ref of [
            ...(lhr.categories.accessibility?.auditRefs ?? []),
            ...(lhr.categories.seo?.auditRefs ?? []),
          ]) {
            const audit = lhr.audits[ref.id];
            if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failedAudits.add(ref.id);
          }
          for (const ref of lhr.categories['best-practices']?.auditRefs ?? []) {
            const audit = lhr.audits[ref.id];
            if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
              failedPractices.add(ref.id);
          }
        } catch (err) {
          failure = (err as Error).message.split('\n')[0];
        }
      }
      if (perf.length === 0) {
        for (const [what, budget] of [
          ['performance', `≥ ${PERFORMANCE_BUDGET}`],
          ['accessibility', `${ACCESSIBILITY_BUDGET}`],
          ['SEO', `${SEO_BUDGET}`],
          ['best-practices', ''],
        ] as const) {
          rows.push({
            section: 'lighthouse',
            name: `${pageName(route)} ${what}`,
            value: '—',
            budget,
            verdict: 'error',
            note: `measurement failed: ${failure ?? 'no run finished'}`,
          });
        }
        continue;
      }
      const p = median(perf);
      const a = median(a11y);
      const name = pageName(route);
      rows.push({
        section: 'lighthouse',
        name: `${name} performance (mobile)`,
        value: String(p),
        budget: `≥ ${PERFORMANCE_BUDGET}`,
        verdict: verdict(p >= PERFORMANCE_BUDGET),
        note: `runs ${perf.join(', ')}; LCP ${(median(lcp) / 1000).toFixed(1)} s; TBT ${tbt.map(Math.round).join(', ')} ms; host CPU benchmark index ${cpu.join(', ')}`,
        data: { runs: perf, lcpMs: lcp, tbtMs: tbt, benchmarkIndex: cpu },
      });
      rows.push({
        section: 'lighthouse',
        name: `${name} LCP (mobile throttling)`,
        value: `${(median(lcp) / 1000).toFixed(2)} s`,
        budget: `≤ ${(LCP_BUDGET_MS / 1000).toFixed(1)} s`,
        verdict: verdict(median(lcp) <= LCP_BUDGET_MS),
        note: `runs ${lcp.map((v) => (v / 1000).toFixed(2)).join(', ')} s`,
      });
      rows.push({
        section: 'lighthouse',
        name: `${name} SEO`,
        value: String(median(seo)),
        budget: `${SEO_BUDGET}`,
        verdict: verdict(median(seo) >= SEO_BUDGET),
        note: `runs ${seo.join(', ')}`,
      });
      rows.push({
        section: 'lighthouse',
        name: `${name} best-practices`,
        value: String(median(practices)),
        budget: '',
        verdict: 'info',
        note: failedPractices.size
          ? `runs ${practices.join(', ')}; failing audits: ${[...failedPractices].join(', ')}`
          : `runs ${practices.join(', ')}`,
        data: { runs: practices, failingAudits: [...failedPractices] },
      });
      rows.push({
        section: 'lighthouse',
        name: `${name} accessibility`,
        value: String(a),
        budget: `${ACCESSIBILITY_BUDGET}`,
        verdict: verdict(a >= ACCESSIBILITY_BUDGET),
        note: failedAudits.size
          ? `failing audits: ${[...failedAudits].join(', ')}`
          : `runs ${a11y.join(', ')}`,
        data: { runs: a11y, failingAudits: [...failedAudits] },
      });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

/** A posting's page must follow an edit within this time locally (ms). */
export const SITE_PAGE_BUDGET_MS = 5000;

/**
 * The `sitePages` rewrite (docs/architecture.md#prerendered-pages): every page from the table at
 * once (as the sweep does), then one posting edited through the API (`PUT /job-posting/{id}` as
 * the admin `token`) until its page shows the edit (the gateway's function, warm). With `cold`, the
 * same posting's rewrite by the deployed bundle in a fresh `node` process each time (as a Lambda
 * started for it: import, render, write), median of {@link COLD_REWRITE_RUNS}; the page's file
 * in `cold.siteDir` must be newer afterwards. Answers the rows and the posting's route, for the page rows.
 */
export async function measureSitePages(
  baseUrl: string,
  token: string,
  cold?: { bundle: Bundle; dir: string; env: Record<string, string>; siteDir: string },
): Promise<{ rows: Row[]; postingRoute?: string }> {
  const rows: Row[] = [];
  const { regenerateSitePages } = await import('../functions/core/site-pages.js');
  const all = await regenerateSitePages();
  rows.push({
    section: 'site pages',
    name: 'every public page rewritten from the table',
    value: `${(all.ms / 1000).toFixed(1)} s`,
    budget: '',
    verdict: 'info',
    note: `${all.written.length} files (the sweep's rewrite)`,
  });
  const list = (await (await fetch(`${baseUrl}/api/v1/public/job-postings?page=1&limit=1`)).json()) as {
    data?: { jobs: { _id: string }[] };
  };
  const id = list.data?.jobs[0]?._id;
  if (!id) throw new Error('no active posting to edit');
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const job = (
    (await (await fetch(`${baseUrl}/api/v1/job-posting/${id}`, { headers: auth })).json()) as {
      data: { job: Record<string, unknown> & { department: { _id: string } | null } };
    }
  ).data.job;
  const marker = `Edited ${Date.now()}`;
  const fields = [
    'job_title',
    'company',
    'location',
    'job_type',
    'experience',
    'status',
    'salary_range',
    'deadline',
    'description',
    'requirements',
    'responsibilities',
    'qualifications',
    'benefits',
    'contact_email',
    'work_hours',
    'employment_type',
  ];
  const body = Object.fromEntries(
    fields.filter((f) => job[f] !== undefined && job[f] !== null).map((f) => [f, job[f]]),
  );
  const started = Date.now();
  const put = await fetch(`${baseUrl}/api/v1/job-posting/${id}`, {
    method: 'PUT',
    headers: auth,
    body: JSON.stringify({
      ...body,
      department: job.department?._id,
      description: `${marker}. ${job.description}`,
    }),
  });
  if (!put.ok) throw new Error(`PUT /job-posting/${id} answered ${put.status}`);
  let ms: number | undefined;
  while (Date.now() - started < 30_000) {
    const html = await (await fetch(`${baseUrl}/careers/jobs/${id}`)).text();
    if (html.includes(marker)) {
      ms = Date.now() - started;
      break;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  rows.push({
    section: 'site pages',
    name: "a posting's page after an edit",
    value: ms === undefined ? 'not within 30 s' : `${(ms / 1000).toFixed(2)} s`,
    budget: `≤ ${SITE_PAGE_BUDGET_MS / 1000} s`,
    verdict: verdict(ms !== undefined && ms <= SITE_PAGE_BUDGET_MS),
    note: 'from the PUT to the page served with the new text (asynchronous sitePages invocation)',
  });
  if (cold) rows.push(await coldRewriteRow(cold, id));
  return { rows, postingRoute: `/careers/jobs/${id}` };
}

/** Cold rewrites of one posting's pages measured by {@link measureSitePages}. */
export const COLD_REWRITE_RUNS = 3;

async function coldRewriteRow(
  cold: { bundle: Bundle; dir: string; env: Record<string, string>; siteDir: string },
  postingId: string,
): Promise<Row> {
  const name = "a posting's pages rewritten by a cold function";
  const page = join(cold.siteDir, 'careers', 'jobs', postingId, 'index.html');
  const before = Date.now();
  const measured = await measureColdStarts({
    dir: cold.dir,
    bundles: [cold.bundle],
    targets: [{ handler: cold.bundle.handler, label: name, event: () => ({ postingId }) }],
    env: cold.env,
    runs: COLD_REWRITE_RUNS,
  });
  const row = measured.find((r) => r.name === name);
  const medianMs = (row?.data as { medianMs?: number } | undefined)?.medianMs;
  if (medianMs === undefined) throw new Error(row?.note ?? 'the cold rewrite did not run');
  if (!existsSync(page) || statSync(page).mtimeMs < before)
    throw new Error(`the cold function did not rewrite ${relative(cold.siteDir, page)}`);
  return {
    section: 'site pages',
    name,
    value: `${(medianMs / 1000).toFixed(2)} s`,
    budget: `≤ ${SITE_PAGE_BUDGET_MS / 1000} s`,
    verdict: verdict(medianMs <= SITE_PAGE_BUDGET_MS),
    note: `${cold.bundle.handler} (${kb(cold.bundle.minBytes)}) in a fresh node process: import, read the posting, render its page, /careers and sitemap.xml, write them; median of ${COLD_REWRITE_RUNS}`,
    data: { runs: (row?.data as { runs?: number[] } | undefined)?.runs, medianMs },
  };
}
