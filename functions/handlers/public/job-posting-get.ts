/**
 * `GET /public/job-postings/{id}`: one active posting in the public view (docs/requirements.md#public-records), for the
 * posting's own page `/careers/jobs/{id}`. Paused, closed and unknown postings answer 404.
 */
import { idParams } from '../../contract/schemas/catalog.js';
import { getPublicJobPosting } from '../../core/data/job-postings.js';
import { NotFoundError } from '../../core/errors.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler('public/job-posting-get', { params: idParams }, async ({ params }) => {
  const job = await getPublicJobPosting(params.id);
  if (!job) throw new NotFoundError('This job posting is not open (it may have been filled or withdrawn)');
  return { data: { job } };
});
