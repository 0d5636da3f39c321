/**
 * The one renderer of prerendered pages (docs/architecture.md#prerendered-pages): React's static
 * API (`react-dom/static`) over react-router's static handler of the prerendered pages' route tree
 * (`publicRoutes`: no other page, no admin code), into the built `index.html`. Used at
 * build time by `web/build/prerender.ts` and by the `sitePages` event function when a posting
 * changes (functions/handlers/events/site-pages.ts). The browser hydrates the result (`app/start.tsx`).
 */
import type { JobPostingListResponse, PublicJobPosting } from '@functions/contract/schemas/catalog';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppFrame } from '@/app/App';
import { publicRoutes } from '@/app/public-routes';
import { CAREERS_POSTINGS_PAGE } from '@/features/careers/OpenPositionsPanel';
import { careersPageMessages } from '@/features/careers/page-messages';
import { publicJobPostingQuery } from '@/features/jobs/api';
import { postingMetaDescription } from '@/features/jobs/JobPostingPage';
import { jobsMessages } from '@/features/jobs/messages';
import { jobPostingJsonLd, jsonLdScriptText } from '@/features/jobs/structured-data';
import { privacyMessages } from '@/features/privacy/messages';
import { publicJobPostingsQuery } from '@/lib/queries';
import { queryClient, savedQueries } from '@/lib/query-provider';
import { SITE } from '@/lib/site';
import { PRERENDER_STATE_ID } from '../app/prerender-state';

/** The data a page is rendered with; what is left out renders as "loading" and is fetched by the browser. */
export interface PageData {
  /** Page 1 of the active postings (the /careers panel). */
  postings?: JobPostingListResponse;
  /** The posting of a `/careers/jobs/{id}` page; null when it is not open. */
  posting?: PublicJobPosting | null;
}

/** What crawlers read in `<head>`. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  canonical: string;
  /** `noindex` for a posting that is no longer open. */
  robots?: string;
  ogType: 'website' | 'article';
  /** JSON-LD blocks besides the site's Organization data. */
  jsonLd: Record<string, unknown>[];
}

/** The site-wide description of `web/index.html`, used by pages without their own. */
export const DEFAULT_DESCRIPTION =
  'Cork Digital Solutions is a complete digital service provider in Cork, Ireland: IT and business training, website and software development, business process support and job placement assistance.';

const titled = (page: string) => `${page} | ${SITE.fullName}`;

/** True when a posting's closing date (`deadline`, a date) is before `today` (YYYY-MM-DD, UTC). */
export function postingExpired(
  job: PublicJobPosting,
  today = new Date().toISOString().slice(0, 10),
): boolean {
  return Boolean(job.deadline && job.deadline.slice(0, 10) < today);
}

/** The posting's id of a `/careers/jobs/{id}` path, else undefined. */
export function postingIdOf(path: string): string | undefined {
  return /^\/careers\/jobs\/([^/]+)$/.exec(path)?.[1];
}

/**
 * The head of the public page at `path` (docs/requirements.md#site-facts): title, description,
 * canonical URL and, for an open posting, its schema.org JobPosting.
 */
