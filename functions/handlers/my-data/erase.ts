/**
 * `DELETE /my-data` (docs/requirements.md#my-data): erases everything held about the candidate and
 * mails a confirmation. Authorised like `GET /my-data`; once erased, the same token answers 401.
 */
import { MY_DATA_MESSAGES } from '../../contract/schemas/my-data.js';
import { dataSubjectOf, eraseMyData } from '../../core/domain/my-data.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler('my-data/erase', {}, async ({ event }) => {
  const record = await dataSubjectOf(event.headers.authorization);
  await eraseMyData(record);
  return { message: MY_DATA_MESSAGES.erased, data: { erased: true } };
});
