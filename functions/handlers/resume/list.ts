/**
 * `GET /resume?page&limit&search&status&from&sort` (docs/requirements.md#cv-management, #api-calls; docs/architecture.md#api-conventions): one page of
 * resumes with the total of the filtered set. Without `search`, how each filter reads the table:
 * `core/data/resumes.ts`; with `search`, the search index (`core/search/query.ts`,
 * docs/architecture.md#search) and each hit's `match`. Answers
 * `data: { resumes, currentPage, totalPages, totalResumes, limit }`.
 */
import type { ResumeListResponse } from '../../contract/schemas/resume.js';
import { resumeListQuery } from '../../contract/schemas/resume-admin.js';
import { listResumesFiltered, toResume } from '../../core/data/resumes.js';
import { apiHandler } from '../../core/http/api.js';
import { countEvent } from '../../core/observability.js';
import { searchResumeList } from '../../core/search/query.js';

export const handler = apiHandler('resume/list', { query: resumeListQuery }, async ({ query }) => {
  // The expiring and source views read their own indexes and refuse a search (400) themselves.
  const searching = Boolean(query.search) && !query.expiring && !query.source;
  if (searching) countEvent('SearchRun');
  const { items, total, matches } = searching
    ? await searchResumeList(query)
    : { ...(await listResumesFiltered(query)), matches: undefined };
  const data: ResumeListResponse = {
    resumes: items.map((item) => {
      const match = matches?.[item.id];
      return match ? { ...toResume(item), match } : toResume(item);
    }),
    currentPage: query.page,
    totalPages: Math.ceil(total / query.limit),
    totalResumes: total,
    limit: query.limit,
  };
  return { data };
});
