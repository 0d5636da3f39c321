/**
 * `POST /admin/auth/refresh` (docs/architecture.md#auth): a new admin ID token, with the admin's role as it is
 * now, for the refresh token of the login answer; 401 once it no longer works or the admin is gone.
 */
import { refreshRequest } from '../../contract/schemas/auth.js';
import { refreshAdmin } from '../../core/domain/admins.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler('admin-auth/refresh', { body: refreshRequest }, async ({ body }) => ({
  data: await refreshAdmin(body.refreshToken),
}));
