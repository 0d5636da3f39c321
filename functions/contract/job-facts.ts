/**
 * The job posting's plain lists and defaults (docs/requirements.md#public-records): job types,
 * statuses, experience levels, the public defaults and the schema.org employment types. A module
 * without zod, so the public pages that show postings (the careers list, a posting's own page)
 * pull in no validation code; `schemas/catalog.ts` builds its schemas from these and re-exports them.
 */

export const JOB_TYPES = ['full-time', 'part-time', 'contract', 'internship', 'remote'] as const;
export const JOB_STATUSES = ['active', 'paused', 'closed'] as const;
export const EXPERIENCE_LEVELS = ['fresher', 'experienced'] as const;

/** Defaults for missing public fields, docs/requirements.md#public-records. */
export const JOB_POSTING_DEFAULTS = {
  employment_type: 'FULL_TIME',
  work_hours: '40 hours per week',
  location: 'Cork',
  currency: 'EUR',
} as const;

/** Labels for `employment_type` (schema.org JobPosting `employmentType` values). */
export const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
] as const;

/** The schema.org employment type a job type implies (stored with the posting when none is sent). */
export const EMPLOYMENT_TYPE_OF_JOB_TYPE: Record<
  (typeof JOB_TYPES)[number],
  (typeof EMPLOYMENT_TYPES)[number]
> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
  remote: 'FULL_TIME',
};