export function pageHead(path: string, origin: string, data: PageData): PageHead {
  const canonical = `${origin}${path === '/' ? '/' : path}`;
  const base = { canonical, ogType: 'website' as const, jsonLd: [] };
  if (path === '/careers')
    return {
      ...base,
      title: titled(careersPageMessages.page.documentTitle),
      description: careersPageMessages.page.intro,
    };
  if (path === '/privacy-policy')
    return { ...base, title: titled(privacyMessages.documentTitle), description: privacyMessages.intro };
  if (postingIdOf(path)) {
    const job = data.posting;
    if (!job || postingExpired(job))
      return {
        ...base,
        title: titled(jobsMessages.postingPage.notFoundTitle),
        description: jobsMessages.postingPage.notFoundBody,
        robots: 'noindex',
      };
    return {
      ...base,
      title: titled(job.job_title),
      description: postingMetaDescription(job),
      ogType: 'article',
      jsonLd: [jobPostingJsonLd(job, origin)],
    };
  }
  return { ...base, title: SITE.defaultTitle, description: DEFAULT_DESCRIPTION };
}

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `template` (the built index.html) with the head tags of `head` in place of the defaults. */
export function withHead(template: string, head: PageHead): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeAttr(value)}" />`;
  const tags = [
    `<link rel="canonical" href="${escapeAttr(head.canonical)}" />`,
    meta('property', 'og:url', head.canonical),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.robots ? [meta('name', 'robots', head.robots)] : []),
    ...head.jsonLd.map(
      (data) => `<script type="application/ld+json" data-page-jsonld>${jsonLdScriptText(data)}</script>`,
    ),
  ].join('\n    ');
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttr(head.title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
      meta('name', 'description', head.description),
    )
    .replace(/<meta\s+property="og:type"\s+content="[^"]*"\s*\/>/, meta('property', 'og:type', head.ogType))
    .replace(/<meta\s+property="og:title"\s+content="[^"]*"\s*\/>/, meta('property', 'og:title', head.title))
    .replace(
      /<meta\s+property="og:description"\s+content="[^"]*"\s*\/>/,
      meta('property', 'og:description', head.description),
    )
    .replace(/content="\/images\//g, `content="${escapeAttr(`${new URL('/images/', head.canonical)}`)}`)
    .replace('</head>', `    ${tags}\n  </head>`);
}

/** Seeds the query cache with `data`, as the browser's cache would hold it. */
function seedQueries(path: string, data: PageData): void {
  queryClient.clear();
  if (data.postings)
    queryClient.setQueryData(
      publicJobPostingsQuery(CAREERS_POSTINGS_PAGE.page, CAREERS_POSTINGS_PAGE.limit).queryKey,
      data.postings,
    );
  const id = postingIdOf(path);
  if (id && data.posting !== undefined)
    queryClient.setQueryData(publicJobPostingQuery(id).queryKey, data.posting);
}

/** Reads a web stream of UTF-8 bytes to its end. */
async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

/**
 * The complete HTML of the public page at `path` (a pathname such as `/careers/jobs/abc`).
 *
 * @param template the built `index.html` (the app's script and style tags, empty `#root`).
 * @param origin the site's public origin (`https://...`, no trailing slash), for canonical URLs.
 * @param data what the page shows from the API; see {@link PageData}.
 * @throws Error when the path redirects or fails in the router (it is not a public page).
 */
export async function renderPage(
  path: string,
  template: string,
  origin: string,
  data: PageData = {},
): Promise<string> {
  seedQueries(path, data);
  const handler = createStaticHandler(publicRoutes);
  const context = await handler.query(new Request(`${origin}${path}`));
  if (context instanceof Response)
    throw new Error(`${path} answers ${context.status}: not a page to prerender`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <AppFrame>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppFrame>
    </StrictMode>,
    // Every boundary in place: React would move a large one (the careers form) behind an inline
    // script to show it progressively, which the site's CSP (script-src 'self') blocks.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  // React puts the preloads it found (the logo) first; they belong in <head>, outside what hydrates.
  const rendered = await text(prelude);
  const preloads = /^(?:<link [^>]*\/>)*/.exec(rendered)?.[0] ?? '';
  const body = rendered.slice(preloads.length);
  // Only a page rendered with data carries it: the browser then loads the query cache before
  // hydrating, which a page without data (the landing page) must not pay for.
  const saved = savedQueries();
  const stateScript = saved.queries.length
    ? `\n    <script type="application/json" id="${PRERENDER_STATE_ID}">${jsonLdScriptText(saved)}</script>`
    : '';
  // The page works without JavaScript now: the shell's "needs JavaScript" note does not apply.
  const html = withHead(template, pageHead(path, origin, data)).replace(/<noscript>[^<]*<\/noscript>\s*/, '');
  return html
    .replace('</head>', `${preloads}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>${stateScript}`);
}
