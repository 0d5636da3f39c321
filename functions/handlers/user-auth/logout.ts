/**
 * `POST /user/auth/logout` (docs/architecture.md#auth: revocation): revokes the refresh token of the
 * candidate session cookie in Cognito (a later refresh answers 401), ends the candidate's sessions
 * (the ID tokens already handed out answer 401 from the next request) and clears the cookie. Safe to repeat;
 * 403 without the same-site request header (core/http/api.ts).
 */
import { ACCOUNT_MESSAGES } from '../../contract/messages.js';
import { logoutCandidate } from '../../core/domain/accounts.js';
import { apiHandler } from '../../core/http/api.js';
import { clearedSessionCookie, sessionTokenOf } from '../../core/http/session-cookie.js';

export const handler = apiHandler('user-auth/logout', {}, async ({ event }) => {
  const refreshToken = sessionTokenOf(event, 'candidate');
  if (refreshToken) await logoutCandidate(refreshToken);
  return { message: ACCOUNT_MESSAGES.loggedOut, cookies: [clearedSessionCookie('candidate')] };
});
