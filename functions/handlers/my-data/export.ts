/**
 * `GET /my-data` (docs/requirements.md#my-data): everything held about the candidate, as JSON,
 * with short-lived CV download URLs. Authorised by a manage token from a mail or a signed-in
 * candidate's ID token (`Authorization: Bearer ...`); anything else is 401.
 */
import { dataSubjectOf, exportMyData } from '../../core/domain/my-data.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler('my-data/export', {}, async ({ event }) => {
  const record = await dataSubjectOf(event.headers.authorization);
  return { data: await exportMyData(record) };
});
