/**
 * `PUT /admin/notifications/{id}/read` (docs/requirements.md#notifications, #api-calls): marks one notification read; the unread
 * count drops by one, never below 0; again on a read one changes nothing. 404 for an unknown id.
 */
import * as z from 'zod';
import { idParam } from '../../contract/schemas/common.js';
import type { UnreadCountResponse } from '../../contract/schemas/notifications.js';
import { markNotificationRead, unreadCount } from '../../core/data/notifications.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'notifications/mark-read',
  { params: z.object({ id: idParam }) },
  async ({ params }) => {
    await markNotificationRead(params.id);
    const data: UnreadCountResponse = { unreadCount: await unreadCount() };
    return { message: 'Notification marked as read', data };
  },
);
