/**
 * The route table of the SPA (public-site §2, admin-area §2). Public pages are split per route with
 * the router's `lazy`; the admin area is a separate lazy tree (see `admin-area.tsx`).
 */
import { createBrowserRouter, redirect } from 'react-router';
import { PageSpinner } from '../components/feedback';
import { AdminArea, adminPages } from './admin-area';
import { adminLoginGuard, requireAdmin } from './guards';
import { PublicLayout } from './layout/PublicLayout';
import { appMessages } from './messages';
import { NotFoundPage } from './NotFoundPage';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';

export const router = createBrowserRouter([
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageSpinner label={appMessages.loading} />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('../features/home/HomePage')).HomePage }),
          },
          {
            path: 'careers',
            lazy: async () => ({ Component: (await import('../features/careers/CareersPage')).CareersPage }),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        path: 'admin-login',
        loader: adminLoginGuard,
        lazy: async () => ({
          Component: (await import('../features/admin-auth/AdminLoginPage')).AdminLoginPage,
        }),
      },
      // The error screen's "Go to Login" target (public-site §2).
      { path: 'admin/login', loader: () => redirect('/admin-login') },
      {
        path: 'admin',
        loader: requireAdmin,
        element: <AdminArea />,
        children: [
          { index: true, element: adminPages.cvManagement },
          { path: 'cv-management', element: adminPages.cvManagement },
          { path: '*', element: adminPages.notFound },
        ],
      },
    ],
  },
]);
