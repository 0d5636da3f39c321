/**
 * The local WebSocket API (docs/architecture.md#realtime-and-schedule) at `/ws?token=`: `$connect` is authorized by the same
 * Lambda REQUEST authorizer the cloud runs (`functions/handlers/realtime/authorizer.ts`, given an
 * API Gateway `$connect` authorizer event), then `$connect`, the message routes (`join-admin`,
 * `join-admin-room`) and `$disconnect` run their handlers from the route table.
 */

import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { APIGatewayAuthorizerResult } from 'aws-lambda';
import { WebSocketServer } from 'ws';
import { WS_AUTHORIZER_HANDLER, websocketRoutes } from '../../../functions/contract/routes.js';
import type { WebSocketEvent } from '../../../functions/core/realtime.js';
import { LOCAL_REGION } from '../resources.js';
import {
  type Connection,
  type GatewayContext,
  HTTP_TIMEOUT_MS,
  WS_PAYLOAD_LIMIT_BYTES,
  WS_STAGE,
} from './context.js';
import { invokeHandler } from './invoke.js';
import { apiGatewayId, clfTime, collectHeaders, collectQuery, sourceIp } from './wire.js';

/** The ARN API Gateway gives the `$connect` authorizer as `methodArn`. */
const CONNECT_METHOD_ARN = `arn:aws:execute-api:${LOCAL_REGION}:000000000000:local/${WS_STAGE}/$connect`;

/** The `message` of a refused upgrade, by status. */
const REFUSALS: Record<number, string> = {
  401: 'Unauthorized',
  403: 'Forbidden',
  500: 'Internal server error',
};

type ConnectionInfo = Pick<Connection, 'connectedAt' | 'sourceIp' | 'userAgent' | 'domainName'> &
  Partial<Pick<Connection, 'authorizer'>>;

function wsEvent(
  id: string,
  conn: ConnectionInfo,
  routeKey: string,
  eventType: WebSocketEvent['requestContext']['eventType'],
  extra: Record<string, unknown> = {},
): WebSocketEvent {
  const now = new Date();
  const { requestContext: extraContext, ...rest } = extra as { requestContext?: Record<string, unknown> };
  return {
    requestContext: {
      routeKey,
      eventType,
      extendedRequestId: apiGatewayId(),
      requestTime: clfTime(now),
      messageDirection: 'IN',
      stage: WS_STAGE,
      connectedAt: conn.connectedAt,
      requestTimeEpoch: now.getTime(),
      identity: { sourceIp: conn.sourceIp, userAgent: conn.userAgent },
      requestId: apiGatewayId(),
      domainName: conn.domainName,
      connectionId: id,
      apiId: 'local',
      ...(conn.authorizer ? { authorizer: conn.authorizer } : {}),
      ...extraContext,
    },
    isBase64Encoded: false,
    ...rest,
  };
}

/** `{ a: 'x,y' }` → `{ a: ['x', 'y'] }`: the `multiValue…` twins of an authorizer event. */
function multiValue(values: Record<string, string>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.split(',')]));
}

/**
 * Runs the `$connect` authorizer the way API Gateway does: an authorizer that throws
 * `Unauthorized` refuses with 401, a policy without an `Allow` for the method ARN with 403, any
 * other failure with 500.
 *
 * @returns the status to refuse with, or the `requestContext.authorizer` of the connection's events
 *   (principal, the policy's context, integration latency).
 */
async function authorize(
  event: Record<string, unknown>,
): Promise<{ status: number } | { authorizer: Connection['authorizer'] }> {
  const started = Date.now();
  let result: APIGatewayAuthorizerResult;
  try {
    result = (await invokeHandler(
      WS_AUTHORIZER_HANDLER,
      event,
      HTTP_TIMEOUT_MS,
    )) as APIGatewayAuthorizerResult;
  } catch (err) {
    if ((err as Error)?.message === 'Unauthorized') return { status: 401 };
    console.error('[gateway] $connect authorizer failed:', err);
    return { status: 500 };
  }
  const allowed = result?.policyDocument?.Statement?.some((s) => {
    if (s.Effect !== 'Allow' || !('Resource' in s) || !s.Resource) return false;
    const resources = ([] as string[]).concat(s.Resource);
    return resources.some((r) => r === '*' || r === CONNECT_METHOD_ARN);
  });
  if (!allowed) return { status: 403 };
  return {
    authorizer: {
      ...result.context,
      principalId: result.principalId,
      integrationLatency: Date.now() - started,
    },
  };
}

