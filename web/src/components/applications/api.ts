/** The calls of "Add to posting" (docs/requirements.md#pipeline) and their TanStack Query options. */
import type { PipelineAddResponse } from '@functions/contract/schemas/applications';
import type { AdminJobPostingListResponse } from '@functions/contract/schemas/catalog';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminRequest } from '@/lib/admin-api';
import { apiPath, dataOf } from '@/lib/api';

/** Postings offered at once; a search narrows the rest (`GET /job-posting` allows 1-100). */
export const POSTING_CHOICES = 20;

/** `GET /job-posting?status=active&q`: the active postings a CV may be added to, newest first. */
export function activePostingsQuery(q: string) {
  const query = { page: 1, limit: POSTING_CHOICES, status: 'active', q: q.trim() || undefined };
  return queryOptions({
    queryKey: ['admin', 'job-postings', query] as const,
    queryFn: async ({ signal }) =>
      dataOf(
        await adminRequest<AdminJobPostingListResponse>('GET', apiPath('/job-posting'), { query, signal }),
      ),
    placeholderData: keepPreviousData,
  });
}

/**
 * `POST /job-posting/{id}/applicants` with `{ resumeIds }` (1-100): answers which were added, which
 * were already in the posting and which were not found. Throws ApiError on a refusal.
 */
export async function addToPosting(jobId: string, resumeIds: string[]): Promise<PipelineAddResponse> {
  return dataOf(
    await adminRequest<PipelineAddResponse>('POST', apiPath('/job-posting/{id}/applicants', { id: jobId }), {
      body: { resumeIds },
    }),
  );
}
