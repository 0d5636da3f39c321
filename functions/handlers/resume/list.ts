/**
 * `GET /resume?page&limit&search&status&from&sort` (docs/requirements.md#cv-management, #api-calls; docs/architecture.md#api-conventions): one page of
 * resumes with the total of the filtered set. How each filter reads the table:
 * `core/data/resume-admin.ts`. Answers `data: { resumes, currentPage, totalPages, totalResumes, limit }`.
 */
import type { ResumeListResponse } from '../../contract/schemas/resume.js';
import { resumeListQuery } from '../../contract/schemas/resume-admin.js';
import { listResumesFiltered, toResume } from '../../core/data/resumes.js';
import { apiHandler } from '../../core/http/api.js';
import { countEvent } from '../../core/observability.js';

export const handler = apiHandler('resume/list', { query: resumeListQuery }, async ({ query }) => {
  if (query.search) countEvent('SearchRun');
  const { items, total } = await listResumesFiltered(query);
  const data: ResumeListResponse = {
    resumes: items.map(toResume),
    currentPage: query.page,
    totalPages: Math.ceil(total / query.limit),
    totalResumes: total,
    limit: query.limit,
  };
  return { data };
});
