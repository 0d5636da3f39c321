/**
 * `POST /user/auth/refresh` (docs/architecture.md#auth): a new candidate ID token for the refresh
 * token in the candidate session cookie; 401 without the cookie or once it no longer works; 403
 * without the same-site request header (core/http/api.ts).
 */
import { refreshCandidate, SESSION_EXPIRED } from '../../core/domain/accounts.js';
import { UnauthorizedError } from '../../core/errors.js';
import { apiHandler } from '../../core/http/api.js';
import { sessionTokenOf } from '../../core/http/session-cookie.js';

export const handler = apiHandler('user-auth/refresh', {}, async ({ event }) => {
  const refreshToken = sessionTokenOf(event, 'candidate');
  if (!refreshToken) throw new UnauthorizedError(SESSION_EXPIRED);
  return { data: await refreshCandidate(refreshToken) };
});