function rejectUpgrade(ctx: GatewayContext, socket: Socket, status: number, message: string): void {
  const body = JSON.stringify({ message });
  const reason =
    { 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 500: 'Internal Server Error' }[status] ??
    'Error';
  const headers = {
    ...ctx.security,
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  };
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\n${Object.entries(headers)
      .map(([k, v]) => `${k}: ${v}`)
      .join('\r\n')}\r\n\r\n${body}`,
  );
}

/** The action of a WebSocket message: `{"action": "join-admin"}` or the bare text `join-admin`. */
function routeOf(text: string): string | undefined {
  try {
    const parsed = JSON.parse(text) as unknown;
    if (parsed && typeof parsed === 'object' && typeof (parsed as { action?: unknown }).action === 'string') {
      return (parsed as { action: string }).action;
    }
    return typeof parsed === 'string' ? parsed : undefined;
  } catch {
    return text.trim() || undefined;
  }
}

/**
 * The WebSocket API of the gateway.
 *
 * @returns `onUpgrade` for the server's `upgrade` event (404 off `/ws`; 401/403/500 as the
 *   authorizer or `$connect` decides), `closeAll()` (closes every socket with 1001 and waits up to
 *   2 s), `disconnects()` (the `$disconnect` invocations still running) and `close()`.
 */
export function createWebSocketApi(ctx: GatewayContext) {
  const { connections, log } = ctx;
  const pendingDisconnects = new Set<Promise<unknown>>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: WS_PAYLOAD_LIMIT_BYTES });
  wss.on('headers', (lines: string[]) => {
    for (const [name, value] of Object.entries(ctx.security)) lines.push(`${name}: ${value}`);
  });

  async function connect(req: IncomingMessage, socket: Socket, head: Buffer, query: string): Promise<void> {
    const headers = collectHeaders(req);
    const id = apiGatewayId();
    const queryStringParameters = collectQuery(query) ?? {};
    const info: ConnectionInfo = {
      connectedAt: Date.now(),
      sourceIp: sourceIp(req),
      userAgent: headers['user-agent'] ?? '',
      domainName: headers.host ?? `localhost:${ctx.port}`,
    };
    const { isBase64Encoded: _, ...connectRequest } = wsEvent(id, info, '$connect', 'CONNECT');
    const decision = await authorize({
      type: 'REQUEST',
      methodArn: CONNECT_METHOD_ARN,
      headers,
      multiValueHeaders: multiValue(headers),
      queryStringParameters,
      multiValueQueryStringParameters: multiValue(queryStringParameters),
      stageVariables: {},
      ...connectRequest,
    });
    if ('status' in decision) {
      rejectUpgrade(ctx, socket, decision.status, REFUSALS[decision.status] ?? REFUSALS[500]!);
      return;
    }
    const authorized = { ...info, authorizer: decision.authorizer };
    const connectEvent = wsEvent(id, authorized, '$connect', 'CONNECT', {
      headers,
      queryStringParameters: collectQuery(query),
    });
    let status = 500;
    try {
      const result = (await invokeHandler('realtime/connect', connectEvent, HTTP_TIMEOUT_MS)) as
        | { statusCode?: number }
        | undefined;
      status = result?.statusCode ?? 200;
    } catch (err) {
      console.error('[gateway] $connect failed:', err);
    }
    if (status < 200 || status > 299) {
      rejectUpgrade(ctx, socket, status, REFUSALS[status] ?? REFUSALS[500]!);
      return;
    }
    if (socket.destroyed) {
      await invokeHandler('realtime/disconnect', wsEvent(id, authorized, '$disconnect', 'DISCONNECT')).catch(
        () => undefined,
      );
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      const conn: Connection = { ...authorized, ws, lastActiveAt: Date.now() };
      connections.set(id, conn);
      log(`WS connect ${id}`);
      ws.on('message', (data, isBinary) => {
        conn.lastActiveAt = Date.now();
        const text = Buffer.isBuffer(data)
          ? data.toString('utf8')
          : Buffer.concat(data as Buffer[]).toString('utf8');
        const action = isBinary ? undefined : routeOf(text);
        const wsRoute = websocketRoutes.find((r) => r.routeKey === action && !r.routeKey.startsWith('$'));
        const messageEvent = wsEvent(id, conn, wsRoute?.routeKey ?? '$default', 'MESSAGE', {
          requestContext: { messageId: apiGatewayId() },
          body: text,
        });
        if (!wsRoute) {
          // No matching route and no $default route: API Gateway answers on the socket.
          ws.send(
            JSON.stringify({
              message: 'Forbidden',
              connectionId: id,
              requestId: messageEvent.requestContext.requestId,
            }),
          );
          return;
        }
        invokeHandler(wsRoute.handler, messageEvent, HTTP_TIMEOUT_MS).catch((err) =>
          console.error(`[gateway] websocket route ${wsRoute.routeKey} failed:`, err),
        );
      });
      ws.on('close', (code, reason) => {
        connections.delete(id);
        log(`WS disconnect ${id} (${code})`);
        const disconnect = wsEvent(id, conn, '$disconnect', 'DISCONNECT', {
          requestContext: { disconnectStatusCode: code, disconnectReason: reason.toString('utf8') },
        });
        const pending = invokeHandler('realtime/disconnect', disconnect, HTTP_TIMEOUT_MS)
          .catch((err) => console.error('[gateway] $disconnect failed:', err))
          .finally(() => pendingDisconnects.delete(pending));
        pendingDisconnects.add(pending);
      });
      ws.on('error', () => undefined);
    });
  }

  const onUpgrade = (req: IncomingMessage, socket: Socket, head: Buffer): void => {
    socket.on('error', () => undefined);
    const [path = '/', query = ''] = (req.url ?? '/').split(/\?(.*)/s, 2);
    if (path !== '/ws') {
      rejectUpgrade(ctx, socket, 404, 'Not Found');
      return;
    }
    connect(req, socket, head, query).catch((err) => {
      console.error('[gateway] websocket upgrade failed:', err);
      socket.destroy();
    });
  };

  const closeAll = async (): Promise<void> => {
    const socketsClosed = [...connections.values()].map(
      (conn) =>
        new Promise<void>((r) => {
          conn.ws.once('close', () => r());
          conn.ws.close(1001, 'Going away');
        }),
    );
    await Promise.race([Promise.all(socketsClosed), new Promise((r) => setTimeout(r, 2_000))]);
    for (const ws of wss.clients) ws.terminate();
  };

  return {
    onUpgrade,
    closeAll,
    disconnects: (): Promise<unknown>[] => [...pendingDisconnects],
    close: (): void => wss.close(),
  };
}
