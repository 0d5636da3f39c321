/**
 * `DELETE /admin/notifications/{id}` (docs/requirements.md#notifications, #api-calls): deletes one notification; the unread
 * count drops if it was unread, never below 0. 404 for an unknown id.
 */
import * as z from 'zod';
import { idParam } from '../../contract/schemas/common.js';
import { deleteNotification, unreadCount } from '../../core/data/notifications.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'notifications/delete',
  { params: z.object({ id: idParam }) },
  async ({ params }) => {
    await deleteNotification(params.id);
    return { message: 'Notification deleted', data: { unreadCount: await unreadCount() } };
  },
);
