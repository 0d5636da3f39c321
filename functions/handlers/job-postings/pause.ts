/**
 * `PUT /job-posting/{id}/pause` (docs/requirements.md#job-postings): only from active, to paused; it leaves the public
 * lists. 404 unknown id; 409 from any other status. Answers `data: { job }`.
 */
import { idParams } from '../../contract/schemas/catalog.js';
import { transitionJobPosting } from '../../core/data/job-postings.js';
import { apiHandler } from '../../core/http/api.js';
import { requestSitePages } from '../../core/site-pages-request.js';

export const handler = apiHandler('job-postings/pause', { params: idParams }, async ({ params }) => {
  const job = await transitionJobPosting(params.id, 'active', 'paused');
  await requestSitePages(params.id);
  return { message: 'Job posting paused', data: { job } };
});
