/**
 * `POST /user/auth/refresh` (docs/architecture.md#auth): a new candidate ID token for the refresh token of the
 * login answer; 401 once it no longer works.
 */
import { refreshRequest } from '../../contract/schemas/auth.js';
import { refreshCandidate } from '../../core/domain/accounts.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler('user-auth/refresh', { body: refreshRequest }, async ({ body }) => ({
  data: await refreshCandidate(body.refreshToken),
}));
