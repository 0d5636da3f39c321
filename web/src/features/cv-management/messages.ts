/** Texts of CV Management (admin-area §2 "CV Management", §3, §4, §8). */
import type { ResumeStatus } from '../../../../functions/contract/schemas/common';

export const cvManagementMessages = {
  title: 'CV Management',
  subtitle: 'CVs uploaded through the careers form and the Resume Assistant.',
  total: (n: number) => `${n} ${n === 1 ? 'resume' : 'resumes'} in total`,
  caption: 'Uploaded resumes, newest first',
  columns: {
    applicant: 'Applicant',
    contact: 'Contact',
    jobTitle: 'Job Title',
    uploaded: 'Uploaded',
    status: 'Status',
    expiry: 'Expiry',
  },
  cvAvailable: 'CV Available',
  noCv: 'No CV',
  noPhone: 'No phone',
  noRole: 'Not specified',
  noExpiry: 'No expiry set',
  expired: '(Expired)',
  empty: 'No resume data available',
  loading: 'Loading resumes...',
  loadFailed: (reason: string) => `Failed to load resume data: ${reason}`,
  retry: 'Try again',
  paging: {
    label: 'Resume pages',
    previous: 'Previous',
    next: 'Next',
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },
  statuses: {
    new: 'New',
    reviewed: 'Reviewed',
    under_review: 'Under Review',
    shortlisted: 'Shortlisted',
    interview_scheduled: 'Interview Scheduled',
    hired: 'Hired',
    rejected: 'Rejected',
    on_hold: 'On Hold',
  } satisfies Record<ResumeStatus, string>,
} as const;
