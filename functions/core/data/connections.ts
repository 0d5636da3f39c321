/**
 * Admin WebSocket connections (docs/architecture.md#realtime-and-schedule): the item
 * `CONN#{connectionId}` / `CONN` with a `ttl` (API Gateway drops connections after 2 h, so stale
 * items expire on their own). Two index partitions find them: the admin room (`join-admin`), which
 * broadcasts read, and the owner partition (the admin's Cognito `sub`, written at `$connect`), which
 * revocation reads to close an admin's sockets.
 */
import { put, queryAll, remove, update } from './db.js';
import { indexKeys, keys, partitions } from './keys.js';

/** API Gateway closes a WebSocket connection after 2 hours at the latest (seconds). */
export const CONNECTION_TTL_SECONDS = 2 * 60 * 60;

/** What a connection item holds besides its keys. */
export interface ConnectionItem {
  connectionId: string;
  /** The admin's Cognito `sub` (the authorizer's principal). */
  adminId: string;
  /** ISO time of `$connect`. */
  connectedAt?: string;
  /** When the admin's token signed in (epoch seconds), checked against revocations. */
  authTime?: number;
}

const ATTRIBUTES = ['connectionId', 'adminId', 'connectedAt', 'authTime'] as const;

const ttlFrom = (epochMs: number) => Math.floor(epochMs / 1000) + CONNECTION_TTL_SECONDS;

/**
 * Stores a new connection (on `$connect`) under its owner's partition.
 *
 * @param c.connectedAt epoch milliseconds; `ttl` is that + 2 h, in epoch seconds.
 * @throws the DynamoDB error when the write fails (the connection is then refused).
 */
export async function saveConnection(c: {
  connectionId: string;
  adminId: string;
  connectedAt: number;
  authTime: number;
}): Promise<void> {
  await put({
    ...keys.connection(c.connectionId),
    ...indexKeys.connectionOwner(c),
    connectionId: c.connectionId,
    adminId: c.adminId,
    authTime: c.authTime,
    connectedAt: new Date(c.connectedAt).toISOString(),
    ttl: ttlFrom(c.connectedAt),
  });
}

/**
 * Adds a connection to the admin room (the `join-admin` / `join-admin-room` routes). Creates the
 * item when `$connect` did not store it, so a joined connection is never lost; `ttl` and `adminId`
 * already stored are kept.
 *
 * @param now epoch milliseconds, for the `ttl` of an item created here.
 * @throws the DynamoDB error when the write fails.
 */
export async function joinAdminRoom(connectionId: string, adminId: string, now = Date.now()): Promise<void> {
  await update(keys.connection(connectionId), {
    set: { ...indexKeys.adminConnection(connectionId), connectionId },
    setIfMissing: {
      ...indexKeys.connectionOwner({ adminId, connectionId }),
      adminId,
      ttl: ttlFrom(now),
    },
  });
}

/** Deletes a connection item; deleting a missing item is not an error. */
export async function deleteConnection(connectionId: string): Promise<void> {
  await remove(keys.connection(connectionId));
}

/** The connections of the admin room: id, owner and connect time (all pages of the partition). */
export function adminRoomConnections(): Promise<ConnectionItem[]> {
  return queryAll<ConnectionItem>(partitions.adminConnections, { attributes: ATTRIBUTES });
}

/** Every open connection of admin `adminId` (its Cognito `sub`). */
export function connectionsOf(adminId: string): Promise<ConnectionItem[]> {
  return queryAll<ConnectionItem>(partitions.connectionsOf(adminId), { attributes: ATTRIBUTES });
}
