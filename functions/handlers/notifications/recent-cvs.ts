/**
 * `GET /admin/notifications/recent-cvs?since` (docs/requirements.md#api-calls): cv_upload notifications created
 * after `since` (default: the last 24 hours), newest first, at most 50, and `lastChecked` (the
 * server time to pass as the next `since`).
 */
import {
  RECENT_CVS_MAX,
  type RecentCvsResponse,
  recentCvsQuery,
} from '../../contract/schemas/notifications.js';
import { listNotificationsSince, toNotification } from '../../core/data/notifications.js';
import { apiHandler } from '../../core/http/api.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export const handler = apiHandler(
  'notifications/recent-cvs',
  { query: recentCvsQuery },
  async ({ query }) => {
    const now = new Date();
    const since = query.since ?? new Date(now.getTime() - DAY_MS).toISOString();
    const items = await listNotificationsSince(since, RECENT_CVS_MAX);
    const data: RecentCvsResponse = {
      notifications: items.map(toNotification),
      lastChecked: now.toISOString(),
    };
    return { data };
  },
);
