/**
 * Admin roles (admin-area §2, §6, plus `super_admin`): groups of the admin user pool, highest first.
 * A module without imports, so the permission check every handler runs does not pull in the
 * request schemas (zod, phone number metadata).
 */
export const ADMIN_ROLES = ['super_admin', 'admin', 'hr-manager', 'recruiter', 'viewer'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];
