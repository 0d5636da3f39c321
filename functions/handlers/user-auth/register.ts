/**
 * `POST /user/auth/register` (docs/requirements.md#signup, #api-calls): name, email, password,
 * confirm_password. Answers 201 with the new user; 409 with a text containing "email already exist"
 * when the email has an account (the sign-up form maps it to the spec's conflict text). Anonymous,
 * so sign-ups are rate limited per client address and per e-mail ({@link SIGNUP_RATE_RULES}); past
 * either limit, 429 with Retry-After and {@link SIGNUP_THROTTLED}.
 */
import { CANDIDATE_AUTH_MESSAGES, candidateRegisterRequest } from '../../contract/schemas/auth.js';
import { registerCandidate } from '../../core/domain/accounts.js';
import { apiHandler } from '../../core/http/api.js';
import { consume, type RateRule } from '../../core/rate-limit.js';

/**
 * Sign-up attempts per hour. A person signs up once (a double-click or a retry after a conflict
 * adds a few); an address allows for a class or an office signing up behind one NAT.
 */
export const SIGNUP_RATE_RULES = {
  address: { scope: 'signup-ip', limit: 50, windowSeconds: 60 * 60 },
  email: { scope: 'signup-email', limit: 20, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateRule>;

/** The 429 text (the wait is in the Retry-After header). */
export const SIGNUP_THROTTLED = 'Too many sign-up attempts. Please try again later.';

export const handler = apiHandler(
  'user-auth/register',
  { body: candidateRegisterRequest },
  async ({ body, sourceIp }) => {
    await consume(SIGNUP_RATE_RULES.email, body.email, SIGNUP_THROTTLED);
    await consume(SIGNUP_RATE_RULES.address, sourceIp, SIGNUP_THROTTLED);
    return {
      statusCode: 201,
      message: CANDIDATE_AUTH_MESSAGES.registered,
      data: { user: await registerCandidate(body) },
    };
  },
);
