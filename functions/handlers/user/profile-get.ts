/**
 * `GET /user/profile` (docs/requirements.md#candidate-session, #api-calls): the signed-in candidate's profile; the SPA's
 * current-user check. 404 when the account no longer exists.
 */
import { candidateOf, toCandidateProfile } from '../../core/domain/accounts.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler('user/profile-get', {}, async ({ caller }) => {
  const { account, record } = await candidateOf(caller!);
  return { data: { user: toCandidateProfile(record, account) } };
});
