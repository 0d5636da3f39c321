import { lazy, Suspense } from 'react';
import { PageSpinner } from '@/components/feedback';
import type { AdminPageName } from './admin-pages';
import { appMessages } from './messages';

/*
 * The admin area is loaded with React.lazy, not the router's `lazy`: the router starts every matched
 * route's `lazy` download before its guard has run, and public visitors must never fetch admin code.
 * These components render only after `requireAdmin` has let the navigation through.
 */
// The shell carries the query cache for every admin page (they render in its outlet).
// The pages' table (`admin-pages.tsx`) downloads with it, not after it.
const AdminLayout = lazy(() =>
  Promise.all([
    import('./admin-shell/AdminLayout'),
    import('@/lib/query-provider'),
    import('./admin-pages'),
  ]).then(([m, q]) => ({
    default: q.withQueries(m.AdminLayout),
  })),
);
const AdminPageByName = lazy(() => import('./admin-pages').then((m) => ({ default: m.AdminPageByName })));
/** The /admin shell, downloaded on first use. */
export function AdminArea() {
  return (
    <Suspense fallback={<PageSpinner label={appMessages.loadingAdmin} />}>
      <AdminLayout />
    </Suspense>
  );
}

const page = (name: AdminPageName) => <AdminPageByName name={name} />;

/** Admin pages by route (docs/requirements.md#admin-shell); the shell wraps each in its own Suspense. */
export const adminPages = {
  dashboard: page('dashboard'),
  cvManagement: page('cvManagement'),
  candidate: page('candidate'),
  auditLog: page('auditLog'),
  jobPostings: page('jobPostings'),
  jobForm: page('jobForm'),
  pipeline: page('pipeline'),
  jobTitles: page('jobTitles'),
  departments: page('departments'),
  roleManagement: page('roleManagement'),
  adminRegister: page('adminRegister'),
  mailTemplates: page('mailTemplates'),
  myInterviews: page('myInterviews'),
  rejectReasons: page('rejectReasons'),
  reports: page('reports'),
  notFound: page('notFound'),
} as const;
