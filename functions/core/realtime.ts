/**
 * Admin WebSocket connections and broadcasts (docs/architecture.md#realtime-and-schedule). A connection is the item
 * `CONN#{connectionId}` / `CONN` with a `ttl` (API Gateway drops connections after 2 h, so stale
 * items expire on their own); `join-admin` adds the admin-room index keys, and a broadcast queries
 * that index partition and posts to each connection through the `@connections` management API.
 */
import {
  ApiGatewayManagementApiClient,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './clients.js';
import { config } from './config.js';
import { indexKeys, keys, partitions } from './data/keys.js';
import { logger } from './log.js';

/** API Gateway closes a WebSocket connection after 2 hours at the latest (seconds). */
export const CONNECTION_TTL_SECONDS = 2 * 60 * 60;

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
    authorizer?: { principalId?: string; email?: string; groups?: string; [key: string]: unknown };
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
    management = { endpoint, client: new ApiGatewayManagementApiClient({ endpoint }) };
  return management.client;
}

/**
 * Stores a new connection (on `$connect`).
 *
 * @param c.connectionId API Gateway's connection id.
 * @param c.adminId the admin's Cognito `sub` (authorizer principal).
 * @param c.connectedAt epoch milliseconds; `ttl` is set to that + 2 h, in epoch seconds.
 * @throws the DynamoDB error when the write fails (the connection is then refused).
 */
export async function saveConnection(c: {
  connectionId: string;
  adminId: string;
  connectedAt: number;
}): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: config('tableName'),
      Item: {
        ...keys.connection(c.connectionId),
        connectionId: c.connectionId,
        adminId: c.adminId,
        connectedAt: new Date(c.connectedAt).toISOString(),
        ttl: Math.floor(c.connectedAt / 1000) + CONNECTION_TTL_SECONDS,
      },
    }),
  );
}

/**
 * Adds a connection to the admin room (the `join-admin` / `join-admin-room` routes). Creates the
 * item when `$connect` did not store it, so a joined connection is never lost; `ttl` and `adminId`
 * already stored are kept.
 *
 * @param connectionId API Gateway's connection id.
 * @param adminId the admin's Cognito `sub`.
 * @param now epoch milliseconds, for the `ttl` of an item created here.
 * @throws the DynamoDB error when the write fails.
 */
export async function joinAdminRoom(connectionId: string, adminId: string, now = Date.now()): Promise<void> {
  const room = indexKeys.adminConnection(connectionId);
  await dynamo().send(
    new UpdateCommand({
      TableName: config('tableName'),
      Key: keys.connection(connectionId),
      UpdateExpression:
        'SET gsi1pk = :pk, gsi1sk = :sk, connectionId = :id, adminId = if_not_exists(adminId, :admin), #ttl = if_not_exists(#ttl, :ttl)',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: {
        ':pk': room.gsi1pk,
        ':sk': room.gsi1sk,
        ':id': connectionId,
        ':admin': adminId,
        ':ttl': Math.floor(now / 1000) + CONNECTION_TTL_SECONDS,
      },
    }),
  );
}

/**
 * Deletes a connection (on `$disconnect`, or when a post answers 410 Gone). Deleting a missing
 * item is not an error.
 *
 * @throws the DynamoDB error when the delete fails.
 */
export async function deleteConnection(connectionId: string): Promise<void> {
  await dynamo().send(
    new DeleteCommand({ TableName: config('tableName'), Key: keys.connection(connectionId) }),
  );
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
  const ids = await adminConnectionIds();
  const result = { sent: 0, removed: 0, failed: 0 };
  await Promise.all(
    ids.map(async (connectionId) => {
      try {
        await client.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: data }));
        result.sent++;
      } catch (err) {
        if (
          err instanceof GoneException ||
          (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 410
        ) {
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

/** Every connection id in the admin room (all pages of the index partition). */
async function adminConnectionIds(): Promise<string[]> {
  const { index, pk } = partitions.adminConnections;
  const ids: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: config('tableName'),
        IndexName: index,
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ProjectionExpression: 'gsi1sk',
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) if (typeof item.gsi1sk === 'string') ids.push(item.gsi1sk);
    start = page.LastEvaluatedKey;
  } while (start);
  return ids;
}
