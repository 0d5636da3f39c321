/**
 * `POST /admin/auth/login` (docs/requirements.md#api-calls): `identifier` is an email or a user_name. Answers
 * `data: { token, expiresIn, admin }` and sets the admin session cookie (a session cookie, ending
 * with the browser) with the refresh token (core/http/session-cookie.ts); the same 401 text
 * whichever part was wrong; 429 after too many failures for the account or the client address.
 * Each success is recorded (last login, login count).
 */
import { adminLoginRequest } from '../../contract/schemas/auth.js';
import { ADMIN_LOGIN_FAILED, loginAdmin } from '../../core/domain/admins.js';
import { apiHandler } from '../../core/http/api.js';
import { sessionCookie } from '../../core/http/session-cookie.js';

export { ADMIN_LOGIN_FAILED };

export const handler = apiHandler(
  'admin-auth/login',
  { body: adminLoginRequest },
  async ({ body, sourceIp }) => {
    const { refreshToken, ...login } = await loginAdmin(body.identifier, body.password, sourceIp);
    return {
      message: 'Login successful',
      data: login,
      cookies: [sessionCookie('admin', refreshToken, false)],
    };
  },
);
