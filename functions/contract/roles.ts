/**
 * Admin roles (docs/requirements.md#users-and-admins, #admin-roles, plus `super_admin`): groups of the admin user pool, highest first.
 * A module without imports, so the permission check every handler runs does not pull in the
 * request schemas (zod, phone number metadata).
 */
export const ADMIN_ROLES = ['super_admin', 'admin', 'hr-manager', 'recruiter', 'viewer'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/**
 * How the admin area names each role: badges, the shell's signed-in admin, the role-assigned toast
 * (docs/requirements.md#users-and-admins "Admin table: role badge (Super Admin or Admin)"). The assign-role dialog has its
 * own wording (docs/requirements.md#users-and-admins: "admin (Administrator, full access to all features)").
 */
export const ADMIN_ROLE_LABELS: Record<AdminRole, string> = {
  super_admin: 'Super Admin',
  admin: 'Admin',
  'hr-manager': 'HR Manager',
  recruiter: 'Recruiter',
  viewer: 'Viewer',
};
