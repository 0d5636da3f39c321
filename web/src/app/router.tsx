/**
 * The route table of the SPA (docs/requirements.md#public-routes, docs/requirements.md#admin-routes):
 * the public branch (the prerendered pages of `public-routes.tsx`, then the pages of
 * `candidate-routes.tsx`) and, after it, the admin sign-in and the admin area, a separate lazy tree
 * (see `admin-area.tsx`). No router is created here: the browser makes one from `routes` in
 * `app/start.tsx`; the prerenderer (`web/src/prerender/render.tsx`) uses `publicRoutes`, the
 * prerendered pages alone, so that the server bundle carries no other page and no admin code.
 */
import { type RouteObject, redirect } from 'react-router';
import { AdminArea, adminPages } from './admin-area';
import { candidatePages } from './candidate-routes';
import { adminLoginGuard, requireAdmin } from './guards';
import { prerenderedPages, publicBranch, rootRoute, withCache } from './public-routes';

/** The admin sign-in and the admin area: root-level routes outside `PublicLayout`. */
const adminBranches: RouteObject[] = [
  {
    path: 'admin-login',
    loader: adminLoginGuard,
    lazy: withCache(async () => (await import('@/features/admin-auth/AdminLoginPage')).AdminLoginPage),
  },
  {
    path: 'admin-forgot-password',
    loader: adminLoginGuard,
    lazy: withCache(
      async () => (await import('@/features/admin-auth/AdminForgotPasswordPage')).AdminForgotPasswordPage,
    ),
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
      { path: 'my-interviews', element: adminPages.myInterviews },
      { path: 'reject-reasons', element: adminPages.rejectReasons },
      { path: 'reports', element: adminPages.reports },
      { path: '*', element: adminPages.notFound },
    ],
  },
];

/**
 * The browser's route tree. Its paths are the app's pages that functions/contract/spa-routes.ts
 * lists for the gateway and CloudFront (test/web/spa-routes.test.ts keeps the two in step). The
 * public branch comes first, and the prerendered pages first in it: their routes keep the ids they
 * have in `publicRoutes`.
 */
export const routes: RouteObject[] = rootRoute([
  publicBranch([...prerenderedPages, ...candidatePages]),
  ...adminBranches,
]);
