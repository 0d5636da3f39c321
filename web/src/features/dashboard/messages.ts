/** Texts of the Dashboard Overview (docs/requirements.md#dashboard). */
export const dashboardMessages = {
  title: 'Dashboard Overview',
  subtitle: 'Your recruitment at a glance.',
  loading: 'Loading dashboard...',
  loadFailed: (reason: string) => `Failed to load resume data: ${reason}`,
  retry: 'Try again',
  cards: {
    uploaded: { title: 'CVs Uploaded', detail: (n: number) => `${n} in the system`, link: 'All CVs' },
    reviewed: { title: 'Reviewed Resumes', detail: (pct: number) => `${pct}% of resumes` },
    shortlisted: { title: 'Shortlisted', detail: (pct: number) => `${pct}% success rate` },
    newResumes: { title: 'New Resumes', detail: 'Awaiting review', link: 'CVs awaiting review' },
    jobPostings: { title: 'Job Postings', detail: 'Active jobs' },
    departments: { title: 'Departments', detail: 'In the organisation' },
    successRate: {
      title: 'Resume Success Rate',
      detail: (s: number, t: number) => `${s} shortlisted of ${t} total`,
    },
  },
  trends: {
    title: 'Trends',
    subtitle: 'What moved over the last 12 weeks. Each figure opens the matching list.',
    chart: {
      title: 'New candidates per week',
      /** Screen-reader summary of the chart; the table below it holds every figure. */
      summary: (total: number, thisWeek: number) =>
        `Bar chart of the new candidates in each of the last 12 weeks: ${total} in all, ${thisWeek} this week. Each bar opens its week's list; the table that follows lists every figure.`,
      showTable: 'Show the figures as a table',
      week: 'Week of',
      candidates: 'New candidates',
      /** CVs received that week: history, with a candidate's later CVs and erased candidates' CVs. */
      received: 'CVs received',
      /** A week's link: the list it opens holds `count` candidates. */
      openWeek: (day: string, count: number) =>
        `${count} new ${count === 1 ? 'candidate' : 'candidates'} in the week of ${day}`,
    },
    /** The by-source figures link to CV Management filtered by that source. */
    openSource: (label: string) => `Candidates from ${label}`,
    /** The candidates first listed this week: the total of the list the link opens (the last bar). */
    thisWeek: {
      title: 'New candidates this week',
      detail: (lastWeek: number) => `${lastWeek} last week`,
      link: 'Candidates listed this week',
    },
    bySource: { title: 'Candidates by source (12 weeks)' },
    postings: {
      title: 'Applicants per active posting',
      empty: 'No active job postings',
      open: (title: string) => `Open the pipeline of ${title}`,
    },
    daysInNew: {
      title: 'Median days in New',
      value: (days: number | null) => (days === null ? '–' : `${days} ${days === 1 ? 'day' : 'days'}`),
      detail: (n: number) =>
        `From arrival to the first status change, over the ${n} ${n === 1 ? 'CV' : 'CVs'} reviewed in the last 12 weeks`,
      link: 'CVs waiting in New',
    },
    expiring: {
      title: 'Expiring in the next 7 days',
      detail: 'CVs erased unless renewed',
      link: 'CVs expiring soon',
    },
  },
  recent: {
    title: 'Latest CVs',
    viewAll: 'Open CV Management',
    empty: 'No resume data available',
  },
} as const;
