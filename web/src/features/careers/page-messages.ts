/**
 * The texts of the Careers page that paint first (heading, open positions): a module without the
 * upload contract (zod, phone metadata), so the page's route chunk stays small (see `messages.ts`).
 */
import { CV_RETENTION_TEXT } from '@functions/contract/retention';
export const careersPageMessages = {
  page: {
    title: 'Careers',
    heading: 'Join Our Team',
    intro:
      'Send us your CV and tell us which role interests you. We review every application and contact suitable candidates about current and upcoming openings.',
    documentTitle: 'Careers',
  },
  positions: {
    heading: 'Open Positions',
    loading: 'Loading open positions...',
    emptyTitle: 'No open positions',
    emptyBody: 'No open positions at the moment',
    emptyHint: `You can still send us your CV: we will keep it on file for ${CV_RETENTION_TEXT}.`,
    location: 'Location',
    department: 'Department',
    type: 'Type',
    salary: 'Salary',
  },
  /** Labels of job types (catalog `JOB_TYPES`). */
  jobTypes: {
    'full-time': 'Full-time',
    'part-time': 'Part-time',
    contract: 'Contract',
    internship: 'Internship',
    remote: 'Remote',
  },
} as const;
