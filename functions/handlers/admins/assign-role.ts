/**
 * `PUT /admin/admins/{id}/role` { role } (docs/requirements.md#users-and-admins assign-role dialog): only a super_admin; one
 * of admin, hr-manager, recruiter, viewer; never for a super_admin or oneself.
 */
import * as z from 'zod';
import { ADMIN_MANAGEMENT_MESSAGES, assignRoleRequest } from '../../contract/schemas/auth.js';
import { idParam } from '../../contract/schemas/common.js';
import { assignAdminRole } from '../../core/domain/admins.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'admins/assign-role',
  { body: assignRoleRequest, params: z.object({ id: idParam }) },
  async ({ body, params, caller }) => ({
    message: ADMIN_MANAGEMENT_MESSAGES.roleAssigned,
    data: { admin: await assignAdminRole(caller!, params.id, body.role) },
  }),
);
