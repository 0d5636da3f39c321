/**
 * `PUT /job-posting/{id}/resume` (docs/requirements.md#job-postings): only from paused, back to active. 404 unknown id;
 * 409 from any other status. Answers `data: { job }`.
 */
import { idParams } from '../../contract/schemas/catalog.js';
import { transitionJobPosting } from '../../core/data/job-postings.js';
import { apiHandler } from '../../core/http/api.js';
import { requestSitePages } from '../../core/site-pages-request.js';

export const handler = apiHandler('job-postings/resume', { params: idParams }, async ({ params }) => {
  const job = await transitionJobPosting(params.id, 'paused', 'active');
  await requestSitePages(params.id);
  return { message: 'Job posting resumed', data: { job } };
});
