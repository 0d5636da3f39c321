/**
 * `PUT /admin/notifications/mark-all-read` (docs/requirements.md#notifications, #api-calls): every
 * notification read for the caller, their count 0; nobody else's read state changes.
 */
import { markAllNotificationsRead } from '../../core/data/notifications.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler('notifications/mark-all-read', {}, async ({ caller }) => {
  const { marked } = await markAllNotificationsRead(caller!.sub);
  return { message: 'All notifications marked as read', data: { marked, unreadCount: 0 } };
});
