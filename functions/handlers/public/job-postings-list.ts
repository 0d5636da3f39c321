/**
 * `GET /public/job-postings?page&limit&q`: active postings only, newest first, public field names and
 * defaults (docs/requirements.md#public-records, #api-calls). `data.jobs` + `data.pagination`.
 */

import { publicJobQuery } from '../../contract/schemas/catalog.js';
import { pageQuery } from '../../contract/schemas/common.js';
import { listActiveJobPostings, searchActiveJobPostings } from '../../core/data/job-postings.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'public/job-postings-list',
  { query: pageQuery.extend(publicJobQuery.shape) },
  async ({ query }) => {
    const { page, limit, q } = query;
    const { items, total } = q
      ? await searchActiveJobPostings(q, { page, limit })
      : await listActiveJobPostings({ page, limit });
    return {
      data: {
        jobs: items,
        pagination: { totalJobs: total, currentPage: page, totalPages: Math.ceil(total / limit), limit },
      },
    };
  },
);
