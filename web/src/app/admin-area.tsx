import { lazy, Suspense } from 'react';
import { PageSpinner } from '@/components/feedback';
import { appMessages } from './messages';

/*
 * The admin area is loaded with React.lazy, not the router's `lazy`: the router starts every matched
 * route's `lazy` download before its guard has run, and public visitors must never fetch admin code.
 * These components render only after `requireAdmin` has let the navigation through.
 */
// The shell carries the query cache for every admin page (they render in its outlet).
const AdminLayout = lazy(() =>
  Promise.all([import('./admin-shell/AdminLayout'), import('@/lib/query-provider')]).then(([m, q]) => ({
    default: q.withQueries(m.AdminLayout),
  })),
);
const DashboardPage = lazy(() =>
  import('@/features/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })),
);
const CvManagementPage = lazy(() =>
  import('@/features/cv-management/CvManagementPage').then((m) => ({ default: m.CvManagementPage })),
);
// Its own chunk: pdf.js and mammoth load from it alone (docs/architecture.md#candidate-page).
const CandidatePage = lazy(() =>
  import('@/features/cv-management/CandidatePage').then((m) => ({ default: m.CandidatePage })),
);
const AuditLogPage = lazy(() =>
  import('@/features/audit-log/AuditLogPage').then((m) => ({ default: m.AuditLogPage })),
);
const JobPostingsPage = lazy(() =>
  import('@/features/job-postings/JobPostingsPage').then((m) => ({ default: m.JobPostingsPage })),
);
const JobFormPage = lazy(() =>
  import('@/features/job-postings/JobFormPage').then((m) => ({ default: m.JobFormPage })),
);
const PipelinePage = lazy(() =>
  import('@/features/job-postings/PipelinePage').then((m) => ({ default: m.PipelinePage })),
);
const JobTitlesPage = lazy(() =>
  import('@/features/job-titles/JobTitlesPage').then((m) => ({ default: m.JobTitlesPage })),
);
const DepartmentsPage = lazy(() =>
  import('@/features/departments/DepartmentsPage').then((m) => ({ default: m.DepartmentsPage })),
);
const RoleManagementPage = lazy(() =>
  import('@/features/role-management/RoleManagementPage').then((m) => ({ default: m.RoleManagementPage })),
);
const AdminRegisterPage = lazy(() =>
  import('@/features/admin-register/AdminRegisterPage').then((m) => ({ default: m.AdminRegisterPage })),
);
const MailTemplatesPage = lazy(() =>
  import('@/features/mail-templates/MailTemplatesPage').then((m) => ({ default: m.MailTemplatesPage })),
);
const AdminNotFound = lazy(() =>
  import('./admin-shell/AdminNotFound').then((m) => ({ default: m.AdminNotFound })),
);

/** The /admin shell, downloaded on first use. */
export function AdminArea() {
  return (
    <Suspense fallback={<PageSpinner label={appMessages.loadingAdmin} />}>
      <AdminLayout />
    </Suspense>
  );
}

/** Admin pages by route (docs/requirements.md#admin-shell); the shell wraps each in its own Suspense. */
export const adminPages = {
  dashboard: <DashboardPage />,
  cvManagement: <CvManagementPage />,
  candidate: <CandidatePage />,
  auditLog: <AuditLogPage />,
  jobPostings: <JobPostingsPage />,
  jobForm: <JobFormPage />,
  pipeline: <PipelinePage />,
  jobTitles: <JobTitlesPage />,
  departments: <DepartmentsPage />,
  roleManagement: <RoleManagementPage />,
  adminRegister: <AdminRegisterPage />,
  mailTemplates: <MailTemplatesPage />,
  notFound: <AdminNotFound />,
} as const;
