/**
 * `POST /user/auth/reset-password` (docs/requirements.md#password-reset): `{ email, code, password }`.
 * Sets the new password (the sign-up rule; 400 with its text otherwise) with the mailed code and
 * ends every session of the account (docs/architecture.md#auth: revocation). 400 for a wrong or
 * expired code, the same text for an e-mail without an account; 429 past `CODE_RATE_RULES`.
 */
import { candidateResetPasswordRequest, PASSWORD_RESET_MESSAGES } from '../../contract/schemas/auth.js';
import { resetCandidatePassword } from '../../core/domain/password-reset.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'user-auth/reset-password',
  { body: candidateResetPasswordRequest },
  async ({ body, sourceIp }) => {
    await resetCandidatePassword(body.email, body.code, body.password, sourceIp);
    return { message: PASSWORD_RESET_MESSAGES.done };
  },
);
