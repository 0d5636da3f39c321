/**
 * The job posting's fixed vocabularies (docs/requirements.md#public-records): job types and the
 * schema.org `employmentType` values. A module without imports, so a public page that shows a
 * posting (its JobPosting structured data) loads no validation library; `schemas/catalog.ts`
 * validates postings against them.
 */

/** A posting's job type, as the admin form offers it. */
export const JOB_TYPES = ['full-time', 'part-time', 'contract', 'internship', 'remote'] as const;

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
