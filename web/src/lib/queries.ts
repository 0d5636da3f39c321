/**
 * TanStack Query options for the public lists, shared by every page that shows them (careers form,
 * Resume Assistant, jobs pages), so they share one cache entry per list.
 */
import { queryOptions } from '@tanstack/react-query';
import { getPublicJobPostings, getPublicJobTitles } from './api';

/** Public job titles (public-site §7); deleted ones are dropped by `getPublicJobTitles`. */
export function publicJobTitlesQuery() {
  return queryOptions({
    queryKey: ['public', 'job-titles'] as const,
    queryFn: ({ signal }) => getPublicJobTitles(signal),
    staleTime: 5 * 60_000,
  });
}

/** One page of active public job postings (public-site §4: page 1, limit 5 on /careers). */
export function publicJobPostingsQuery(page: number, limit: number) {
  return queryOptions({
    queryKey: ['public', 'job-postings', { page, limit }] as const,
    queryFn: ({ signal }) => getPublicJobPostings({ page, limit }, signal),
    staleTime: 60_000,
  });
}
