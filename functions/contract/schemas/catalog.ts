/**
 * Job titles, departments and job postings as the API answers them (admin-area §3, public-site §3).
 */
import * as z from 'zod';

export interface JobTitle {
  _id: string;
  name: string;
  /** admin-area §3: active or hold. */
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
}

export const JOB_TYPES = ['full-time', 'part-time', 'contract', 'internship', 'remote'] as const;
export const JOB_STATUSES = ['active', 'paused', 'closed'] as const;
export const EXPERIENCE_LEVELS = ['fresher', 'experienced'] as const;

/** Defaults for missing public fields, public-site §3. */
export const JOB_POSTING_DEFAULTS = {
  employment_type: 'FULL_TIME',
  work_hours: '40 hours per week',
  location: 'Cork',
  currency: 'EUR',
} as const;

/** A job posting in the public view (public-site §3): field names as the spec reads them. */
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

/** `GET /public/job-postings` query: page, limit and the optional search `q` (public-site §1). */
export const publicJobQuery = z.object({
  q: z.string().trim().max(100, 'q must be at most 100 characters').optional(),
});
