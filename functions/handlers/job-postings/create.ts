/**
 * `POST /job-posting` (docs/requirements.md#departments, #api-calls): validates the job form's fields, checks the department
 * exists (400 otherwise) and creates the posting with its counters. Answers 201 `data: { job }`.
 */
import { jobPostingBody } from '../../contract/schemas/catalog.js';
import { createJobPosting, getJobPosting, postingFields } from '../../core/data/job-postings.js';
import { apiHandler } from '../../core/http/api.js';
import { requestSitePages } from '../../core/site-pages-request.js';

export const handler = apiHandler('job-postings/create', { body: jobPostingBody }, async ({ body }) => {
  const item = await createJobPosting(postingFields(body));
  await requestSitePages(item.id);
  return { statusCode: 201, message: 'Job posting created', data: { job: await getJobPosting(item.id) } };
});
