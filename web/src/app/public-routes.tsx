/**
 * The prerendered part of the SPA's route table (docs/requirements.md#public-routes): the root
 * layout and, under `PublicLayout`, the pages served as HTML. It imports no other page, no route
 * guard and nothing of the admin area, so the prerenderer (`web/src/prerender/render.tsx`, also
 * bundled into the `sitePages` function) carries these pages alone (test/infra/site-pages-imports.test.ts);
 * `router.tsx` adds the candidate pages and the admin branches for the browser
 * (docs/architecture.md#prerendered-pages). Pages are split per route with the router's `lazy`.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PageSpinner } from '@/components/feedback';
import { PublicLayout } from './layout/PublicLayout';
import { appMessages } from './messages';
import { NotFoundPage } from './NotFoundPage';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';

/**
 * The `lazy` of a page that reads the API: the page and the query cache (`lib/query-provider.tsx`)
 * download together, and the page renders inside the cache's provider. The landing page alone does
 * without, so its first download carries no TanStack Query.
 */
export function withCache(load: () => Promise<ComponentType>) {
  return async () => {
    const [Page, { withQueries }] = await Promise.all([load(), import('@/lib/query-provider')]);
    return { Component: withQueries(Page) };
  };
}

/**
 * The route tree: the root layout over `branches`. The public branch must come first, in both the
 * browser's tree and the prerenderer's, so that its routes get the same ids (react-router numbers
 * routes by position) and the browser hydrates the prerendered HTML onto the same route matches.
 */
export function rootRoute(branches: RouteObject[]): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      // Shown while the first route's loaders run: the session guards decide access there (docs/requirements.md#candidate-session).
      hydrateFallbackElement: <PageSpinner label={appMessages.verifyingAccess} />,
      children: branches,
    },
  ];
}

/**
 * The pages served prerendered (functions/contract/spa-routes.ts `PRERENDERED_ROUTES`) and the
 * catch-all "not found" page: all the prerenderer renders. They come first under `PublicLayout` in
 * both trees, so they keep their position, and with it their route ids.
 */
export const prerenderedPages: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('./HomePage')).HomePage }),
  },
  {
    path: 'careers',
    lazy: withCache(async () => (await import('@/features/careers/CareersPage')).CareersPage),
  },
  {
    path: 'careers/jobs/:id',
    lazy: withCache(async () => (await import('@/features/jobs/JobPostingPage')).JobPostingPage),
  },
  {
    path: 'privacy-policy',
    lazy: withCache(async () => (await import('@/features/privacy/PrivacyPolicyPage')).PrivacyPolicyPage),
  },
  { path: '*', element: <NotFoundPage /> },
];

/** The public layout (site header and footer) over `pages`. */
export const publicBranch = (pages: RouteObject[]): RouteObject => ({
  element: <PublicLayout />,
  children: pages,
});

/**
 * The route tree of the prerendered pages alone, for the prerenderer: the browser's tree
 * (`router.tsx` `routes`) without the candidate pages (`candidate-routes.tsx`) and the admin
 * branches, with the same route ids.
 */
export const publicRoutes: RouteObject[] = rootRoute([publicBranch(prerenderedPages)]);
