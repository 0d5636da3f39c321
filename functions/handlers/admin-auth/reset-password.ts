/**
 * `POST /admin/auth/reset-password` (docs/requirements.md#password-reset): `{ identifier, code,
 * password }`. Sets the new password (the admin rule; 400 with its text otherwise) with the mailed
 * code and ends every session of the admin: tokens, renewals and open sockets
 * (docs/architecture.md#auth: revocation). 400 for a wrong or expired code, the same text for an
 * unknown identifier; 429 past `CODE_RATE_RULES`.
 */
import { adminResetPasswordRequest, PASSWORD_RESET_MESSAGES } from '../../contract/schemas/auth.js';
import { resetAdminPassword } from '../../core/domain/password-reset.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'admin-auth/reset-password',
  { body: adminResetPasswordRequest },
  async ({ body, sourceIp }) => {
    await resetAdminPassword(body.identifier, body.code, body.password, sourceIp);
    return { message: PASSWORD_RESET_MESSAGES.done };
  },
);
