/**
 * WebSocket `$connect` (docs/architecture.md#realtime-and-schedule): the authorizer has verified the
 * admin ID token from the query string; here the admin's state is read now (a deleted admin or a
 * revoked session is refused, docs/architecture.md#auth: revocation) and the connection is stored
 * with a 2 h `ttl`. A non-2xx answer refuses the connection.
 */
import { currentAdminRoles } from '../../core/auth/revocation.js';
import { saveConnection } from '../../core/data/connections.js';
import { UnauthorizedError } from '../../core/errors.js';
import { logger } from '../../core/log.js';
import { traced } from '../../core/observability.js';
import type { WebSocketEvent, WebSocketResult } from '../../core/realtime.js';

/**
 * Stores `CONN#{connectionId}`; 401 without an authorizer principal or for an admin no longer
 * current, 500 when the write fails.
 */
export const handler = traced(async (event: WebSocketEvent): Promise<WebSocketResult> => {
  const { connectionId, connectedAt, authorizer } = event.requestContext;
  const adminId = authorizer?.principalId;
  if (!adminId) return { statusCode: 401 };
  const authTime = Number(authorizer?.authTime ?? 0) || 0;
  try {
    await currentAdminRoles(adminId, authTime);
    await saveConnection({ connectionId, adminId, authTime, connectedAt: connectedAt || Date.now() });
    return { statusCode: 200 };
  } catch (err) {
    if (err instanceof UnauthorizedError) return { statusCode: 401 };
    logger.error('could not store a websocket connection', { error: err as Error });
    return { statusCode: 500 };
  }
});
