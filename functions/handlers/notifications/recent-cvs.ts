/**
 * `GET /admin/notifications/recent-cvs?since` (docs/requirements.md#api-calls): cv_upload notifications created
 * after `since` (default: the last 24 hours) that the caller still lists, with their own read flags,
 * newest first, at most 50, and `lastChecked` (the
 * server time to pass as the next `since`).
 */
import {
  RECENT_CVS_MAX,
  type RecentCvsResponse,
  recentCvsQuery,
} from '../../contract/schemas/notifications.js';
import { listNotificationsSinceFor } from '../../core/data/notifications.js';
import { apiHandler } from '../../core/http/api.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export const handler = apiHandler(
  'notifications/recent-cvs',
  { query: recentCvsQuery },
  async ({ query, caller }) => {
    const now = new Date();
    const since = query.since ?? new Date(now.getTime() - DAY_MS).toISOString();
    const data: RecentCvsResponse = {
      notifications: await listNotificationsSinceFor(caller!.sub, since, RECENT_CVS_MAX),
      lastChecked: now.toISOString(),
    };
    return { data };
  },
);
