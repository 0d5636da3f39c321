/**
 * `DELETE /my-data` (docs/requirements.md#my-data): erases everything held about the candidate and
 * mails a confirmation. Authorised like `GET /my-data`; once erased, the same token answers 401.
 * The answer also removes the page's cookie.
 */
import { MY_DATA_MESSAGES } from '../../contract/schemas/my-data.js';
import { dataSubjectOf, eraseMyData } from '../../core/domain/my-data.js';
import { apiHandler } from '../../core/http/api.js';
import { clearedMyDataCookie } from '../../core/http/my-data-cookie.js';

export const handler = apiHandler('my-data/erase', {}, async ({ event }) => {
  const { record } = await dataSubjectOf(event);
  await eraseMyData(record);
  return { message: MY_DATA_MESSAGES.erased, data: { erased: true }, cookies: [clearedMyDataCookie()] };
});
