/**
 * `GET /resume?page&limit&search&status&from&to&sort` (docs/requirements.md#cv-management, #api-calls; docs/architecture.md#api-conventions): one page of
 * resumes with the total of the filtered set. Without `search`, how each filter reads the table:
 * `core/data/resume-list.ts`; with `search`, the search index (`core/search/query.ts`,
 * docs/architecture.md#search) and each hit's `match`; a hit whose passage is CV or cover-letter
 * text is recorded in the audit log (`cv.snippet`) before it is answered. Answers
 * `data: { resumes, currentPage, totalPages, totalResumes, limit }`.
 */
import type { ResumeListResponse, ResumeMatch } from '../../contract/schemas/resume.js';
import { resumeListQuery } from '../../contract/schemas/resume-admin.js';
import { recordSnippetsShown } from '../../core/data/audit.js';
import { listResumesFiltered } from '../../core/data/resume-list.js';
import { toResume } from '../../core/data/resumes.js';
import { apiHandler } from '../../core/http/api.js';
import { countEvent } from '../../core/observability.js';
import { searchResumeList } from '../../core/search/query.js';

/** Match fields whose passage is text of a document the candidate sent, not a field the list shows. */
const DOCUMENT_FIELDS: ReadonlySet<ResumeMatch['field']> = new Set(['cv', 'coverLetters']);

export const handler = apiHandler('resume/list', { query: resumeListQuery }, async ({ query, caller }) => {
  // The expiring and source views read their own indexes and refuse a search (400) themselves.
  const searching = Boolean(query.search) && !query.expiring && !query.source;
  if (searching) countEvent('SearchRun');
  const { items, total, matches } = searching
    ? await searchResumeList(query)
    : { ...(await listResumesFiltered(query)), matches: undefined };
  const shown = items.flatMap((item) => {
    const field = matches?.[item.id]?.field;
    return field && DOCUMENT_FIELDS.has(field) ? [{ resumeId: item.id, field }] : [];
  });
  if (shown.length) await recordSnippetsShown(caller!.sub, shown);
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
