/**
 * The texts of the Careers page that paint first (heading, open positions, the form's labels): a
 * module without the upload contract (zod, phone metadata), so the page's route chunk and the
 * form's light first version (`CareersFormShell.tsx`) stay small (see `messages.ts`).
 */
import { CV_MAX_SIZE_TEXT, CV_RETENTION_TEXT } from '@functions/contract/cv-policy';
export const careersPageMessages = {
  page: {
    title: 'Careers',
    heading: 'Join Our Team',
    intro:
      'Send us your CV and tell us which role interests you. We review every application and contact suitable candidates about current and upcoming openings.',
    documentTitle: 'Careers',
  },
  form: {
    heading: 'Submit Your CV',
    nameLabel: 'Full Name',
    namePlaceholder: 'Your full name',
    emailLabel: 'Email Address',
    emailPlaceholder: 'you@example.com',
    phoneLabel: 'Phone Number',
    phonePlaceholder: '87 123 4567',
    jobTitleLabel: 'Job Title',
    jobTitlePlaceholder: 'Select a job title',
    jobTitlesLoading: 'Loading job titles...',
    cvLabel: 'CV / Resume',
    cvHint: `PDF, DOC or DOCX, up to ${CV_MAX_SIZE_TEXT}.`,
    cvChoose: 'Choose file',
    cvNone: 'No file chosen',
    consentBefore: `I consent to the processing of my personal data for recruitment purposes. My data will be retained for ${CV_RETENTION_TEXT}. See the `,
    consentLink: 'Privacy Policy',
    consentAfter: '.',
    submit: 'Submit Application',
    submitting: 'Uploading...',
  },
  phonePicker: {
    country: 'Country code',
    search: 'Search countries',
    noResults: 'No countries found',
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
