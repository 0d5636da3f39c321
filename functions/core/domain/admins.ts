/**
 * Admin accounts: a Cognito user in the admin pool (username = email, role = group) plus the
 * DynamoDB profile keyed by its `sub` (docs/architecture.md#auth).
 */

import { randomUUID } from 'node:crypto';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminSetUserPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { ACCOUNT_MESSAGES } from '../../contract/messages.js';
import {
  ADMIN_MANAGEMENT_MESSAGES,
  ADMIN_ROLES,
  type AdminListResponse,
  type AdminLoginResponse,
  type AdminProfile,
  type AdminRole,
  type AssignableRole,
} from '../../contract/schemas/auth.js';
import type { Caller } from '../auth/claims.js';
import { refreshSession, signIn } from '../auth/cognito.js';
import { assertLoginAllowed, recordLoginFailure } from '../auth/login-throttle.js';
import { primaryRole, ROLE_PERMISSIONS } from '../auth/permissions.js';
import { sessionSignInTime, sessionValid, signOutEverywhere } from '../auth/revocation.js';
import { cognitoClient } from '../clients.js';
import { config } from '../config.js';
import {
  type AdminItem,
  adminEmailForUserName,
  adminIdForEmail,
  createAdminProfile,
  deleteAdminProfile,
  getAdmin,
  getAdminState,
  listAdmins,
  recordAdminLogin,
  revokeAdminTokens,
  setAdminProfileRole,
  toAdminProfile,
} from '../data/admins.js';
import { describeAudit } from '../data/audit-scope.js';
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError } from '../errors.js';
import { closeConnectionsOf } from '../realtime.js';

/** Now in epoch seconds, the unit of tokens' `auth_time` and of the profile's revocation times. */
const nowSeconds = () => Math.floor(Date.now() / 1000);

async function findAdminSub(email: string): Promise<string | undefined> {
  try {
    const user = await cognitoClient().send(
      new AdminGetUserCommand({ UserPoolId: config('adminPoolId'), Username: email }),
    );
    return user.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
  } catch (err) {
    if ((err as { name?: string }).name === 'UserNotFoundException') return undefined;
    throw err;
  }
}

/**
 * Creates an admin account: Cognito user with a permanent password, group `role`, and the profile.
 * If the profile cannot be written (email or user name taken) the Cognito user is removed again, so
 * nothing is left half-made. Throws `ConflictError` for a taken email or user name.
 * The password must already satisfy the admin rule (docs/requirements.md#admin-login: `adminPassword`).
 */
