/**
 * Dashboard figures (docs/requirements.md#dashboard and the shell's count badges), read from
 * counter items: one BatchGet of the counters, in parallel with the trends, never a list
 * (docs/architecture.md#access-patterns); the candidates the trend figures open from the day items
 * of the listed candidates (data/dashboard-listed.ts: one Query of 12 weeks of days), and the
 * caller's unread notifications as their list counts them, up to `DASHBOARD_UNREAD_CAP`. What one
 * request reads does not grow with the candidates (test/api/dashboard-cost.test.ts).
 */
import { RESUME_STATUSES, type ResumeStatus } from '../../contract/schemas/common.js';
import { type DashboardStats, SHORTLISTED_STATUSES } from '../../contract/schemas/dashboard.js';
import { listedFigures } from './dashboard-listed.js';
import { dashboardTrends } from './dashboard-trends.js';
import { readCounters } from './db.js';
import { counters } from './keys.js';
import { unreadCountFor } from './notifications.js';

/**
 * Most unread notifications the dashboard counts: `unreadNotifications` stands for this many or
 * more, so an admin who never marks them read does not make every dashboard read them all (the
 * shell's own badge shows `9+` past 9: docs/requirements.md#notifications).
 */
export const DASHBOARD_UNREAD_CAP = 100;

/**
 * Every dashboard figure, from the counters the writes keep; `unreadNotifications` is admin
 * `sub`'s own (read state is per admin, data/notifications.ts), at most `DASHBOARD_UNREAD_CAP`.
 */
export async function dashboardStats(sub: string): Promise<DashboardStats> {
  const statusCounter = (s: ResumeStatus) => counters.resumesByStatus(s);
  const trends = dashboardTrends();
  const listed = listedFigures();
  const unread = unreadCountFor(sub, DASHBOARD_UNREAD_CAP);
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
