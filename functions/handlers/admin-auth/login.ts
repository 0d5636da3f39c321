/**
 * `POST /admin/auth/login` (admin-area §7): `identifier` is an email or a user_name. Answers
 * `data: { token, refreshToken, expiresIn, admin }`; the same 401 text whichever part was wrong.
 */
import { adminLoginRequest } from '../../contract/schemas/auth.js';
import { signIn } from '../../core/auth/cognito.js';
import { primaryRole } from '../../core/auth/permissions.js';
import { config } from '../../core/config.js';
import { adminEmailForUserName, getAdmin, toAdminProfile } from '../../core/data/admins.js';
import { apiHandler } from '../../core/http/api.js';
import { UnauthorizedError } from '../../core/http/errors.js';

export const ADMIN_LOGIN_FAILED = 'Invalid credentials. Please check your email or user name and password.';

export const handler = apiHandler('admin-auth/login', { body: adminLoginRequest }, async ({ body }) => {
  const email = body.identifier.includes('@')
    ? body.identifier.toLowerCase()
    : await adminEmailForUserName(body.identifier);
  if (!email) throw new UnauthorizedError(ADMIN_LOGIN_FAILED);
  const tokens = await signIn(
    { userPoolId: config('adminPoolId'), clientId: config('adminClientId') },
    email,
    body.password,
    ADMIN_LOGIN_FAILED,
  );
  const profile = await getAdmin(tokens.claims.sub);
  if (!profile) throw new UnauthorizedError(ADMIN_LOGIN_FAILED);
  const role = primaryRole(tokens.claims['cognito:groups'] ?? []) ?? profile.role;
  return {
    message: 'Login successful',
    data: {
      token: tokens.idToken,
      refreshToken: tokens.refreshToken,
      expiresIn: tokens.expiresIn,
      admin: { ...toAdminProfile(profile), role },
    },
  };
});
