/** `GET /admin/notifications/unread-count` (docs/requirements.md#api-calls): `data: { unreadCount }` from its counter. */
import type { UnreadCountResponse } from '../../contract/schemas/notifications.js';
import { unreadCount } from '../../core/data/notifications.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler('notifications/unread-count', {}, async () => {
  const data: UnreadCountResponse = { unreadCount: await unreadCount() };
  return { data };
});
