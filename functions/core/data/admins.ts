/**
 * Admin profiles: `ADMIN#{sub}` / `PROFILE` keyed by the admin pool's Cognito `sub`, unique by email
 * and by user_name through guard items (docs/architecture.md#access-patterns, #auth). Roles live in
 * Cognito groups; the profile keeps a copy, which is the role every request is checked against, and
 * the revocation times of the admin's tokens (docs/architecture.md#auth: revocation).
 */

import { ACCOUNT_MESSAGES } from '../../contract/messages.js';
import type { AdminProfile, AdminRole } from '../../contract/schemas/auth.js';
import { ConflictError } from '../errors.js';
import {
  AUDITED,
  counterDelta,
  deleteItem,
  getItem,
  getItems,
  isConditionFailure,
  itemExists,
  type PageRequest,
  putNew,
  queryPage,
  readCounters,
  transact,
  update,
} from './db.js';
import { counters, indexKeys, keys, partitions } from './keys.js';

export interface AdminItem {
  id: string;
  user_name: string;
  email: string;
  role: AdminRole;
  createdBy: { _id: string; user_name: string } | null;
  createdAt: string;
  /** Epoch seconds: ID tokens and sessions signed in before this are refused (password reset). */
  tokensValidAfter?: number;
  /** Epoch seconds: refreshes of sessions signed in before this are refused (demotion, reset). */
  refreshTokensRevokedAt?: number;
}

/** What the per-request check reads of a profile (docs/architecture.md#auth: revocation). */
export type AdminState = Pick<AdminItem, 'id' | 'role' | 'tokensValidAfter' | 'refreshTokensRevokedAt'>;

export const toAdminProfile = (i: AdminItem): AdminProfile => ({
  _id: i.id,
  user_name: i.user_name,
  email: i.email,
  role: i.role,
  createdBy: i.createdBy ?? null,
  createdAt: i.createdAt,
});

/** The profile of admin `sub`, or `undefined`. */
export async function getAdmin(sub: string): Promise<AdminItem | undefined> {
  return getItem<AdminItem>(keys.admin(sub));
}

/** The profiles of admins `subs`, in that order (`undefined` for one that does not exist); one BatchGetItem per 100. */
export function getAdmins(subs: readonly string[]): Promise<(AdminItem | undefined)[]> {
  return getItems<AdminItem>(subs.map((sub) => keys.admin(sub)));
}

/**
 * The admin's profile as it is now (a strongly consistent GetItem: a deletion or role change
 * written a moment ago is seen), or `undefined` when there is none.
 */
export async function getAdminState(sub: string): Promise<AdminState | undefined> {
  return getItem<AdminState>(keys.admin(sub), true);
}

/**
 * Records that admin `sub`'s tokens issued up to `at` (epoch seconds) no longer count: sessions'
 * refreshes always, ID tokens too when `idTokens`. No-op for a missing profile.
 */
export async function revokeAdminTokens(sub: string, at: number, idTokens: boolean): Promise<void> {
  try {
    await update(
      keys.admin(sub),
      { set: { refreshTokensRevokedAt: at, ...(idTokens ? { tokensValidAfter: at } : {}) } },
      itemExists,
    );
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
  }
}

/** The id (Cognito sub) of the admin holding `email`'s guard (case-insensitive), or `undefined`. */
export async function adminIdForEmail(email: string): Promise<string | undefined> {
  return (await getItem<{ id: string }>(keys.adminEmailGuard(email), true))?.id;
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
    await transact(
      [
        putNew({ ...keys.admin(item.id), ...indexKeys.admin(item), ...item }),
        putNew({ ...keys.adminEmailGuard(item.email), id: item.id, email: item.email }),
        putNew({ ...keys.adminNameGuard(item.user_name), id: item.id, email: item.email }),
        counterDelta(counters.admins, 1),
      ],
      AUDITED,
    );
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
  await update(
    keys.admin(sub),
    { set: { lastLoginAt: at.toISOString() }, add: { loginCount: 1 } },
    itemExists,
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

/**
 * Deletes the profile, its email and user_name guards, its notification state and its interview
 * booking guard, and counts it out, in one transaction.
 */
export async function deleteAdminProfile(item: AdminItem): Promise<void> {
  try {
    await transact(
      [
        deleteItem(keys.admin(item.id), itemExists),
        deleteItem(keys.adminEmailGuard(item.email)),
        deleteItem(keys.adminNameGuard(item.user_name)),
        // The admin's own notification read and cleared marks (data/notifications.ts).
        deleteItem(keys.notificationState(item.id)),
        // Their booking guard as an interviewer (data/interview-slots.ts); a key of keys.ts, so that this
        // module (read by every admin request's revocation check) imports no interview code.
        deleteItem(keys.bookingGuard(item.id)),
        counterDelta(counters.admins, -1),
      ],
      AUDITED,
    );
  } catch (err) {
    if (!isConditionFailure(err)) throw err; // deleted meanwhile: nothing left to do
  }
}

/** Sets the role copy on the profile (the role itself is the Cognito group). */
export async function setAdminProfileRole(sub: string, role: AdminRole): Promise<void> {
  await update(keys.admin(sub), { set: { role } }, itemExists, AUDITED);
}
