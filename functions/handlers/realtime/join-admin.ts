/**
 * WebSocket routes `join-admin` and `join-admin-room` (docs/architecture.md#realtime-and-schedule): put the connection in the
 * admin room, the set of connections that broadcasts reach.
 */
import { joinAdminRoom } from '../../core/data/connections.js';
import { traced } from '../../core/observability.js';
import type { WebSocketEvent, WebSocketResult } from '../../core/realtime.js';

/** Adds the admin-room index keys to the connection item; 401 without an authorizer principal. */
export const handler = traced(async (event: WebSocketEvent): Promise<WebSocketResult> => {
  const { connectionId, authorizer } = event.requestContext;
  const adminId = authorizer?.principalId;
  if (!adminId) return { statusCode: 401 };
  await joinAdminRoom(connectionId, adminId);
  return { statusCode: 200 };
});
