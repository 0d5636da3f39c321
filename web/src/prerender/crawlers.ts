/**
 * The crawler files of the site (docs/architecture.md#prerendered-pages): `sitemap.xml` with the
 * public pages and the open postings, `robots.txt` keeping crawlers out of the admin area and the
 * API. Written by the build (`web/build/prerender.ts`) and again by the `sitePages` function
 * whenever a posting changes.
 */
import { postingPath } from '@functions/contract/spa-routes';

/** An open posting in the sitemap: its id and when it last changed (ISO 8601). */
export interface SitemapPosting {
  id: string;
  lastmod: string;
}

/** The public pages that are prerendered at build time (the /careers/jobs/{id} pages come from the data). */
export const STATIC_PAGES = ['/', '/careers', '/privacy-policy'] as const;

/** The file a page's HTML is stored under in the site bucket (and `web/dist` locally). */
export function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

const xml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * `sitemap.xml`: the static pages (lastmod `builtAt`) and the open postings (lastmod their last
 * change). The caller leaves out closed, paused and expired postings.
 */
export function sitemapXml(origin: string, postings: readonly SitemapPosting[], builtAt: string): string {
  const url = (path: string, lastmod: string) =>
    `  <url><loc>${xml(`${origin}${path}`)}</loc><lastmod>${lastmod}</lastmod></url>`;
  const lines = [
    ...STATIC_PAGES.map((p) => url(p, builtAt)),
    ...postings.map((p) => url(postingPath(p.id), p.lastmod)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${lines.join('\n')}\n</urlset>\n`;
}

/** `robots.txt`: everything but the admin area, the API and the signed-in pages; where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /admin-login',
    'Disallow: /api/',
    'Disallow: /jobs',
    'Disallow: /profile',
    'Disallow: /my-data',
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
