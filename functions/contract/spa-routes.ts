/**
 * The paths the single-page app serves (docs/requirements.md#public-routes, #admin-routes), as one
 * list for everything that must tell a page from an unknown path: the local gateway and the
 * CloudFront functions answer index.html with 200 for these and with 404 for any other path
 * without a file (docs/architecture.md#unknown-paths). web/src/app/router.tsx (with public-routes.tsx) declares the same
 * routes; test/web/spa-routes.test.ts keeps the two in step.
 */

/** Route patterns; `:name` stands for one path segment. */
export const SPA_ROUTES = [
  '/',
  '/careers',
  '/careers/jobs/:id',
  '/jobs',
  '/profile',
  '/login',
  '/signup',
  '/confirm-email',
  '/forgot-password',
  '/privacy-policy',
  '/my-data',
  '/confirm-cv',
  '/access-denied',
  '/admin-login',
  '/admin-forgot-password',
  '/admin/login',
  '/admin',
  '/admin/cv-management',
  '/admin/cv-management/:id',
  '/admin/audit',
  '/admin/my-interviews',
  '/admin/job-postings',
  '/admin/job-postings/:id/pipeline',
  '/admin/job-form',
  '/admin/job-form/:id',
  '/admin/job-titles',
  '/admin/departments',
  '/admin/reject-reasons',
  '/admin/reports',
  '/admin/role-management',
  '/admin/register',
  '/admin/mail-templates',
] as const;

/**
 * The pages served as prerendered HTML (docs/architecture.md#prerendered-pages), each from its own
 * file: `/` from `index.html`, any other from `{path}/index.html`. Every other page gets the shell
 * `app.html`. The static ones are written by the build, the posting pages by the `sitePages`
 * function.
 */
export const PRERENDERED_ROUTES = ['/', '/careers', '/privacy-policy', '/careers/jobs/:id'] as const;

/** The one address of a job posting's own page (`/careers/jobs/:id`; docs/architecture.md#canonical-addresses). */
export const postingPath = (id: string): string => `/careers/jobs/${encodeURIComponent(id)}`;

/** The regular expression source of a route pattern (`:name` → one segment), anchored, no flags. */
export function routePatternSource(route: string): string {
  const body = route
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^\\/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('\\/');
  return `^${body}$`;
}

const MATCHERS = SPA_ROUTES.map((route) => new RegExp(routePatternSource(route)));

/**
 * True when `pathname` (no query string) is a page of the app. A trailing slash is ignored
 * (`/careers/` is `/careers`); a path segment of a route parameter must not be empty.
 */
export function isSpaRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  return MATCHERS.some((m) => m.test(path));
}

const PRERENDERED_MATCHERS = PRERENDERED_ROUTES.map((route) => new RegExp(routePatternSource(route)));

/**
 * The canonical address of a page when `pathname` is another spelling of it, else null
 * (issue 18 "one canonical URL, any other redirects to it"; docs/architecture.md#canonical-addresses):
 * a trailing slash (`/careers/` → `/careers`, `/careers/jobs/{id}/` → `/careers/jobs/{id}`) or a
 * prerendered page's own file (`/careers/index.html` → `/careers`, `/index.html` → `/`). The query
 * string is the caller's to keep. lib/constructs/site.ts carries the same rule for CloudFront.
 */
export function canonicalPagePath(pathname: string): string | null {
  if (pathname.endsWith('/index.html')) {
    const page = pathname.slice(0, -'/index.html'.length) || '/';
    return page === '/' || PRERENDERED_MATCHERS.some((m) => m.test(page)) ? page : null;
  }
  if (pathname.length > 1 && pathname.endsWith('/')) {
    const page = pathname.replace(/\/+$/, '') || '/';
    return isSpaRoute(page) ? page : null;
  }
  return null;
}
