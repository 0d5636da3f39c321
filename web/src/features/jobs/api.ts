/** Public job posting calls beyond the shared list helpers of `lib/api.ts`. */

import type { PublicJobPosting } from '@functions/contract/schemas/catalog';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiPath, apiRequest, dataOf, getPublicJobPostings } from '@/lib/api';

/** `GET /public/job-postings/{id}`: one active posting; `null` when it is not open (404). */
export async function getPublicJobPosting(
  id: string,
  signal?: AbortSignal,
): Promise<PublicJobPosting | null> {
  try {
    const envelope = await apiRequest<{ job: PublicJobPosting }>(
      'GET',
      apiPath('/public/job-postings/{id}', { id }),
      { signal },
    );
    return dataOf(envelope).job;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** One active posting for its own page. */
export function publicJobPostingQuery(id: string) {
  return queryOptions({
    queryKey: ['public', 'job-posting', id] as const,
    queryFn: ({ signal }) => getPublicJobPosting(id, signal),
    staleTime: 60_000,
  });
}

/** A page of active postings, optionally searched with `q` (docs/requirements.md#site-facts: the jobs page's `q`). */
export function publicJobSearchQuery(page: number, limit: number, q: string) {
  return queryOptions({
    queryKey: ['public', 'job-postings', { page, limit, q }] as const,
    queryFn: ({ signal }) => getPublicJobPostings({ page, limit, q: q || undefined }, signal),
    staleTime: 60_000,
  });
}
