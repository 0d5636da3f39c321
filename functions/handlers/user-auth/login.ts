/**
 * `POST /user/auth/login` (docs/requirements.md#api-calls: email, password). Answers
 * `data: { token, refreshToken, expiresIn, user }`; one 401 text whatever was wrong; 429 after too
 * many failures for the account or the client address.
 */
import { candidateLoginRequest } from '../../contract/schemas/auth.js';
import { loginCandidate } from '../../core/domain/accounts.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'user-auth/login',
  { body: candidateLoginRequest },
  async ({ body, sourceIp }) => ({
    message: 'Login successful!',
    data: await loginCandidate(body.email, body.password, sourceIp),
  }),
);
