/**
 * Admin profiles: `ADMIN#{sub}` / `PROFILE` keyed by the admin pool's Cognito `sub`, unique by email
 * and by user_name through guard items (DESIGN.md §4, §5). Roles live in Cognito groups; the profile
 * keeps a copy for lists.
 */
import type { AdminProfile, AdminRole } from '../../contract/schemas/auth.js';
import { ConflictError } from '../http/errors.js';
import { counterDelta, getItem, isConditionFailure, tableName, transact } from './db.js';
import { counters, indexKeys, keys } from './keys.js';

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
    if (isConditionFailure(err))
      throw new ConflictError('An admin with this email or user name already exists');
    throw err;
  }
  return item;
}
