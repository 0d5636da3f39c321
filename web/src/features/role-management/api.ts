/** Calls of User & Admin Management (docs/requirements.md#api-calls), with the admin token. */
import type { AdminListResponse, AdminProfile, AssignableRole } from '@functions/contract/schemas/auth';
import type { UserListResponse } from '@functions/contract/schemas/users';
import { adminRequest } from '@/lib/admin-api';
import { apiPath, dataOf } from '@/lib/api';

/** Page size of this page (docs/requirements.md#api-calls: limit 50 for users and admins on role-management). */
export const ROLE_PAGE_LIMIT = 50;

export async function listAdmins(page = 1, limit = ROLE_PAGE_LIMIT): Promise<AdminListResponse> {
  return dataOf(
    await adminRequest<AdminListResponse>('GET', apiPath('/admin/admins'), { query: { page, limit } }),
  );
}

export async function listUsers(page = 1, limit = ROLE_PAGE_LIMIT): Promise<UserListResponse> {
  return dataOf(
    await adminRequest<UserListResponse>('GET', apiPath('/admin/dashboard/users'), {
      query: { page, limit },
    }),
  );
}

export async function deleteAdmin(id: string): Promise<void> {
  await adminRequest('DELETE', apiPath('/admin/admins/{id}', { id }));
}

export async function assignRole(id: string, role: AssignableRole): Promise<AdminProfile> {
  return dataOf(
    await adminRequest<{ admin: AdminProfile }>('PUT', apiPath('/admin/admins/{id}/role', { id }), {
      body: { role },
    }),
  ).admin;
}

export async function deleteUser(id: string): Promise<void> {
  await adminRequest('DELETE', apiPath('/admin/dashboard/user/{id}', { id }));
}

/** Query keys of this page's lists (shared with the shell's badges when they use them). */
export const roleQueryKeys = {
  admins: ['admin', 'admins', { page: 1, limit: ROLE_PAGE_LIMIT }] as const,
  users: ['admin', 'users', { page: 1, limit: ROLE_PAGE_LIMIT }] as const,
};
