/**
 * The catalogue's defaults (docs/requirements.md#public-records, docs/requirements.md#departments):
 * the job titles the CV forms offer when none load, which the local seed also creates, the
 * departments the seed starts with, and the values a posting shows for fields it leaves empty. A module without imports, so the public pages that need the
 * titles pull in nothing else.
 */

/** Job titles offered when the public list cannot be loaded; also the local seed's titles. */
export const FALLBACK_JOB_TITLES = [
  'Cloud Engineer',
  'DevOps Engineer',
  'AI/ML Developer',
  'Network Engineer',
  'Business Analyst',
  'Project Manager',
  'Software Developer',
  'Internship Program (6 months)',
] as const;

/** Department options a new installation starts with (lower case, as the admin area stores them). */
export const FALLBACK_DEPARTMENTS = [
  'engineering',
  'marketing',
  'sales',
  'hr',
  'finance',
  'operations',
] as const;

/** Defaults for missing public fields, docs/requirements.md#public-records. */
export const JOB_POSTING_DEFAULTS = {
  employment_type: 'FULL_TIME',
  work_hours: '40 hours per week',
  location: 'Cork',
  currency: 'EUR',
} as const;
