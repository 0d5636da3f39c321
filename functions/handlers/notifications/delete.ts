/**
 * `DELETE /admin/notifications/{id}` (docs/requirements.md#notifications, #api-calls): takes one
 * notification off the caller's list (other admins keep it); answers the caller's unread count.
 * 404 for an unknown id or one the caller deleted already.
 */
import * as z from 'zod';
import { idParam } from '../../contract/schemas/common.js';
import { deleteNotificationFor, unreadCountFor } from '../../core/data/notifications.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'notifications/delete',
  { params: z.object({ id: idParam }) },
  async ({ params, caller }) => {
    await deleteNotificationFor(caller!.sub, params.id);
    return { message: 'Notification deleted', data: { unreadCount: await unreadCountFor(caller!.sub) } };
  },
);
