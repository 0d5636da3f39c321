/** Texts of the admin shell (docs/requirements.md#admin-shell). */
import { ADMIN_ROLE_LABELS } from '@functions/contract/roles';
export const adminShellMessages = {
  area: 'Admin',
  navigation: 'Admin navigation',
  nav: {
    dashboard: 'Dashboard',
    myInterviews: 'My Interviews',
    cvManagement: 'CV Management',
    mailTemplates: 'Mail Templates',
    jobPostings: 'Job Postings',
    jobTitles: 'Job Titles',
    departments: 'Departments',
    rejectReasons: 'Rejection Reasons',
    reports: 'Reports',
    roleManagement: 'Role Management',
    addAdmin: 'Add Admin',
    auditLog: 'Audit Log',
  },
  logout: 'Logout',
  confirmTitle: 'Confirm Logout',
  confirmBody: 'Are you sure you want to log out of the admin area?',
  confirm: 'Logout',
  cancel: 'Cancel',
  loggedOut: 'Admin logged out successfully',
  loadingPage: 'Loading...',
  loadingDashboard: 'Loading admin dashboard',
  roles: ADMIN_ROLE_LABELS,
  notFound: {
    title: 'Page not found',
    body: 'This admin page does not exist.',
    back: 'Back to the Dashboard',
  },
} as const;
