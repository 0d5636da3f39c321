/**
 * `POST /user/auth/register` (docs/requirements.md#signup, #api-calls): name, email, password,
 * confirm_password. Always answers 201 with `CANDIDATE_AUTH_MESSAGES.registered` ("check your
 * e-mail") and no data, whether the e-mail was new or registered, so the answer tells nothing about
 * accounts (docs/architecture.md#auth); Cognito mails the confirmation code. Anonymous, so sign-ups
 * are rate limited per client address and per e-mail (`SIGNUP_RATE_RULES`); past either
 * limit, 429 with Retry-After and `SIGNUP_THROTTLED`.
 */
import { CANDIDATE_AUTH_MESSAGES, candidateRegisterRequest } from '../../contract/schemas/auth.js';
import {
  consumeSignUpAttempt,
  registerCandidate,
  SIGNUP_RATE_RULES,
  SIGNUP_THROTTLED,
} from '../../core/domain/accounts.js';
import { apiHandler } from '../../core/http/api.js';

export { SIGNUP_RATE_RULES, SIGNUP_THROTTLED };

export const handler = apiHandler(
  'user-auth/register',
  { body: candidateRegisterRequest },
  async ({ body, sourceIp }) => {
    await consumeSignUpAttempt(body.email, sourceIp);
    await registerCandidate(body);
    return { statusCode: 201, message: CANDIDATE_AUTH_MESSAGES.registered };
  },
);