export async function createAdminAccount(a: {
  user_name: string;
  email: string;
  password: string;
  role: AdminRole;
  createdBy: AdminItem['createdBy'];
}): Promise<AdminItem> {
  const poolId = config('adminPoolId');
  const email = a.email.toLowerCase();
  // Taken email or user name: 409 before Cognito is touched (the profile transaction re-checks both).
  if ((await adminIdForEmail(email)) || (await adminEmailForUserName(a.user_name)))
    throw new ConflictError(ACCOUNT_MESSAGES.adminExists);
  const created = await cognitoClient().send(
    new AdminCreateUserCommand({
      UserPoolId: poolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  const sub = created.User?.Attributes?.find((x) => x.Name === 'sub')?.Value ?? (await findAdminSub(email));
  if (!sub) throw new Error('Cognito returned no sub for the new admin');
  try {
    await cognitoClient().send(
      new AdminSetUserPasswordCommand({
        UserPoolId: poolId,
        Username: email,
        Password: a.password,
        Permanent: true,
      }),
    );
    await cognitoClient().send(
      new AdminAddUserToGroupCommand({ UserPoolId: poolId, Username: email, GroupName: a.role }),
    );
    describeAudit({ role: a.role }, sub);
    return await createAdminProfile({
      id: sub,
      user_name: a.user_name,
      email,
      role: a.role,
      createdBy: a.createdBy,
      createdAt: new Date().toISOString(),
    });
  } catch (err) {
    await cognitoClient()
      .send(new AdminDeleteUserCommand({ UserPoolId: poolId, Username: email }))
      .catch(() => {});
    throw err;
  }
}

/**
 * Makes sure the admin `email` exists with `password` and `role` (used to seed the first super admin
 * at every local start, so it must never fail on state an earlier run left): creates the account, or
 * resets the password of the existing one so the printed credentials work. Repairs, instead of
 * refusing: a Cognito user without a profile (deleted and re-created), a profile whose Cognito user
 * is gone (a lost pool file: the stale profile is removed and the account re-created), and a
 * `user_name` held by another admin (a changed `ADMIN_EMAIL`: the new admin gets a free user name
 * derived from it, see {@link freeUserName}; the earlier admin stays).
 */
export async function ensureAdminAccount(a: {
  user_name: string;
  email: string;
  password: string;
  role: AdminRole;
}): Promise<AdminItem> {
  const email = a.email.toLowerCase();
  const sub = await findAdminSub(email);
  if (!sub || !(await getAdmin(sub))) {
    if (sub) {
      await cognitoClient().send(
        new AdminDeleteUserCommand({ UserPoolId: config('adminPoolId'), Username: email }),
      );
    }
    const guardId = await adminIdForEmail(email);
    const stale = guardId && (await getAdmin(guardId));
    if (stale) await deleteAdminProfile(stale);
    return createAdminAccount({ ...a, user_name: await freeUserName(a.user_name, email), createdBy: null });
  }
  const poolId = config('adminPoolId');
  await cognitoClient().send(
    new AdminSetUserPasswordCommand({
      UserPoolId: poolId,
      Username: a.email.toLowerCase(),
      Password: a.password,
      Permanent: true,
    }),
  );
  // A password reset ends the sessions signed in with the old password (docs/architecture.md#auth: revocation).
  await revokeAdminTokens(sub, nowSeconds(), true);
  await signOutEverywhere(a.email.toLowerCase());
  await cognitoClient().send(
    new AdminAddUserToGroupCommand({
      UserPoolId: poolId,
      Username: a.email.toLowerCase(),
      GroupName: a.role,
    }),
  );
  return (await getAdmin(sub))!;
}

/**
 * `wanted` when no admin holds it, else the address's local part cut to the user-name rule
 * (docs/requirements.md#add-admin: 3-30 of `A-Za-z0-9._-`), else that with a short random suffix.
 */
async function freeUserName(wanted: string, email: string): Promise<string> {
  if (!(await adminEmailForUserName(wanted))) return wanted;
  const local = email
    .split('@')[0]!
    .replace(/[^A-Za-z0-9._-]/g, '')
    .slice(0, 24)
    .padEnd(3, '0');
  if (!(await adminEmailForUserName(local))) return local;
  return `${local}-${randomUUID().slice(0, 5)}`;
}

// ── login, renewal, management (docs/requirements.md#users-and-admins, #admin-roles, #api-calls) ────────────────────────────────────

const adminPool = () => ({ userPoolId: config('adminPoolId'), clientId: config('adminClientId') });

/** The one 401 text of admin login, whichever part was wrong. */
export const ADMIN_LOGIN_FAILED = ACCOUNT_MESSAGES.adminLoginFailed;

/**
 * Signs an admin in by email or user_name. Failed attempts are throttled per account and per client
 * address; a success records the login time and count on the profile (the admins table shows them).
 */
export async function loginAdmin(
  identifier: string,
  password: string,
  address: string,
): Promise<AdminLoginResponse & { refreshToken: string }> {
  const id = identifier.trim().toLowerCase();
  const email = id.includes('@') ? id : await adminEmailForUserName(id);
  // Unknown user names are throttled under the name they tried, known ones under their email.
  const account = email ?? id;
  await assertLoginAllowed('admin', account, address);
  let tokens: Awaited<ReturnType<typeof signIn>>;
  let profile: AdminItem | undefined;
  try {
    if (!email) throw new UnauthorizedError(ADMIN_LOGIN_FAILED);
    tokens = await signIn(adminPool(), email, password, ADMIN_LOGIN_FAILED);
    profile = await getAdmin(tokens.claims.sub);
    if (!profile) throw new UnauthorizedError(ADMIN_LOGIN_FAILED);
  } catch (err) {
    if (err instanceof UnauthorizedError) await recordLoginFailure('admin', account, address);
    throw err;
  }
  await recordAdminLogin(profile.id, new Date());
  const role = primaryRole(tokens.claims['cognito:groups'] ?? []) ?? profile.role;
  return {
    token: tokens.idToken,
    refreshToken: tokens.refreshToken,
    expiresIn: tokens.expiresIn,
    admin: { ...toAdminProfile(profile), role },
  };
}

/**
 * A new ID token for an admin refresh token, with the role as it is now (a role assigned since the
 * login takes effect here). Refused once the admin was deleted, or when the session signed in
 * before its refresh tokens were revoked (a role change, a password reset).
 */
export async function refreshAdmin(
  refreshToken: string,
): Promise<{ token: string; expiresIn: number; admin: AdminProfile }> {
  const message = ACCOUNT_MESSAGES.sessionExpired;
  const t = await refreshSession(adminPool(), refreshToken, message);
  await assertSessionRenewable(t.claims.sub, sessionSignInTime(refreshToken, t.claims));
  const profile = await getAdmin(t.claims.sub);
  if (!profile) throw new UnauthorizedError(message);
  const role = primaryRole(t.claims['cognito:groups'] ?? []) ?? profile.role;
  return { token: t.idToken, expiresIn: t.expiresIn, admin: { ...toAdminProfile(profile), role } };
}

/**
 * Refuses the renewal of a session that signed in at `authTime` (epoch seconds) when the admin is
 * gone or its refresh tokens were revoked since (docs/architecture.md#auth: revocation). In the
 * cloud AdminUserGlobalSignOut already makes Cognito refuse them; this check gives the same effect
 * where the Cognito in use does not implement it.
 */
async function assertSessionRenewable(sub: string, authTime: number): Promise<void> {
  if (!sessionValid(await getAdminState(sub), authTime, true))
    throw new UnauthorizedError(ACCOUNT_MESSAGES.sessionExpired);
}

/** The role of a caller: its current role (core/http puts it in `groups`), the highest one. */
const callerRole = (caller: Caller): AdminRole | undefined => primaryRole(caller.groups);

/**
 * Deletes admin `id` (docs/requirements.md#add-admin): only a super_admin may, never a super_admin account, never
 * oneself. Removes the Cognito user first (so the account cannot sign in or renew), then the profile
 * and its guards; a retry after a failure half-way finishes the job.
 */
export async function deleteAdminAccount(caller: Caller, id: string): Promise<void> {
  if (callerRole(caller) !== 'super_admin')
    throw new ForbiddenError(ADMIN_MANAGEMENT_MESSAGES.onlySuperAdminsDelete);
  const target = await getAdmin(id);
  if (!target) throw new NotFoundError(ADMIN_MANAGEMENT_MESSAGES.notFound);
  if (target.id === caller.sub) throw new ForbiddenError(ADMIN_MANAGEMENT_MESSAGES.cannotDeleteSelf);
  if (target.role === 'super_admin' || (await cognitoRoles(target.email)).includes('super_admin'))
    throw new ForbiddenError(ADMIN_MANAGEMENT_MESSAGES.cannotDeleteSuperAdmin);
  try {
    await cognitoClient().send(
      new AdminDeleteUserCommand({ UserPoolId: config('adminPoolId'), Username: target.email }),
    );
  } catch (err) {
    if ((err as { name?: string }).name !== 'UserNotFoundException') throw err;
  }
  await deleteAdminProfile(target);
  // The deleted Cognito user can no longer renew; its open sockets must stop receiving pushes now.
  await closeConnectionsOf(target.id);
}

/**
 * Gives admin `id` exactly one role (docs/requirements.md#users-and-admins's four; super_admin is never assigned). Only a
 * super_admin may; a super_admin's role and one's own role cannot be changed. The profile's copy is
 * the role the server enforces from the next request; the Cognito group puts it in new tokens.
 */
export async function assignAdminRole(
  caller: Caller,
  id: string,
  role: AssignableRole,
): Promise<AdminProfile> {
  if (callerRole(caller) !== 'super_admin')
    throw new ForbiddenError(ADMIN_MANAGEMENT_MESSAGES.onlySuperAdminsAssign);
  const target = await getAdmin(id);
  if (!target) throw new NotFoundError(ADMIN_MANAGEMENT_MESSAGES.notFound);
  if (target.id === caller.sub) throw new ForbiddenError(ADMIN_MANAGEMENT_MESSAGES.cannotChangeOwnRole);
  const current = await cognitoRoles(target.email);
  if (target.role === 'super_admin' || current.includes('super_admin'))
    throw new ForbiddenError(ADMIN_MANAGEMENT_MESSAGES.cannotChangeSuperAdmin);
  const UserPoolId = config('adminPoolId');
  // Add first, then remove the others: the admin is never left without a role half-way.
  await cognitoClient().send(
    new AdminAddUserToGroupCommand({ UserPoolId, Username: target.email, GroupName: role }),
  );
  for (const old of current.filter((g) => g !== role && (ADMIN_ROLES as readonly string[]).includes(g))) {
    await cognitoClient().send(
      new AdminRemoveUserFromGroupCommand({ UserPoolId, Username: target.email, GroupName: old }),
    );
  }
  describeAudit({ from: target.role, to: role });
  await setAdminProfileRole(target.id, role);
  // The new role applies from the next request. A demotion also ends the sessions' renewals and
  // closes open sockets (docs/architecture.md#auth: revocation); a promotion takes nothing away.
  if (isDemotion(target.role, role)) {
    await revokeAdminTokens(target.id, nowSeconds(), false);
    await signOutEverywhere(target.email);
    await closeConnectionsOf(target.id);
  }
  return toAdminProfile({ ...target, role });
}

/** True when `to` lacks a permission `from` had (docs/requirements.md#admin-roles). */
function isDemotion(from: AdminRole | undefined, to: AdminRole): boolean {
  if (!from) return false;
  return ROLE_PERMISSIONS[from].some((p) => !ROLE_PERMISSIONS[to].includes(p));
}

/** The admin pool groups (roles) of a user. */
async function cognitoRoles(email: string): Promise<string[]> {
  try {
    const UserPoolId = config('adminPoolId');
    // Asked with the pool's own user name: the emulator matches group members by it, not by the email alias.
    const user = await cognitoClient().send(new AdminGetUserCommand({ UserPoolId, Username: email }));
    const out = await cognitoClient().send(
      new AdminListGroupsForUserCommand({ UserPoolId, Username: user.Username ?? email, Limit: 60 }),
    );
    return (out.Groups ?? []).map((g) => g.GroupName ?? '').filter(Boolean);
  } catch (err) {
    if ((err as { name?: string }).name === 'UserNotFoundException') return [];
    throw err;
  }
}

/** A page of admins with their real login figures (docs/requirements.md#api-calls: `data.admins`, total, page, pages). */
export async function listAdminAccounts(page: { page: number; limit: number }): Promise<AdminListResponse> {
  const { items, total } = await listAdmins(page);
  return {
    admins: items.map((i) => ({
      ...toAdminProfile(i),
      lastLoginAt: i.lastLoginAt ?? null,
      loginCount: i.loginCount ?? 0,
    })),
    pagination: { total, page: page.page, pages: Math.ceil(total / page.limit), limit: page.limit },
  };
}
