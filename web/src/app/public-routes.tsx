/**
 * The public half of the SPA's route table (docs/requirements.md#public-routes): the root layout
 * and the pages under `PublicLayout`. It imports nothing of the admin area, so the prerenderer
 * (`web/src/prerender/render.tsx`, also bundled into the `sitePages` function) renders this tree
 * alone; `router.tsx` adds the admin branches for the browser (docs/architecture.md#prerendered-pages).
 * Public pages are split per route with the router's `lazy`.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PageSpinner } from '@/components/feedback';
import { guestOnly, requireCandidate } from './guards';
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

/** The pages under `PublicLayout` (site header and footer), the catch-all "not found" page among them. */
export const publicBranch: RouteObject = {
  element: <PublicLayout />,
  children: [
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
      path: 'jobs',
      loader: requireCandidate,
      lazy: withCache(async () => (await import('./JobsRoute')).JobsRoute),
    },
    {
      path: 'profile',
      loader: requireCandidate,
      lazy: withCache(async () => (await import('@/features/auth/ProfilePage')).ProfilePage),
    },
    {
      path: 'login',
      loader: guestOnly,
      lazy: withCache(async () => (await import('@/features/auth/LoginPage')).LoginPage),
    },
    {
      path: 'signup',
      loader: guestOnly,
      lazy: withCache(async () => (await import('@/features/auth/SignupPage')).SignupPage),
    },
    {
      path: 'forgot-password',
      loader: guestOnly,
      lazy: withCache(async () => (await import('@/features/auth/ForgotPasswordPage')).ForgotPasswordPage),
    },
    {
      path: 'confirm-email',
      loader: guestOnly,
      lazy: withCache(async () => (await import('@/features/auth/ConfirmEmailPage')).ConfirmEmailPage),
    },
    {
      path: 'privacy-policy',
      lazy: withCache(async () => (await import('@/features/privacy/PrivacyPolicyPage')).PrivacyPolicyPage),
    },
    {
      path: 'my-data',
      lazy: withCache(async () => (await import('@/features/my-data/MyDataPage')).MyDataPage),
    },
    {
      path: 'confirm-cv',
      lazy: withCache(async () => (await import('@/features/cv-confirm/ConfirmCvPage')).ConfirmCvPage),
    },
    {
      path: 'access-denied',
      lazy: withCache(
        async () => (await import('@/features/access-denied/AccessDeniedPage')).AccessDeniedPage,
      ),
    },
    { path: '*', element: <NotFoundPage /> },
  ],
};

/**
 * The route tree of the public pages alone, for the prerenderer: the browser's tree
 * (`router.tsx` `routes`) without the admin branches, with the same route ids.
 */
export const publicRoutes: RouteObject[] = rootRoute([publicBranch]);
