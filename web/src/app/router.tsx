/**
 * The route table of the SPA (docs/requirements.md#public-routes, docs/requirements.md#admin-routes). Public pages are split per route with
 * the router's `lazy`; the admin area is a separate lazy tree (see `admin-area.tsx`). No router is
 * created here: the browser makes one in `main.tsx`, the prerenderer a static one
 * (`web/src/prerender/render.tsx`), from the same tree.
 */
import type { ComponentType } from 'react';
import { type RouteObject, redirect } from 'react-router';
import { PageSpinner } from '@/components/feedback';
import { AdminArea, adminPages } from './admin-area';
import { adminLoginGuard, guestOnly, requireAdmin, requireCandidate } from './guards';
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
function withCache(load: () => Promise<ComponentType>) {
  return async () => {
    const [Page, { withQueries }] = await Promise.all([load(), import('@/lib/query-provider')]);
    return { Component: withQueries(Page) };
  };
}

/**
 * The route tree. Its paths are the app's pages that functions/contract/spa-routes.ts lists for the
 * gateway and CloudFront (test/web/spa-routes.test.ts keeps the two in step).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    // Shown while the first route's loaders run: the session guards decide access there (docs/requirements.md#candidate-session).
    hydrateFallbackElement: <PageSpinner label={appMessages.verifyingAccess} />,
    children: [
      {
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
            path: 'confirm-email',
            loader: guestOnly,
            lazy: withCache(async () => (await import('@/features/auth/ConfirmEmailPage')).ConfirmEmailPage),
          },
          {
            path: 'privacy-policy',
            lazy: withCache(
              async () => (await import('@/features/privacy/PrivacyPolicyPage')).PrivacyPolicyPage,
            ),
          },
          {
            path: 'my-data',
            lazy: withCache(async () => (await import('@/features/my-data/MyDataPage')).MyDataPage),
          },
          {
            path: 'access-denied',
            lazy: withCache(
              async () => (await import('@/features/access-denied/AccessDeniedPage')).AccessDeniedPage,
            ),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        path: 'admin-login',
        loader: adminLoginGuard,
        lazy: withCache(async () => (await import('@/features/admin-auth/AdminLoginPage')).AdminLoginPage),
      },
      // The error screen's "Go to Login" target (docs/requirements.md#candidate-login).
      { path: 'admin/login', loader: () => redirect('/admin-login') },
      {
        path: 'admin',
        loader: requireAdmin,
        element: <AdminArea />,
        children: [
          { index: true, element: adminPages.dashboard },
          { path: 'cv-management', element: adminPages.cvManagement },
          { path: 'cv-management/:id', element: adminPages.candidate },
          { path: 'audit', element: adminPages.auditLog },
          { path: 'job-postings', element: adminPages.jobPostings },
          { path: 'job-postings/:id/pipeline', element: adminPages.pipeline },
          { path: 'job-form', element: adminPages.jobForm },
          { path: 'job-form/:id', element: adminPages.jobForm },
          { path: 'job-titles', element: adminPages.jobTitles },
          { path: 'departments', element: adminPages.departments },
          { path: 'role-management', element: adminPages.roleManagement },
          { path: 'register', element: adminPages.adminRegister },
          { path: 'mail-templates', element: adminPages.mailTemplates },
          { path: '*', element: adminPages.notFound },
        ],
      },
    ],
  },
];
