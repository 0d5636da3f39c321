/** `DELETE /admin/notifications/delete-all` (docs/requirements.md#notifications, #api-calls): the list empties, the count is 0. */
import { deleteAllNotifications, unreadCount } from '../../core/data/notifications.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler('notifications/delete-all', {}, async () => {
  const { deleted } = await deleteAllNotifications();
  return { message: 'All notifications deleted', data: { deleted, unreadCount: await unreadCount() } };
});
