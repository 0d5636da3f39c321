/**
 * `POST /admin/auth/logout` (docs/architecture.md#auth): revokes the refresh token of the admin
 * session cookie in Cognito (a later refresh answers 401) and clears the cookie. Safe to repeat;
 * 403 without the same-site request header (core/http/api.ts).
 */
import { ACCOUNT_MESSAGES } from '../../contract/messages.js';
import { pools, revokeRefreshToken } from '../../core/auth/cognito.js';
import { apiHandler } from '../../core/http/api.js';
import { clearedSessionCookie, sessionTokenOf } from '../../core/http/session-cookie.js';

export const handler = apiHandler('admin-auth/logout', {}, async ({ event }) => {
  const refreshToken = sessionTokenOf(event, 'admin');
  if (refreshToken) await revokeRefreshToken(pools.admin(), refreshToken);
  return { message: ACCOUNT_MESSAGES.loggedOut, cookies: [clearedSessionCookie('admin')] };
});
