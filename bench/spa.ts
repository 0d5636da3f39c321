/**
 * The SPA as a visitor's browser gets it.
 *
 * - Build: `web/vite.config.ts` as the stack builds it, plus Vite's manifest (`.vite/manifest.json`,
 *   not served: the gateway skips dot folders) to know which chunk holds which source module.
 * - Initial load of each public route: Debian's Chromium (playwright-core) opens the page in a fresh
 *   context and waits for the network to go idle; every script and style sheet of the site's origin
 *   it fetched is gzip-compressed (zlib level 6) and summed: the bytes a CDN sends compressed.
 *   Budget: ≤ 120 KB of JavaScript for `/`.
 * - Admin chunks: the chunks only the admin area reaches (the lazy imports of
 *   `web/src/app/admin-area.tsx`, what they import, minus what public pages import too). Budget: a
 *   public route requests none of them.
 * - Lighthouse (mobile preset, simulated throttling) in Debian's Chromium via chrome-launcher,
 *   through a proxy that gzips text answers as CloudFront does (the local gateway does not):
 *   performance and accessibility scores, median of `runs`. Budgets ≥ 90 and ≥ 95.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGzip, gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { kb, median, type Row, verdict } from './report.js';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const WEB_ROOT = join(REPO_ROOT, 'web');

/** Chromium's real binary first (faster to start than the /usr/bin wrapper script). */
export const CHROMIUM = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'];
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];

export const SPA_JS_BUDGET = 120 * 1024;
export const PERFORMANCE_BUDGET = 90;
export const ACCESSIBILITY_BUDGET = 95;

/** The Chromium binary (`CHROMIUM_PATH` or Debian's); throws when there is none. */
export function chromiumPath(): string {
  const path = [process.env.CHROMIUM_PATH, ...CHROMIUM].find((p) => p && existsSync(p));
  if (!path) throw new Error('Chromium not found: install it with `apt-get install -y chromium`');
  return path;
}

/** Builds the SPA into `outDir` with the project's Vite config and a manifest. */
export async function buildSpa(outDir: string): Promise<void> {
  const { build } = await import('vite');
  await build({
    configFile: join(WEB_ROOT, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true },
  });
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
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
      const load = await loadPage(browser, baseUrl, route, admin);
      requestedAdmin.push(...load.adminRequested.map((f) => `${route} → ${f}`));
      const hasBudget = route === '/';
      rows.push({
        section: 'spa',
        name: `${route} initial JS + CSS (gzip)`,
        value: `${kb(load.jsGzip)} JS + ${kb(load.cssGzip)} CSS`,
        budget: hasBudget ? '≤ 120 KB JS' : '',
        verdict: hasBudget ? verdict(load.jsGzip <= SPA_JS_BUDGET) : 'info',
        note: `"${load.title}", ${load.files.length} files, largest ${load.files
          .slice(0, 3)
          .map((f) => `${f.path.replace('/assets/', '')} ${kb(f.gzip)}`)
          .join(', ')}`,
        data: load,
      });
    } catch (err) {
      rows.push({
        section: 'spa',
        name: `${route} initial JS + CSS (gzip)`,
        value: '—',
        budget: route === '/' ? '≤ 120 KB JS' : '',
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
      const lcp: number[] = [];
      const tbt: number[] = [];
      const failedAudits = new Set<string>();
      let failure: string | undefined;
      for (let i = 0; i < runs; i++) {
        try {
          const result = await lighthouse(`${baseUrl}${route}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
          });
          const lhr = result?.lhr;
          if (!lhr) throw new Error('no report');
          if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
          perf.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
          a11y.push(Math.round((lhr.categories.accessibility?.score ?? 0) * 100));
          lcp.push(Number(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN));
          tbt.push(Number(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN));
          for (const ref of lhr.categories.accessibility?.auditRefs ?? []) {
            const audit = lhr.audits[ref.id];
            if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failedAudits.add(ref.id);
          }
        } catch (err) {
          failure = (err as Error).message.split('\n')[0];
        }
      }
      if (perf.length === 0) {
        for (const what of ['performance', 'accessibility']) {
          rows.push({
            section: 'lighthouse',
            name: `${route} ${what}`,
            value: '—',
            budget: what === 'performance' ? '≥ 90' : '≥ 95',
            verdict: 'error',
            note: `measurement failed: ${failure ?? 'no run finished'}`,
          });
        }
        continue;
      }
      const p = median(perf);
      const a = median(a11y);
      rows.push({
        section: 'lighthouse',
        name: `${route} performance (mobile)`,
        value: String(p),
        budget: `≥ ${PERFORMANCE_BUDGET}`,
        verdict: verdict(p >= PERFORMANCE_BUDGET),
        note: `runs ${perf.join(', ')}; LCP ${(median(lcp) / 1000).toFixed(1)} s, TBT ${Math.round(median(tbt))} ms`,
        data: { runs: perf, lcpMs: lcp, tbtMs: tbt },
      });
      rows.push({
        section: 'lighthouse',
        name: `${route} accessibility`,
        value: String(a),
        budget: `≥ ${ACCESSIBILITY_BUDGET}`,
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
