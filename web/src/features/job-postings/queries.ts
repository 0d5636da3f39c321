/** TanStack Query options of the admin job posting screens. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getJobPosting, type JobStatus, listJobPostings } from '@/lib/catalog-admin-api';

/** Job postings per page (docs/requirements.md#admin-limits). */
export const JOB_PAGE_SIZE = 10;

/** One page of postings, newest first, optionally of one status and searched with `q`. */
export function adminJobPostingsQuery(params: { page: number; status?: JobStatus; q?: string }) {
  const query = { page: params.page, limit: JOB_PAGE_SIZE, status: params.status, q: params.q || undefined };
  return queryOptions({
    queryKey: ['admin', 'job-postings', query] as const,
    queryFn: ({ signal }) => listJobPostings(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** One posting by id (the job form in edit mode). */
export function adminJobPostingQuery(id: string) {
  return queryOptions({
    queryKey: ['admin', 'job-posting', id] as const,
    queryFn: ({ signal }) => getJobPosting(id, signal),
  });
}
