/** `GET /job-posting/{id}` (docs/requirements.md#api-calls): one posting, any status. 404 unknown id. `data: { job }`. */
import { idParams } from '../../contract/schemas/catalog.js';
import { getJobPosting } from '../../core/data/job-postings.js';
import { NotFoundError } from '../../core/errors.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler('job-postings/get', { params: idParams }, async ({ params }) => {
  const job = await getJobPosting(params.id);
  if (!job) throw new NotFoundError('Job posting not found');
  return { data: { job } };
});
