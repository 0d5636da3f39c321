/**
 * `GET /admin/notifications?page&limit` (docs/requirements.md#api-calls): the notifications the
 * caller still lists, newest first, with their own read flags (`isReadByAdmin`), `pagination
 * { currentPage, totalPages, totalNotifications, limit }` and their `unreadCount`.
 */
import { pageQuery } from '../../contract/schemas/common.js';
import type { NotificationListResponse } from '../../contract/schemas/notifications.js';
import { listNotificationsFor } from '../../core/data/notifications.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler('notifications/list', { query: pageQuery }, async ({ query, caller }) => {
  const { notifications, total, unread } = await listNotificationsFor(caller!.sub, query);
  const data: NotificationListResponse = {
    notifications,
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
