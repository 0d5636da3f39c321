/**
 * `POST /user/auth/login` (docs/requirements.md#api-calls: email, password; `remember` for "Remember
 * me"). Answers `data: { token, expiresIn, user }` and sets the candidate session cookie with the
 * refresh token (persistent with `remember`; core/http/session-cookie.ts). One 401 text whatever was
 * wrong; 403 for an e-mail not confirmed yet; 429 after too many failures for the account or the
 * client address.
 */
import { candidateLoginRequest } from '../../contract/schemas/auth.js';
import { loginCandidate } from '../../core/domain/accounts.js';
import { apiHandler } from '../../core/http/api.js';
import { sessionCookie } from '../../core/http/session-cookie.js';

export const handler = apiHandler(
  'user-auth/login',
  { body: candidateLoginRequest },
  async ({ body, sourceIp }) => {
    const { login, refreshToken } = await loginCandidate(body.email, body.password, sourceIp);
    return {
      message: 'Login successful!',
      data: login,
      cookies: [sessionCookie('candidate', refreshToken, body.remember === true)],
    };
  },
);
