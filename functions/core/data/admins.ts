/**
 * Admin profiles: `ADMIN#{sub}` / `PROFILE` keyed by the admin pool's Cognito `sub`, unique by email
 * and by user_name through guard items (docs/architecture.md#access-patterns, #auth). Roles live in Cognito groups; the profile
 * keeps a copy for lists.
 */

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ACCOUNT_MESSAGES } from '../../contract/messages.js';
import type { AdminProfile, AdminRole } from '../../contract/schemas/auth.js';
import { dynamo } from '../clients.js';
import { ConflictError } from '../errors.js';
import {
  counterDelta,
  getItem,
  isConditionFailure,
  type PageRequest,
  queryPage,
  readCounters,
  tableName,
  transact,
} from './db.js';
import { counters, indexKeys, keys, partitions } from './keys.js';

export interface AdminItem {
  id: string;
  user_name: string;
  email: string;
  role: AdminRole;
  createdBy: { _id: string; user_name: string } | null;
  createdAt: string;
}

export const toAdminProfile = (i: AdminItem): AdminProfile => ({
  _id: i.id,
  user_name: i.user_name,
  email: i.email,
  role: i.role,
  createdBy: i.createdBy ?? null,
  createdAt: i.createdAt,
});

export async function getAdmin(sub: string): Promise<AdminItem | undefined> {
  return getItem<AdminItem>(keys.admin(sub));
}

/** The email registered for a user_name (case-insensitive), or `undefined`. */
export async function adminEmailForUserName(userName: string): Promise<string | undefined> {
  return (await getItem<{ email: string }>(keys.adminNameGuard(userName), true))?.email;
}

/**
 * Writes the profile and its email and user_name guards in one transaction.
 * Throws `ConflictError` when the email or the user name is taken.
 */
export async function createAdminProfile(item: AdminItem): Promise<AdminItem> {
  try {
    await transact([
      {
        Put: {
          TableName: tableName(),
          Item: { ...keys.admin(item.id), ...indexKeys.admin(item), ...item },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Put: {
          TableName: tableName(),
          Item: { ...keys.adminEmailGuard(item.email), id: item.id, email: item.email },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Put: {
          TableName: tableName(),
          Item: { ...keys.adminNameGuard(item.user_name), id: item.id, email: item.email },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      counterDelta(counters.admins, 1),
    ]);
  } catch (err) {
    if (isConditionFailure(err)) throw new ConflictError(ACCOUNT_MESSAGES.adminExists);
    throw err;
  }
  return item;
}

/** Stored login figures of an admin (recorded at each successful login). */
export interface AdminLoginStats {
  lastLoginAt?: string;
  loginCount?: number;
}

/** Records a successful admin login: the time and one more in the count. */
export async function recordAdminLogin(sub: string, at: Date): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.admin(sub),
      UpdateExpression: 'SET lastLoginAt = :at ADD loginCount :one',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':at': at.toISOString(), ':one': 1 },
    }),
  );
}

/** A page of admins, newest first, with the total from the `ADMINS` counter. */
export async function listAdmins(
  page: PageRequest,
): Promise<{ items: (AdminItem & AdminLoginStats)[]; total: number }> {
  const [items, totals] = await Promise.all([
    queryPage<AdminItem & AdminLoginStats>(partitions.admins, page, { newestFirst: true }),
    readCounters([counters.admins]),
  ]);
  return { items, total: totals[counters.admins] };
}

/** Deletes the profile, its email and user_name guards and counts it out, in one transaction. */
export async function deleteAdminProfile(item: AdminItem): Promise<void> {
  try {
    await transact([
      {
        Delete: {
          TableName: tableName(),
          Key: keys.admin(item.id),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      { Delete: { TableName: tableName(), Key: keys.adminEmailGuard(item.email) } },
      { Delete: { TableName: tableName(), Key: keys.adminNameGuard(item.user_name) } },
      counterDelta(counters.admins, -1),
    ]);
  } catch (err) {
    if (!isConditionFailure(err)) throw err; // deleted meanwhile: nothing left to do
  }
}

/** Sets the role copy on the profile (the role itself is the Cognito group). */
export async function setAdminProfileRole(sub: string, role: AdminRole): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.admin(sub),
      UpdateExpression: 'SET #role = :role',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#role': 'role' },
      ExpressionAttributeValues: { ':role': role },
    }),
  );
}
