/**
 * `GET /admin/dashboard/stats` (docs/requirements.md#dashboard and the shell's count badges):
 * every figure comes from counter items, never from reading a list (docs/architecture.md#access-patterns).
 */
import type { SubmissionSource } from '../cv-policy.js';
import type { ResumeStatus } from './common.js';

/** One ISO week (Europe/Dublin) of the "CVs received" chart. */
export interface ReceivedWeek {
  /** `2026-W48`. */
  week: string;
  /** Monday of the week, `YYYY-MM-DD` (Dublin calendar). */
  from: string;
  /** The Monday after, `YYYY-MM-DD`: the week is `[from, to)` of Dublin days (the CV list's `from` and `to`). */
  to: string;
  /** CVs accepted that week (every source). */
  total: number;
  bySource: Record<SubmissionSource, number>;
}

/**
 * The moving figures below the cards (docs/requirements.md#dashboard, "Trends"; how each is kept:
 * docs/architecture.md#dashboard-trends). Received counts are history (an erased CV stays counted);
 * applicants, days-in-New and expiring are as they are now.
 */
export interface DashboardTrends {
  /** The last 12 ISO weeks, oldest first, the current week last. */
  weeks: ReceivedWeek[];
  /** Sums over `weeks`. */
  received: { total: number; bySource: Record<SubmissionSource, number> };
  /** Active job postings with the applications they hold (each came with a CV), most first. */
  postings: { id: string; job_title: string; applicants: number }[];
  /**
   * Median whole days from a CV's arrival in New to its first status change, over the CVs that left
   * New during `weeks`; `null` when none did. `count` is how many that is.
   */
  daysInNew: { medianDays: number | null; count: number };
  /** CVs still kept whose expiry date falls within the next `withinDays` days. */
  expiringSoon: { count: number; withinDays: number };
  /**
   * The candidates the figures open, as the CV list counts them (`GET /resume` total): `byWeek[i]`
   * those first listed in `weeks[i]` (`?from={from}&to={to}`: the chart's bars), `thisWeek` the
   * last of them, and per source since `from` (the first Monday of `weeks`). `weeks[].total` count
   * CVs received (a second CV of a candidate too, and erased ones); these count the candidates listed now.
   */
  listed: {
    from: string;
    byWeek: number[];
    thisWeek: number;
    bySource: Record<SubmissionSource, number>;
  };
}

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
  /** The caller's unread notifications, counted up to 100 (the badge shows 9+ above 9; GET /admin/notifications/unread-count is exact). */
  unreadNotifications: number;
  trends: DashboardTrends;
}

/** Statuses that count as "reached the shortlist" for the Shortlisted card and the success rate. */
export const SHORTLISTED_STATUSES = [
  'shortlisted',
  'interview_scheduled',
  'hired',
] as const satisfies readonly ResumeStatus[];
