/**
 * Job titles, departments and job postings as the API answers them (docs/requirements.md#admin-records, docs/requirements.md#public-records).
 */
import * as z from 'zod';
import { EMPLOYMENT_TYPE_OF_JOB_TYPE, EMPLOYMENT_TYPES, JOB_TYPES } from '../job-types.js';
import { idParam, singleLine } from './common.js';

// The vocabularies live in an import-free module (public pages read them without zod); the API's
// schemas are their other users.
export { EMPLOYMENT_TYPE_OF_JOB_TYPE, EMPLOYMENT_TYPES, JOB_TYPES };

export interface JobTitle {
  _id: string;
  name: string;
  /** docs/requirements.md#admin-records: active or hold. */
  status: 'active' | 'hold';
  isDeleted: boolean;
  createdAt: string;
}

export interface Department {
  _id: string;
  name: string;
  status: 'active' | 'hold';
  created_by: { name: string; email: string } | null;
  createdAt: string;
  /** How many job postings name this department (it cannot be deleted while above 0). */
  jobPostings: number;
}

export const JOB_STATUSES = ['active', 'paused', 'closed'] as const;
export const EXPERIENCE_LEVELS = ['fresher', 'experienced'] as const;

/** A job posting in the public view (docs/requirements.md#public-records): field names as the spec reads them. */
export interface PublicJobPosting {
  _id: string;
  job_title: string;
  department: { _id: string; name: string } | null;
  location: string;
  job_type: (typeof JOB_TYPES)[number];
  salary_range: string | null;
  currency: string;
  description: string;
  requirements: string;
  responsibilities: string;
  benefits: string;
  qualifications: string;
  employment_type: string;
  work_hours: string;
  experience: (typeof EXPERIENCE_LEVELS)[number];
  status: (typeof JOB_STATUSES)[number];
  deadline: string | null;
  createdAt: string;
}

/** `data` of `GET /public/job-postings` and `GET /job-posting`. */
export interface JobPostingListResponse {
  jobs: PublicJobPosting[];
  pagination: { totalJobs: number; currentPage: number; totalPages: number; limit: number };
}

/** `GET /public/job-postings` query: page, limit and the optional search `q` (docs/requirements.md#site-facts). */
export const publicJobQuery = z.object({
  q: z.string().trim().max(100, 'q must be at most 100 characters').optional(),
});

// ── Admin request bodies (docs/requirements.md#admin-limits) ─────────────────────────────────────────

/** Texts of docs/requirements.md#admin-limits the server also answers, so the form and the API say the same thing. */
export const CATALOG_MESSAGES = {
  jobTitleName: 'Please enter a job title name',
  departmentName: 'Department name is required',
  nameTooLong: 'Name must be at most 100 characters',
} as const;

/** Longest job title or department name (characters, after trimming). */
export const CATALOG_NAME_MAX = 100;

const catalogName = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(CATALOG_NAME_MAX, CATALOG_MESSAGES.nameTooLong)
    .refine(...singleLine('name'));

/** `POST /admin/job-titles`, `PUT /admin/job-titles/{id}`: `{ name }`, trimmed, non-empty. */
export const jobTitleBody = z.object({ name: catalogName(CATALOG_MESSAGES.jobTitleName) });
export type JobTitleBody = z.infer<typeof jobTitleBody>;

/**
 * `POST /admin/departments`, `PUT /admin/departments/{id}`: `{ name }`. A `created_by` sent by the
 * client (docs/requirements.md#api-calls) is ignored: the creator is read from the admin's token.
 */
export const departmentBody = z.object({ name: catalogName(CATALOG_MESSAGES.departmentName) });
export type DepartmentBody = z.infer<typeof departmentBody>;

/** Longest free-text section of a posting (description, requirements, ...), in characters. */
export const JOB_TEXT_MAX = 5000;

const requiredText = (field: string, max = JOB_TEXT_MAX) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

const optionalText = (field: string, max = JOB_TEXT_MAX) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .nullish()
    .transform((v) => v || undefined);

/** A calendar date `YYYY-MM-DD` (a full ISO timestamp is accepted and cut to its date); empty = none. */
const deadline = z
  .preprocess(
    (v) => (v === '' ? null : v),
    z
      .union([z.iso.date(), z.iso.datetime({ offset: true })], {
        error: 'Deadline must be a date (YYYY-MM-DD)',
      })
      .transform((v) => v.slice(0, 10))
      .nullish(),
  )
  .transform((v) => v ?? null);

/**
 * `POST /job-posting` and `PUT /job-posting/{id}` (docs/requirements.md#job-titles, #api-calls): required are job_title,
 * department (an id), location, job_type, experience, description, requirements, contact_email and
 * status; salary_range and deadline are optional. Unknown fields are dropped.
 */
export const jobPostingBody = z.object({
  job_title: requiredText('Job title', 120).refine(...singleLine('Job title')),
  company: optionalText('Company', 120),
  department: z
    .string({ error: 'Department is required' })
    .trim()
    .min(1, 'Department is required')
    .max(64, 'Department must be the id of a department'),
  location: requiredText('Location', 120).refine(...singleLine('Location')),
  job_type: z.enum(JOB_TYPES, { error: `Job type must be one of ${JOB_TYPES.join(', ')}` }),
  experience: z.enum(EXPERIENCE_LEVELS, {
    error: `Experience must be one of ${EXPERIENCE_LEVELS.join(', ')}`,
  }),
  status: z.enum(JOB_STATUSES, { error: `Status must be one of ${JOB_STATUSES.join(', ')}` }),
  salary_range: optionalText('Salary range', 80).transform((v) => v ?? null),
  deadline,
  description: requiredText('Description'),
  requirements: requiredText('Requirements'),
  responsibilities: optionalText('Responsibilities'),
  qualifications: optionalText('Qualifications'),
  benefits: optionalText('Benefits'),
  contact_email: z
    .email({ error: 'Contact email must be a valid email address' })
    .max(254, 'Contact email is too long'),
  work_hours: optionalText('Work hours', 80),
  employment_type: z
    .enum(EMPLOYMENT_TYPES, { error: `Employment type must be one of ${EMPLOYMENT_TYPES.join(', ')}` })
    .optional(),
});
/** What the job form sends (input side: optional fields may be left out). */
export type JobPostingInput = z.input<typeof jobPostingBody>;
export type JobPostingBody = z.output<typeof jobPostingBody>;

/** `GET /job-posting` query: page, limit, and the admin screen's search and status filter. */
export const adminJobQuery = z.object({
  q: z.string().trim().max(100, 'q must be at most 100 characters').optional(),
  status: z.enum(JOB_STATUSES, { error: `status must be one of ${JOB_STATUSES.join(', ')}` }).optional(),
});

/** A job posting as the admin screens read it: the public view plus the internal fields. */
export interface JobPosting extends PublicJobPosting {
  company: string;
  contact_email: string;
  postedDate: string;
  updatedAt: string;
}

/** `data` of `GET /job-posting`. */
export interface AdminJobPostingListResponse {
  jobs: JobPosting[];
  pagination: { totalJobs: number; currentPage: number; totalPages: number; limit: number };
}

/** The `{id}` path parameter of the catalogue routes (job titles, departments, job postings). */
export const idParams = z.object({ id: idParam });
