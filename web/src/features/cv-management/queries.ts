import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listResumes } from '../../lib/admin-api';

/** Resumes per page (admin-area §9). */
export const RESUME_PAGE_SIZE = 10;

/** One page of resumes, newest first; the previous page stays visible while the next loads. */
export function resumesQuery(page: number, limit = RESUME_PAGE_SIZE) {
  return queryOptions({
    queryKey: ['admin', 'resumes', { page, limit }] as const,
    queryFn: ({ signal }) => listResumes({ page, limit }, signal),
    placeholderData: keepPreviousData,
  });
}
