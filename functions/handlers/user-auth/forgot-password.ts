/**
 * `POST /user/auth/forgot-password` (docs/requirements.md#password-reset): `{ email }`. Cognito mails
 * a code to reset the password when the e-mail has a confirmed account; the answer is
 * `PASSWORD_RESET_MESSAGES.requested` either way, after the same minimum time (no account
 * enumeration). 429 past `CODE_RATE_RULES` (per e-mail and client address together, and per address).
 */
import { candidateForgotPasswordRequest, PASSWORD_RESET_MESSAGES } from '../../contract/schemas/auth.js';
import { requestCandidateReset } from '../../core/domain/password-reset.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'user-auth/forgot-password',
  { body: candidateForgotPasswordRequest },
  async ({ body, sourceIp }) => {
    await requestCandidateReset(body.email, sourceIp);
    return { message: PASSWORD_RESET_MESSAGES.requested };
  },
);
