/**
 * `POST /admin/auth/refresh` (docs/architecture.md#auth): a new admin ID token, with the admin's role
 * as it is now, for the refresh token in the admin session cookie; 401 without the cookie, once it
 * no longer works or the admin is gone; 403 without the same-site request header (core/http/api.ts).
 */
import { ACCOUNT_MESSAGES } from '../../contract/messages.js';
import { refreshAdmin } from '../../core/domain/admins.js';
import { UnauthorizedError } from '../../core/errors.js';
import { apiHandler } from '../../core/http/api.js';
import { sessionTokenOf } from '../../core/http/session-cookie.js';

export const handler = apiHandler('admin-auth/refresh', {}, async ({ event }) => {
  const refreshToken = sessionTokenOf(event, 'admin');
  if (!refreshToken) throw new UnauthorizedError(ACCOUNT_MESSAGES.sessionExpired);
  return { data: await refreshAdmin(refreshToken) };
});
