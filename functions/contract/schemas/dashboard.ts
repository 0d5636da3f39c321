/**
 * `GET /admin/dashboard/stats` (docs/requirements.md#dashboard and the shell's count badges):
 * every figure comes from counter items, never from reading a list (docs/architecture.md#access-patterns).
 */
import type { ResumeStatus } from './common.js';

export interface DashboardStats {
  resumes: {
    /** CVs Uploaded: every resume record in the system. */
    total: number;
    /** Per status (the eight of docs/requirements.md#admin-records). */
    byStatus: Record<ResumeStatus, number>;
    /** Reviewed Resumes: records whose status moved on from `new`. */
    reviewed: number;
    /** Shortlisted: records that reached the shortlist (shortlisted, interview scheduled, hired). */
    shortlisted: number;
    /** New Resumes: awaiting review (status `new`). */
    awaitingReview: number;
  };
  jobs: { total: number; active: number };
  departments: number;
  jobTitles: number;
  admins: number;
  users: number;
  unreadNotifications: number;
}

/** Statuses that count as "reached the shortlist" for the Shortlisted card and the success rate. */
export const SHORTLISTED_STATUSES = [
  'shortlisted',
  'interview_scheduled',
  'hired',
] as const satisfies readonly ResumeStatus[];
