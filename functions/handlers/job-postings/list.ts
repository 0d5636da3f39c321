/**
 * `GET /job-posting?page&limit&status&q` (docs/requirements.md#job-postings, #api-calls): postings newest first, all or of one
 * status, optionally searched in title, location and description. Answers `data.jobs` and
 * `data.pagination` (`totalJobs` from the counters, `currentPage`, `totalPages`, `limit`).
 */
import { type AdminJobPostingListResponse, adminJobQuery } from '../../contract/schemas/catalog.js';
import { pageQuery } from '../../contract/schemas/common.js';
import { listJobPostings } from '../../core/data/job-postings.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'job-postings/list',
  { query: pageQuery.extend(adminJobQuery.shape) },
  async ({ query }) => {
    const { page, limit, status, q } = query;
    const { items, total } = await listJobPostings({ status, q: q || undefined }, { page, limit });
    const data: AdminJobPostingListResponse = {
      jobs: items,
      pagination: { totalJobs: total, currentPage: page, totalPages: Math.ceil(total / limit), limit },
    };
    return { data };
  },
);
