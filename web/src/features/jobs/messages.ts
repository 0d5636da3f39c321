/**
 * Texts of the public job pages: the Job Opportunities page (/jobs, docs/requirements.md#jobs-page),
 * a posting's own page (/careers/jobs/{id});
 * the posting details themselves are shared with the careers dialog (components/job-details-messages.ts).
 */
import { CV_RETENTION_TEXT } from '@functions/contract/retention';
import { jobDetailsMessages } from '@/components/job-details-messages';
export const jobsMessages = {
  jobsPage: {
    title: 'Job Opportunities',
    intro: 'Open positions at our Cork team. Apply with your CV in a couple of minutes.',
    searchLabel: 'Search jobs',
    searchPlaceholder: 'Search by title, location or description',
    search: 'Search',
    clear: 'Clear',
    loading: 'Loading job opportunities...',
    loadFailed: (reason: string) => `Failed to load job postings: ${reason}`,
    retry: 'Try again',
    emptyTitle: 'No open positions',
    emptyBody: 'No open positions at the moment',
    noMatch: (q: string) => `No open positions match "${q}".`,
    results: (n: number) => `${n} open position${n === 1 ? '' : 's'}`,
    viewDetails: 'View details',
    applyNow: 'Apply Now',
    paging: {
      label: 'Job pages',
      previous: 'Previous',
      next: 'Next',
      page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    },
  },
  details: jobDetailsMessages.details,
  postingPage: {
    back: 'Back to Careers',
    loading: 'Loading position...',
    notFoundTitle: 'This position is not open',
    notFoundBody: 'It may have been filled or withdrawn. Have a look at our other open positions.',
    browse: 'See open positions',
    applyTitle: 'Interested?',
    applyBody: `Send us your CV through the careers page and mention this role. We keep CVs for ${CV_RETENTION_TEXT}.`,
    applyCta: 'Submit your CV',
    jobsCta: 'Apply on Job Opportunities',
    /** The meta description of a posting page: "{title} in {location}: {first words of the description}". */
    metaDescription: (title: string, location: string, text: string) => `${title} in ${location}: ${text}`,
  },
  jobTypes: jobDetailsMessages.jobTypes,
} as const;
