/** Admin accounts for tests, made through the admin area's own route (`POST /admin/auth/register`). */
import { expect } from 'vitest';
import type { AdminRole } from '../../functions/contract/roles.js';
import { api, uniqueEmail } from './api.js';

/** A new admin account of `role` (an interviewer, say), registered by the super admin or admin `token`. */
export async function registerAdmin(
  token: string,
  role: AdminRole = 'recruiter',
): Promise<{ id: string; email: string; user_name: string }> {
  const body = {
    user_name: `int_${Math.random().toString(36).slice(2, 10)}`,
    email: uniqueEmail('interviewer'),
    password: 'Str0ng!pass',
    confirm_password: 'Str0ng!pass',
    role,
  };
  const res = await api<{ admin: { _id: string } }>('POST', '/admin/auth/register', { token, body });
  expect(res.status).toBe(201);
  return { id: res.body.data!.admin._id, email: body.email, user_name: body.user_name };
}
