/**
 * `GET /admin/notifications?page&limit` (docs/requirements.md#api-calls): notifications newest first with
 * `pagination { currentPage, totalPages, totalNotifications, limit }` and `unreadCount` (counters).
 */
import { pageQuery } from '../../contract/schemas/common.js';
import type { NotificationListResponse } from '../../contract/schemas/notifications.js';
import { listNotifications, toNotification } from '../../core/data/notifications.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler('notifications/list', { query: pageQuery }, async ({ query }) => {
  const { items, total, unread } = await listNotifications(query);
  const data: NotificationListResponse = {
    notifications: items.map(toNotification),
    pagination: {
      currentPage: query.page,
      totalPages: Math.ceil(total / query.limit),
      totalNotifications: total,
      limit: query.limit,
    },
    unreadCount: unread,
  };
  return { data };
});
