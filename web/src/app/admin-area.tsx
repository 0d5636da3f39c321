import { lazy, Suspense } from 'react';
import { PageSpinner } from '../components/feedback';
import { appMessages } from './messages';

/*
 * The admin area is loaded with React.lazy, not the router's `lazy`: the router starts every matched
 * route's `lazy` download before its guard has run, and public visitors must never fetch admin code.
 * These components render only after `requireAdmin` has let the navigation through.
 */
const AdminLayout = lazy(() =>
  import('../features/admin-shell/AdminLayout').then((m) => ({ default: m.AdminLayout })),
);
const CvManagementPage = lazy(() =>
  import('../features/cv-management/CvManagementPage').then((m) => ({ default: m.CvManagementPage })),
);
const AdminNotFound = lazy(() =>
  import('../features/admin-shell/AdminNotFound').then((m) => ({ default: m.AdminNotFound })),
);

/** The /admin shell, downloaded on first use. */
export function AdminArea() {
  return (
    <Suspense fallback={<PageSpinner label={appMessages.loadingAdmin} />}>
      <AdminLayout />
    </Suspense>
  );
}

/** Admin pages by route (admin-area §2); the shell wraps each in its own Suspense. */
export const adminPages = {
  cvManagement: <CvManagementPage />,
  notFound: <AdminNotFound />,
} as const;
