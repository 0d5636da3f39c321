/**
 * What the signed-in admin may do, for hiding what a role cannot do (docs/requirements.md#users-and-admins roles). The
 * server enforces the same map (`ROLE_PERMISSIONS`, answered 403); this only keeps the UI honest.
 * The roles are read from the admin token's `cognito:groups` (what the server checks), falling back
 * to the stored profile's role (before the token is renewed on load, or if it is no JWT).
 */

import { type Permission, routeByKey, type routes } from '@functions/contract/routes';
import type { AdminRole } from '@functions/contract/schemas/auth';
import { can, primaryRole } from '@functions/core/auth/permissions';
import { useSyncExternalStore } from 'react';
import { getAdminSession, subscribeAdminSession } from './session';

/** The roles of the stored admin session (empty when none). */
export function adminRoles(): string[] {
  const session = getAdminSession();
  if (!session) return [];
  // No token is held until the renewal after a page load answers: the profile's role stands in.
  if (session.token) {
    try {
      const payload = JSON.parse(
        atob(session.token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')),
      ) as { 'cognito:groups'?: string[] };
      if (Array.isArray(payload['cognito:groups'])) return payload['cognito:groups'];
    } catch {
      // not a JWT we can read: use the profile
    }
  }
  return session.admin?.role ? [session.admin.role] : [];
}

/** The signed-in admin's highest role, or undefined. */
export function adminRole(): AdminRole | undefined {
  return primaryRole(adminRoles());
}

/** Whether the signed-in admin holds `permission`. */
export function adminCan(permission: Permission): boolean {
  return can(adminRoles(), permission);
}

// Snapshot: the roles joined, so the hook re-renders only when they change.
const rolesKey = () => adminRoles().join(' ');

/** `adminCan` as a hook, re-rendering when the session (and so the role) changes. */
export function useAdminCan(permission: Permission): boolean {
  const key = useSyncExternalStore(subscribeAdminSession, rolesKey, () => '');
  return can(key ? key.split(' ') : [], permission);
}

/** `'PUT /job-posting/{id}'`: the key of an admin route of the route table. */
export type AdminRouteKey = AdminKeyOf<(typeof routes)[number]>;
type AdminKeyOf<R> = R extends { auth: 'admin'; method: string; path: string }
  ? `${R['method']} ${R['path']}`
  : never;

/**
 * The permission the route table asks of admin route `key` (`functions/contract/routes.ts`): a
 * control is shown exactly when its route would answer, so the UI and the server read one table.
 * @throws Error for a key the table does not hold (a typo the type would already refuse).
 */
export function routePermission(key: AdminRouteKey): Permission {
  const { permission } = routeByKey(key);
  if (!permission) throw new Error(`admin route ${key} names no permission`);
  return permission;
}

/** Whether the signed-in admin may call admin route `key` now (no re-render; see `useAdminMayCall`). */
export function adminMayCall(key: AdminRouteKey): boolean {
  return adminCan(routePermission(key));
}

/** Whether the signed-in admin may call admin route `key` (re-renders when the role changes). */
export function useAdminMayCall(key: AdminRouteKey): boolean {
  return useAdminCan(routePermission(key));
}
