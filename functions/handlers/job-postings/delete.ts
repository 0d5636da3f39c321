/** `DELETE /job-posting/{id}` (docs/requirements.md#api-calls): deletes a posting with its counters. 404 unknown id. */
import { idParams } from '../../contract/schemas/catalog.js';
import { deleteJobPosting } from '../../core/data/job-postings.js';
import { apiHandler } from '../../core/http/api.js';
import { requestSitePages } from '../../core/site-pages-request.js';

export const handler = apiHandler('job-postings/delete', { params: idParams }, async ({ params }) => {
  await deleteJobPosting(params.id);
  await requestSitePages(params.id);
  return { message: 'Job posting deleted' };
});
