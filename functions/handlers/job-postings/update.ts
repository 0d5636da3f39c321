/**
 * `PUT /job-posting/{id}` (docs/requirements.md#api-calls: the same fields as create). Replaces the posting; status
 * counters and department counts move with it. 404 unknown id, 400 bad fields or unknown department,
 * 409 when it changed meanwhile. Answers `data: { job }`.
 */
import { idParams, jobPostingBody } from '../../contract/schemas/catalog.js';
import { postingFields, updateJobPosting } from '../../core/data/job-postings.js';
import { apiHandler } from '../../core/http/api.js';
import { requestSitePages } from '../../core/site-pages-request.js';

export const handler = apiHandler(
  'job-postings/update',
  { body: jobPostingBody, params: idParams },
  async ({ body, params }) => {
    const job = await updateJobPosting(params.id, postingFields(body));
    await requestSitePages(params.id);
    return { message: 'Job posting updated', data: { job } };
  },
);
