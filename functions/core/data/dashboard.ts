/**
 * Dashboard figures (docs/requirements.md#dashboard and the shell's count badges), read from
 * counter items only: one GetItem per counter, in parallel, never a list (docs/architecture.md#access-patterns);
 * the caller's unread notifications are counted as their list counts them.
 */
import { RESUME_STATUSES, type ResumeStatus } from '../../contract/schemas/common.js';
import { type DashboardStats, SHORTLISTED_STATUSES } from '../../contract/schemas/dashboard.js';
import { dashboardTrends } from './dashboard-trends.js';
import { readCounters } from './db.js';
import { counters } from './keys.js';
import { unreadCountFor } from './notifications.js';

/**
 * Every dashboard figure, from the counters the writes keep; `unreadNotifications` is admin
 * `sub`'s own (read state is per admin, data/notifications.ts).
 */
export async function dashboardStats(sub: string): Promise<DashboardStats> {
  const statusCounter = (s: ResumeStatus) => counters.resumesByStatus(s);
  const trends = dashboardTrends();
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
    trends: await trends,
  };
}
