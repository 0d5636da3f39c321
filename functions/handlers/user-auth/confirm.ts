/**
 * `POST /user/auth/confirm` (docs/architecture.md#auth): `{ email, code }`, the code Cognito mailed at
 * sign-up. Confirms the e-mail and links the account to its candidate record; 400 for a wrong or
 * expired code (the same text for an unknown e-mail); rate limited per e-mail and
 * client address together (`CODE_RATE_RULES`), so a stranger's wrong codes never lock the owner out.
 */
import { CANDIDATE_AUTH_MESSAGES, confirmSignUpRequest } from '../../contract/schemas/auth.js';
import { confirmCandidate, consumeCodeAttempt } from '../../core/domain/accounts.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'user-auth/confirm',
  { body: confirmSignUpRequest },
  async ({ body, sourceIp }) => {
    await consumeCodeAttempt(body.email, sourceIp);
    await confirmCandidate(body.email, body.code);
    return { message: CANDIDATE_AUTH_MESSAGES.confirmed };
  },
);
