/**
 * The one role-to-permission map (docs/architecture.md#auth). Admin roles are groups of the admin user pool;
 * the route table names the permission each admin route needs, and `core/http` asks `can()`.
 * Roles: docs/requirements.md#users-and-admins (assign-role dialog) and docs/requirements.md#admin-roles, plus `super_admin`.
 */
import { ADMIN_ROLES, type AdminRole } from '../../contract/roles.js';
import type { Permission } from '../../contract/routes.js';

const READ_ALL: Permission[] = [
  'dashboard:read',
  'cvs:read',
  'jobs:read',
  'catalog:read',
  'users:read',
  'admins:read',
  'notifications:read',
  'notifications:write',
];

/**
 * Notifications are shared by all admins (one read flag, one list), so deleting them changes what
 * every admin sees: a write the read-only viewer lacks.
 */
const DELETE_NOTIFICATIONS: Permission = 'notifications:delete';

/**
 * Every admin may be an interviewer and so write their own scorecards; the handler lets them write
 * only those of interviews they are on (docs/requirements.md#scorecards).
 */
const OWN_SCORECARDS: Permission = 'scorecards:write';

/** HR Manager: manage CVs and job postings. */
const HR_MANAGER: readonly Permission[] = [
  ...READ_ALL,
  DELETE_NOTIFICATIONS,
  'cvs:write',
  'cvs:delete',
  'jobs:write',
  'catalog:write',
  // The texts of the status mails (docs/requirements.md#status-mails).
  'mails:write',
  'notes:write',
  // Scheduling interviews (docs/requirements.md#interviews).
  'interviews:write',
  OWN_SCORECARDS,
  // Every scorecard on a candidate, drafts included (docs/requirements.md#scorecards).
  'scorecards:read',
  // Every interviewer's interviews on My interviews (docs/requirements.md#my-interviews).
  'interviews:read-all',
  // The hiring reports (docs/requirements.md#hiring-reports).
  'reports:read',
  // Offers: make, send, withdraw; approve another's (docs/requirements.md#offers).
  'offers:write',
  'offers:approve',
];

/**
 * Administrator: full access to all features, except managing other admins' accounts and roles:
 * the HR manager's permissions plus the candidates' accounts and the audit log.
 */
const ADMIN: readonly Permission[] = [...HR_MANAGER, 'users:write', 'users:delete', 'audit:read'];

export const ROLE_PERMISSIONS: Record<AdminRole, readonly Permission[]> = {
  /** The admin's permissions plus managing admins' accounts and their roles. */
  super_admin: [...ADMIN, 'admins:manage', 'roles:assign'],
  admin: ADMIN,
  'hr-manager': HR_MANAGER,
  /** Recruiter: view CVs and manage applications. */
  recruiter: [
    ...READ_ALL,
    DELETE_NOTIFICATIONS,
    'cvs:write',
    'notes:write',
    'interviews:write',
    OWN_SCORECARDS,
    'offers:write',
  ],
  /** Viewer: read-only access, plus their own scorecards when on an interview panel. */
  viewer: [...READ_ALL, OWN_SCORECARDS],
};

/** True when any of `roles` grants `permission`. Unknown role names grant nothing. */
export function can(roles: readonly string[], permission: Permission): boolean {
  return roles.some((r) =>
    (ROLE_PERMISSIONS as Record<string, readonly Permission[]>)[r]?.includes(permission),
  );
}

/** The highest of `roles` in the order of `ADMIN_ROLES` (super_admin first), or `undefined`. */
export function primaryRole(roles: readonly string[]): AdminRole | undefined {
  return ADMIN_ROLES.find((r) => roles.includes(r));
}
