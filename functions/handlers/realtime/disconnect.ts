/**
 * WebSocket `$disconnect` (docs/architecture.md#realtime-and-schedule): forget the connection. API Gateway delivers this event
 * on a best-effort basis; items it misses expire through their `ttl` or are deleted by the next
 * broadcast that gets 410 Gone.
 */
import { deleteConnection } from '../../core/data/connections.js';
import { traced } from '../../core/observability.js';
import type { WebSocketEvent, WebSocketResult } from '../../core/realtime.js';

/** Deletes `CONN#{connectionId}` (a missing item is fine). */
export const handler = traced(async (event: WebSocketEvent): Promise<WebSocketResult> => {
  await deleteConnection(event.requestContext.connectionId);
  return { statusCode: 200 };
});
