/**
 * The admin pages (docs/requirements.md#admin-shell), each its own chunk loaded on first use. This
 * module is itself loaded with the admin shell (`admin-area.tsx`), so the route table that every
 * public page downloads names the admin pages without carrying their loaders.
 */
import { type ComponentType, lazy } from 'react';

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
const MyInterviewsPage = lazy(() =>
  import('@/features/my-interviews/MyInterviewsPage').then((m) => ({ default: m.MyInterviewsPage })),
);
const RejectReasonsPage = lazy(() =>
  import('@/features/reject-reasons/RejectReasonsPage').then((m) => ({ default: m.RejectReasonsPage })),
);
const ReportsPage = lazy(() =>
  import('@/features/reports/ReportsPage').then((m) => ({ default: m.ReportsPage })),
);
const AdminNotFound = lazy(() =>
  import('./admin-shell/AdminNotFound').then((m) => ({ default: m.AdminNotFound })),
);

const PAGES = {
  dashboard: DashboardPage,
  cvManagement: CvManagementPage,
  candidate: CandidatePage,
  auditLog: AuditLogPage,
  jobPostings: JobPostingsPage,
  jobForm: JobFormPage,
  pipeline: PipelinePage,
  jobTitles: JobTitlesPage,
  departments: DepartmentsPage,
  roleManagement: RoleManagementPage,
  adminRegister: AdminRegisterPage,
  mailTemplates: MailTemplatesPage,
  myInterviews: MyInterviewsPage,
  rejectReasons: RejectReasonsPage,
  reports: ReportsPage,
  notFound: AdminNotFound,
} as const satisfies Record<string, ComponentType>;

/** The name of an admin page in the route table (`router.tsx`). */
export type AdminPageName = keyof typeof PAGES;

/** Renders the admin page called `name`. */
export function AdminPageByName({ name }: { name: AdminPageName }) {
  const Page = PAGES[name];
  return <Page />;
}
