/** Texts of the Dashboard Overview (docs/requirements.md#dashboard). */
export const dashboardMessages = {
  title: 'Dashboard Overview',
  subtitle: 'Your recruitment at a glance.',
  loading: 'Loading dashboard...',
  loadFailed: (reason: string) => `Failed to load resume data: ${reason}`,
  retry: 'Try again',
  cards: {
    uploaded: { title: 'CVs Uploaded', detail: (n: number) => `${n} in the system` },
    reviewed: { title: 'Reviewed Resumes', detail: (pct: number) => `${pct}% of resumes` },
    shortlisted: { title: 'Shortlisted', detail: (pct: number) => `${pct}% success rate` },
    newResumes: { title: 'New Resumes', detail: 'Awaiting review' },
    jobPostings: { title: 'Job Postings', detail: 'Active jobs' },
    departments: { title: 'Departments', detail: 'In the organisation' },
    successRate: {
      title: 'Resume Success Rate',
      detail: (s: number, t: number) => `${s} shortlisted of ${t} total`,
    },
  },
  recent: {
    title: 'Latest CVs',
    viewAll: 'Open CV Management',
    empty: 'No resume data available',
  },
} as const;
