/**
 * Admin WebSocket broadcasts and closing (docs/architecture.md#realtime-and-schedule). Connections
 * are stored by `data/connections.ts`; a broadcast reads the admin room and posts to each connection
 * whose admin is still an admin with a valid session through the `@connections` management API,
 * and revocation closes an admin's connections through the same API.
 */
import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { sessionValid } from './auth/revocation.js';
import { CLIENT_OPTIONS } from './client-options.js';
import { config } from './config.js';
import type { AdminState } from './data/admins.js';
import {
  adminRoomConnections,
  type ConnectionItem,
  connectionsOf,
  deleteConnection,
} from './data/connections.js';
import { getItems } from './data/db.js';
import { keys } from './data/keys.js';
import { logger } from './log.js';
import { traceClient } from './observability.js';

/**
 * The WebSocket event the handlers receive (API Gateway WebSocket API, Lambda proxy integration).
 * `authorizer` is what the `$connect` authorizer returned: `principalId` (the admin's Cognito `sub`)
 * and its context, whose values are strings (API Gateway allows no arrays there), so `groups` is the
 * comma-separated list of the admin's groups.
 */
export interface WebSocketEvent {
  requestContext: {
    routeKey: string;
    eventType: 'CONNECT' | 'MESSAGE' | 'DISCONNECT';
    connectionId: string;
    domainName: string;
    stage: string;
    connectedAt: number;
    requestId: string;
    requestTimeEpoch: number;
    authorizer?: {
      principalId?: string;
      email?: string;
      groups?: string;
      /** Epoch seconds the token signed in (`auth_time`), as text. */
      authTime?: string;
      [key: string]: unknown;
    };
    [key: string]: unknown;
  };
  body?: string;
  isBase64Encoded?: boolean;
  queryStringParameters?: Record<string, string>;
  headers?: Record<string, string>;
}

/** What a WebSocket route handler answers; API Gateway only looks at `statusCode` for `$connect`. */
export interface WebSocketResult {
  statusCode: number;
  body?: string;
}

let management: { endpoint: string; client: ApiGatewayManagementApiClient } | undefined;

function managementClient(): ApiGatewayManagementApiClient {
  const endpoint = config('wsManagementEndpoint');
  if (management?.endpoint !== endpoint)
    management = {
      endpoint,
      client: traceClient(new ApiGatewayManagementApiClient({ ...CLIENT_OPTIONS, endpoint })),
    };
  return management.client;
}

/**
 * Sends `message` (as JSON) to every connection in the admin room, e.g.
 * `{ type: 'new-cv-upload', notification }` (docs/architecture.md#realtime-and-schedule).
 *
 * Best effort: a connection that answers 410 Gone is deleted (API Gateway no longer knows it);
 * any other failure for one connection is logged and counted in `failed`, the others still get
 * the message.
 *
 * @returns how many posts succeeded (`sent`), connections deleted as gone (`removed`) and other
 *   failures (`failed`).
 * @throws when the room cannot be read (DynamoDB error) or `WS_MANAGEMENT_ENDPOINT` is not set.
 */
export async function broadcastToAdmins(
  message: object,
): Promise<{ sent: number; removed: number; failed: number }> {
  const client = managementClient();
  const data = new TextEncoder().encode(JSON.stringify(message));
  const { current, revoked } = await splitByAdminState(await adminRoomConnections());
  const result = { sent: 0, removed: 0, failed: 0 };
  await Promise.all(revoked.map((c) => closeConnection(c.connectionId)));
  await Promise.all(
    current.map(async ({ connectionId }) => {
      try {
        await client.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: data }));
        result.sent++;
      } catch (err) {
        if (isGone(err)) {
          await deleteConnection(connectionId).catch((e) =>
            logger.warn('could not delete a gone connection', { error: e }),
          );
          result.removed++;
        } else {
          logger.warn('post to an admin connection failed', { error: err as Error });
          result.failed++;
        }
      }
    }),
  );
  return result;
}

const isGone = (err: unknown) =>
  err instanceof GoneException ||
  (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 410;

/**
 * Splits connections by their admin's state now (one BatchGetItem per 100 admins): `current` when
 * the admin exists and the connection's session was not revoked, `revoked` otherwise.
 */
async function splitByAdminState(
  connections: ConnectionItem[],
): Promise<{ current: ConnectionItem[]; revoked: ConnectionItem[] }> {
  const adminIds = [...new Set(connections.map((c) => c.adminId))];
  const states = await getItems<AdminState>(adminIds.map((id) => keys.admin(id)));
  const byId = new Map(adminIds.map((id, i) => [id, states[i]]));
  const current: ConnectionItem[] = [];
  const revoked: ConnectionItem[] = [];
  for (const c of connections)
    (sessionValid(byId.get(c.adminId), c.authTime ?? 0) ? current : revoked).push(c);
  return { current, revoked };
}

/**
 * Closes a connection through the management API (`DELETE @connections/{id}`) and deletes its
 * item; a connection already gone is fine. Other failures are logged, the item is deleted anyway
 * so no broadcast reaches it again.
 */
async function closeConnection(connectionId: string): Promise<void> {
  try {
    await managementClient().send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
  } catch (err) {
    if (!isGone(err)) logger.warn('could not close a connection', { error: err as Error });
  }
  await deleteConnection(connectionId);
}

/**
 * Closes every open WebSocket connection of admin `adminId` (its Cognito `sub`): on deletion or a
 * role change (docs/architecture.md#auth: revocation).
 *
 * @returns how many connections were closed.
 * @throws when the connections cannot be read (DynamoDB error) or `WS_MANAGEMENT_ENDPOINT` is not set.
 */
export async function closeConnectionsOf(adminId: string): Promise<number> {
  const connections = await connectionsOf(adminId);
  await Promise.all(connections.map((c) => closeConnection(c.connectionId)));
  return connections.length;
}
