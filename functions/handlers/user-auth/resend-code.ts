/**
 * `POST /user/auth/resend-code` (docs/architecture.md#auth): `{ email }`. Cognito mails a new
 * confirmation code when the e-mail awaits confirmation; the answer is the same otherwise (no
 * account enumeration). Rate limited per e-mail and client address together (`CODE_RATE_RULES`), so
 * the owner can always ask for a new code.
 */
import { CANDIDATE_AUTH_MESSAGES, resendCodeRequest } from '../../contract/schemas/auth.js';
import { consumeCodeAttempt, resendCandidateCode } from '../../core/domain/accounts.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'user-auth/resend-code',
  { body: resendCodeRequest },
  async ({ body, sourceIp }) => {
    await consumeCodeAttempt(body.email, sourceIp);
    await resendCandidateCode(body.email);
    return { message: CANDIDATE_AUTH_MESSAGES.codeResent };
  },
);
