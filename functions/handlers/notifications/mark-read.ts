/**
 * `PUT /admin/notifications/{id}/read` (docs/requirements.md#notifications, #api-calls): marks one
 * notification read for the caller only and answers their unread count; again on a read one changes
 * nothing. 404 for an unknown id or one the caller deleted.
 */
import * as z from 'zod';
import { idParam } from '../../contract/schemas/common.js';
import type { UnreadCountResponse } from '../../contract/schemas/notifications.js';
import { markNotificationRead, unreadCountFor } from '../../core/data/notifications.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'notifications/mark-read',
  { params: z.object({ id: idParam }) },
  async ({ params, caller }) => {
    await markNotificationRead(caller!.sub, params.id);
    const data: UnreadCountResponse = { unreadCount: await unreadCountFor(caller!.sub) };
    return { message: 'Notification marked as read', data };
  },
);
