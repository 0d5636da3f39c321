/**
 * `DELETE /admin/notifications/delete-all` (docs/requirements.md#notifications, #api-calls): the
 * caller's list empties and their count is 0; every other admin's list stays as it was.
 */
import { deleteAllNotificationsFor } from '../../core/data/notifications.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler('notifications/delete-all', {}, async ({ caller }) => {
  const { deleted } = await deleteAllNotificationsFor(caller!.sub);
  return { message: 'All notifications deleted', data: { deleted, unreadCount: 0 } };
});
