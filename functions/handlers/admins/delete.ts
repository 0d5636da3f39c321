/**
 * `DELETE /admin/admins/{id}` (docs/requirements.md#add-admin): only a super_admin, never a super_admin account, never
 * oneself (403 with the spec's texts); 404 for an unknown id.
 */
import * as z from 'zod';
import { ADMIN_MANAGEMENT_MESSAGES } from '../../contract/schemas/auth.js';
import { idParam } from '../../contract/schemas/common.js';
import { deleteAdminAccount } from '../../core/domain/admins.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'admins/delete',
  { params: z.object({ id: idParam }) },
  async ({ params, caller }) => {
    await deleteAdminAccount(caller!, params.id);
    return { message: ADMIN_MANAGEMENT_MESSAGES.deleted };
  },
);
