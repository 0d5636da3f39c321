/** `PUT /admin/notifications/mark-all-read` (docs/requirements.md#notifications, #api-calls): every notification read, count 0. */
import { markAllNotificationsRead, unreadCount } from '../../core/data/notifications.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler('notifications/mark-all-read', {}, async () => {
  const { marked } = await markAllNotificationsRead();
  return {
    message: 'All notifications marked as read',
    data: { marked, unreadCount: await unreadCount() },
  };
});
