/**
 * Prerenders the public pages into a Vite build (docs/architecture.md#prerendered-pages): keeps the
 * built `index.html` as the shell `app.html` (pages that are not prerendered) and `404.html`, then
 * writes `/`, `/careers` and `/privacy-policy` as complete HTML, `sitemap.xml` and `robots.txt`.
 * Postings are not known at build time: the `sitePages` function adds their pages, the careers
 * panel's list and the sitemap's entries from the table. Run by `npm run build:web` (after
 * `vite build`) and by the local stack's build; `SITE_ORIGIN` sets the origin of canonical URLs.
 *
 * Usage: `tsx web/build/prerender.ts [outDir]` (default `web/dist`).
 */
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageFile, robotsTxt, STATIC_PAGES, sitemapXml } from '../src/prerender/crawlers';
import { renderPage } from '../src/prerender/render';

/** The origin canonical URLs use when `SITE_ORIGIN` is not set (the local gateway's default port). */
export const DEFAULT_SITE_ORIGIN = 'http://localhost:3000';

/** The shell of the pages that are not prerendered: the built `index.html` as Vite wrote it. */
export const SHELL_FILE = 'app.html';

/**
 * Prerenders the static public pages of the build in `outDir`.
 * @returns the files written, relative to `outDir`.
 * @throws when `outDir` holds no build (no `index.html`).
 */
export async function prerenderSite(outDir: string, origin: string): Promise<string[]> {
  await copyFile(join(outDir, 'index.html'), join(outDir, SHELL_FILE));
  await copyFile(join(outDir, 'index.html'), join(outDir, '404.html'));
  const template = await readFile(join(outDir, SHELL_FILE), 'utf8');
  const written: string[] = [];
  const put = async (file: string, body: string) => {
    await mkdir(dirname(join(outDir, file)), { recursive: true });
    await writeFile(join(outDir, file), body);
    written.push(file);
  };
  for (const path of STATIC_PAGES) await put(pageFile(path), await renderPage(path, template, origin));
  await put('sitemap.xml', sitemapXml(origin, [], new Date().toISOString()));
  await put('robots.txt', robotsTxt(origin));
  return written;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist'));
  const files = await prerenderSite(
    outDir,
    (process.env.SITE_ORIGIN ?? DEFAULT_SITE_ORIGIN).replace(/\/$/, ''),
  );
  console.log(`prerendered ${files.length} files into ${outDir}: ${files.join(', ')}`);
}
