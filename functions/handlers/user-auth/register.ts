/**
 * `POST /user/auth/register` (public-site §2 "Signup", §5, §7): name, email, password,
 * confirm_password. Answers 201 with the new user; 409 with a text containing "email already exist"
 * when the email has an account (the sign-up form maps it to the spec's conflict text).
 */
import { CANDIDATE_AUTH_MESSAGES, candidateRegisterRequest } from '../../contract/schemas/auth.js';
import { registerCandidate } from '../../core/domain/accounts.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'user-auth/register',
  { body: candidateRegisterRequest },
  async ({ body }) => ({
    statusCode: 201,
    message: CANDIDATE_AUTH_MESSAGES.registered,
    data: { user: await registerCandidate(body) },
  }),
);
