/**
 * `POST /my-data/keep` (docs/requirements.md#my-data): "keep my CV for another 90 days", the choice
 * the 7-day reminder offers. Authorised like `GET /my-data` (manage token or the candidate's ID
 * token); records fresh consent and answers the new expiry date. 409 when no CV is held any more.
 */
import { formatDate } from '../../contract/dates.js';
import { MY_DATA_MESSAGES, type MyDataKeepResponse } from '../../contract/schemas/my-data.js';
import { dataSubjectOf, keepMyCv } from '../../core/domain/my-data.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler('my-data/keep', {}, async ({ event }) => {
  const { record } = await dataSubjectOf(event);
  const keptUntil = await keepMyCv(record);
  const data: MyDataKeepResponse = { keptUntil };
  return { message: MY_DATA_MESSAGES.kept(formatDate(keptUntil, 'longDay') ?? keptUntil), data };
});
