/**
 * Login shapes (DESIGN.md §5, admin-area §5, §7).
 */
import * as z from 'zod';

export const ADMIN_ROLES = ['super_admin', 'admin', 'hr-manager', 'recruiter', 'viewer'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** `POST /admin/auth/login`: identifier is an email or a user_name. */
export const adminLoginRequest = z.object({
  identifier: z
    .string({ error: 'identifier (email or user name) is required' })
    .trim()
    .min(1, 'identifier (email or user name) is required')
    .max(254, 'identifier is too long'),
  password: z
    .string({ error: 'password is required' })
    .min(1, 'password is required')
    .max(256, 'password is too long'),
});
export type AdminLoginRequest = z.infer<typeof adminLoginRequest>;

/** Admin password rule, admin-area §5 (also the seed's and the register form's). */
export const ADMIN_PASSWORD_MESSAGE =
  'Password must contain at least 8 characters, including one uppercase letter, one lowercase letter, one number, and one special symbol.';
export const adminPassword = z
  .string()
  .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,}$/, ADMIN_PASSWORD_MESSAGE);

export interface AdminProfile {
  _id: string;
  user_name: string;
  email: string;
  role: AdminRole;
  createdBy: { _id: string; user_name: string } | null;
  createdAt: string;
}

/** `data` of both login routes. `token` is the Cognito ID token (1 h), sent as the bearer. */
export interface AdminLoginResponse {
  token: string;
  refreshToken: string;
  expiresIn: number;
  admin: AdminProfile;
}
