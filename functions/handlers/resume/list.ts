/**
 * `GET /resume?page&limit` (admin-area §7): resumes newest first; totals from the `RESUMES` counter.
 * Answers `data: { resumes, currentPage, totalPages, totalResumes, limit }`.
 */
import { pageQuery } from '../../contract/schemas/common.js';
import type { ResumeListResponse } from '../../contract/schemas/resume.js';
import { listResumes, toResume } from '../../core/data/resumes.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler('resume/list', { query: pageQuery }, async ({ query }) => {
  const { items, total } = await listResumes(query);
  const data: ResumeListResponse = {
    resumes: items.map(toResume),
    currentPage: query.page,
    totalPages: Math.ceil(total / query.limit),
    totalResumes: total,
    limit: query.limit,
  };
  return { data };
});
