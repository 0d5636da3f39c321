/** `GET /admin/notifications/unread-count` (docs/requirements.md#api-calls): `data: { unreadCount }`, the caller's own. */
import type { UnreadCountResponse } from '../../contract/schemas/notifications.js';
import { unreadCountFor } from '../../core/data/notifications.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler('notifications/unread-count', {}, async ({ caller }) => {
  const data: UnreadCountResponse = { unreadCount: await unreadCountFor(caller!.sub) };
  return { data };
});
