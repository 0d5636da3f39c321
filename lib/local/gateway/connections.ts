/**
 * The local `@connections` management API of the WebSocket API (docs/architecture.md#realtime-and-schedule), as
 * `@aws-sdk/client-apigatewaymanagementapi` calls it: `POST` sends the raw body to the socket,
 * `GET` describes the connection, `DELETE` closes it; an unknown id answers 410 `GoneException`.
 * Like API Gateway, it answers only calls SigV4-signed with the credentials the handlers use
 * (403 otherwise).
 */

import { isUtf8 } from 'node:buffer';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../resources.js';
import { type GatewayContext, WS_PAYLOAD_LIMIT_BYTES } from './context.js';
import { sigV4Problem } from './sigv4.js';
import { BodyTooLarge, drainRefusedBody, readBody, sendJson } from './wire.js';

/** The pattern of a management API path: `/@connections/{id}`, optionally below `/{stage}`. */
export const CONNECTIONS_PATH = /^(?:\/[^/]+)?\/@connections\/([^/]+)\/?$/;

/**
 * Answers one management API request for the connection `encodedId` (percent-encoded, as the SDK
 * sends it): 400 for an undecodable id, 413 past the 128 KB payload limit, 403 without a valid
 * signature, 410 for an unknown or closed connection, 404 for another method.
 */
export async function handleConnections(
  ctx: GatewayContext,
  req: IncomingMessage,
  res: ServerResponse,
  encodedId: string,
): Promise<void> {
  let id: string;
  try {
    id = decodeURIComponent(encodedId);
  } catch {
    req.resume();
    sendJson(res, 400, { message: 'Invalid connection id' }, { 'x-amzn-errortype': 'BadRequestException' });
    return;
  }
  let data: Buffer;
  try {
    data = await readBody(req, WS_PAYLOAD_LIMIT_BYTES);
  } catch (err) {
    if (!(err instanceof BodyTooLarge)) throw err;
    sendJson(res, 413, { message: 'Message too long' }, { 'x-amzn-errortype': 'PayloadTooLargeException' });
    drainRefusedBody(req);
    return;
  }
  const refused = await sigV4Problem(req, data, {
    credentials: LOCAL_CREDENTIALS,
    region: LOCAL_REGION,
    service: 'execute-api',
  });
  if (refused) {
    sendJson(res, 403, { message: refused }, { 'x-amzn-errortype': 'ForbiddenException' });
    return;
  }
  const conn = ctx.connections.get(id);
  const gone = () =>
    sendJson(res, 410, { message: 'GoneException' }, { 'x-amzn-errortype': 'GoneException' });
  switch (req.method) {
    case 'POST': {
      if (!conn || conn.ws.readyState !== conn.ws.OPEN) return gone();
      conn.ws.send(data, { binary: !isUtf8(data) });
      res.writeHead(200, { 'Content-Length': 0 });
      res.end();
      return;
    }
    case 'GET':
      if (!conn) return gone();
      sendJson(res, 200, {
        connectedAt: new Date(conn.connectedAt).toISOString(),
        lastActiveAt: new Date(conn.lastActiveAt).toISOString(),
        identity: { sourceIp: conn.sourceIp, userAgent: conn.userAgent },
      });
      return;
    case 'DELETE':
      if (!conn) return gone();
      conn.ws.close(1000);
      res.writeHead(204);
      res.end();
      return;
    default:
      sendJson(res, 404, { message: 'Not Found' });
  }
}
