/**
 * WebSocket `$connect` (docs/architecture.md#realtime-and-schedule): the authorizer has verified the admin ID token from the
 * query string; store the connection with a 2 h `ttl`. A non-2xx answer refuses the connection.
 */
import { logger } from '../../core/log.js';
import { saveConnection, type WebSocketEvent, type WebSocketResult } from '../../core/realtime.js';

/** Stores `CONN#{connectionId}`; 401 without an authorizer principal, 500 when the write fails. */
export async function handler(event: WebSocketEvent): Promise<WebSocketResult> {
  const { connectionId, connectedAt, authorizer } = event.requestContext;
  const adminId = authorizer?.principalId;
  if (!adminId) return { statusCode: 401 };
  try {
    await saveConnection({ connectionId, adminId, connectedAt: connectedAt || Date.now() });
    return { statusCode: 200 };
  } catch (err) {
    logger.error('could not store a websocket connection', { error: err as Error });
    return { statusCode: 500 };
  }
}
