/**
 * `DELETE /my-data/applications/{id}` (docs/requirements.md#my-data): the candidate withdraws their
 * application to job posting `id`. Authorised like `GET /my-data` (manage token or the candidate's
 * ID token); 404 when there is no such application.
 */
import { idParams } from '../../contract/schemas/catalog.js';
import { MY_DATA_MESSAGES } from '../../contract/schemas/my-data.js';
import { dataSubjectOf, withdrawApplication } from '../../core/domain/my-data.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler('my-data/withdraw', { params: idParams }, async ({ event, params }) => {
  const { record } = await dataSubjectOf(event);
  const role = await withdrawApplication(record, params.id);
  return { message: MY_DATA_MESSAGES.withdrawn(role), data: { withdrawn: true, jobId: params.id } };
});
