/**
 * `GET /my-data` (docs/requirements.md#my-data): everything held about the candidate, as JSON,
 * with short-lived CV download URLs. Authorised by a manage token from a mail or a signed-in
 * candidate's ID token (`Authorization: Bearer ...`), or the page's cookie; anything else is 401.
 * Called with a mail link's token, it also sets the page's cookie (`__Secure-my-data`, one hour:
 * core/http/my-data-cookie.ts), so the page keeps no token and a reload still works.
 */
import { dataSubjectOf, exportMyData, openMyDataSession } from '../../core/domain/my-data.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler('my-data/export', {}, async ({ event }) => {
  const { record, via } = await dataSubjectOf(event);
  const data = await exportMyData(record);
  // A mail link's token is traded once for the page's cookie; the page then drops the token.
  return via === 'link' ? { data, cookies: [await openMyDataSession(record)] } : { data };
});
