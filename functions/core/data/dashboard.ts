/**
 * Dashboard figures (docs/requirements.md#dashboard and the shell's count badges), read from
 * counter items: one GetItem per counter, in parallel, never a list (docs/architecture.md#access-patterns);
 * the caller's unread notifications are counted as their list counts them, and the candidates the
 * trend figures open as those lists count them (COUNT Queries over 1 and 12 weeks of records).
 */
import { SUBMISSION_SOURCES, type SubmissionSource } from '../../contract/cv-policy.js';
import { RESUME_STATUSES, type ResumeStatus } from '../../contract/schemas/common.js';
import {
  type DashboardStats,
  type DashboardTrends,
  SHORTLISTED_STATUSES,
} from '../../contract/schemas/dashboard.js';
import { resumeListQuery } from '../../contract/schemas/resume-admin.js';
import { dashboardTrends, lastWeeks } from './dashboard-trends.js';
import { readCounters } from './db.js';
import { counters } from './keys.js';
import { unreadCountFor } from './notifications.js';
import { resumeListTotal } from './resume-list.js';

/** The total of the CV list at `params` (`GET /resume?…`): its own COUNT, no page read. */
const listTotal = (params: Record<string, string>): Promise<number> =>
  resumeListTotal(resumeListQuery.parse(params));

/**
 * The candidates the weekly bars, the "this week" and the by-source figures open
 * (docs/requirements.md#dashboard): the CV list of each Dublin week `[Monday, next Monday)`, and of
 * each source since the Monday 12 weeks back, counted by the very queries of those lists (COUNTs
 * over their key ranges, in parallel), so each figure is the count of the list it opens.
 */
export async function listedFigures(now = new Date()): Promise<DashboardTrends['listed']> {
  const weeks = lastWeeks(now);
  const from = weeks[0]!.monday;
  const [byWeek, bySource] = await Promise.all([
    Promise.all(weeks.map((w) => listTotal({ from: w.monday, to: w.nextMonday }))),
    Promise.all(SUBMISSION_SOURCES.map((source) => listTotal({ source, from }))),
  ]);
  return {
    from,
    byWeek,
    thisWeek: byWeek.at(-1)!,
    bySource: Object.fromEntries(SUBMISSION_SOURCES.map((s, i) => [s, bySource[i]])) as Record<
      SubmissionSource,
      number
    >,
  };
}

/**
 * Every dashboard figure, from the counters the writes keep; `unreadNotifications` is admin
 * `sub`'s own (read state is per admin, data/notifications.ts).
 */
export async function dashboardStats(sub: string): Promise<DashboardStats> {
  const statusCounter = (s: ResumeStatus) => counters.resumesByStatus(s);
  const trends = dashboardTrends();
  const listed = listedFigures();
  const unread = unreadCountFor(sub);
  const c = await readCounters([
    counters.resumes,
    ...RESUME_STATUSES.map(statusCounter),
    counters.jobs,
    counters.jobsByStatus('active'),
    counters.departments,
    counters.jobTitles,
    counters.admins,
    counters.users,
  ]);
  const byStatus = Object.fromEntries(RESUME_STATUSES.map((s) => [s, c[statusCounter(s)]])) as Record<
    ResumeStatus,
    number
  >;
  return {
    resumes: {
      total: c[counters.resumes],
      byStatus,
      reviewed: RESUME_STATUSES.filter((s) => s !== 'new').reduce((n, s) => n + byStatus[s], 0),
      shortlisted: SHORTLISTED_STATUSES.reduce((n, s) => n + byStatus[s], 0),
      awaitingReview: byStatus.new,
    },
    jobs: { total: c[counters.jobs], active: c[counters.jobsByStatus('active')] ?? 0 },
    departments: c[counters.departments],
    jobTitles: c[counters.jobTitles],
    admins: c[counters.admins],
    users: c[counters.users],
    unreadNotifications: await unread,
    trends: { ...(await trends), listed: await listed },
  };
}
