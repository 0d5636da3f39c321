/**
 * `POST /admin/auth/forgot-password` (docs/requirements.md#password-reset): `{ identifier }`, an
 * email or a user_name as the admin login takes it. Cognito mails a code to reset the password to
 * the admin's address; the answer is `PASSWORD_RESET_MESSAGES.requested` either way, after the same
 * minimum time (no account enumeration). 429 past `CODE_RATE_RULES`.
 */
import { adminForgotPasswordRequest, PASSWORD_RESET_MESSAGES } from '../../contract/schemas/auth.js';
import { requestAdminReset } from '../../core/domain/password-reset.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'admin-auth/forgot-password',
  { body: adminForgotPasswordRequest },
  async ({ body, sourceIp }) => {
    await requestAdminReset(body.identifier, sourceIp);
    return { message: PASSWORD_RESET_MESSAGES.requested };
  },
);
