/** Admin calls of the job posting screens (docs/requirements.md#api-calls) and their TanStack Query options. */

import type { PipelineMoveResponse, PipelineResponse } from '@functions/contract/schemas/applications';
import type {
  AdminJobPostingListResponse,
  JOB_STATUSES,
  JobPosting,
  JobPostingInput,
} from '@functions/contract/schemas/catalog';
import type { ResumeStatus } from '@functions/contract/schemas/common';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminRequest } from '@/lib/admin-api';
import { apiPath, dataOf, emptyJobPostingList } from '@/lib/api';

/** The status of a job posting. */
export type JobStatus = (typeof JOB_STATUSES)[number];

/** `GET /job-posting?page&limit&status&q`. */
export async function listJobPostings(
  params: { page: number; limit: number; status?: JobStatus; q?: string },
  signal?: AbortSignal,
): Promise<AdminJobPostingListResponse> {
  const envelope = await adminRequest<AdminJobPostingListResponse>('GET', apiPath('/job-posting'), {
    query: { ...params, q: params.q?.trim() || undefined },
    signal,
  });
  return envelope.data ?? emptyJobPostingList(params);
}

/** `GET /job-posting/{id}`. */
export async function getJobPosting(jobId: string, signal?: AbortSignal): Promise<JobPosting> {
  return dataOf(
    await adminRequest<{ job: JobPosting }>('GET', apiPath('/job-posting/{id}', { id: jobId }), { signal }),
  ).job;
}

/** `POST /job-posting` (create) or `PUT /job-posting/{id}` (edit) with the job form's fields. */
export async function saveJobPosting(body: JobPostingInput, jobId?: string): Promise<JobPosting> {
  const envelope = jobId
    ? await adminRequest<{ job: JobPosting }>('PUT', apiPath('/job-posting/{id}', { id: jobId }), { body })
    : await adminRequest<{ job: JobPosting }>('POST', apiPath('/job-posting'), { body });
  return dataOf(envelope).job;
}

/** Pause (only from active), resume (only from paused) or delete a posting. */
export async function changeJobPosting(jobId: string, action: 'pause' | 'resume' | 'delete'): Promise<void> {
  if (action === 'delete') await adminRequest('DELETE', apiPath('/job-posting/{id}', { id: jobId }));
  else if (action === 'pause') await adminRequest('PUT', apiPath('/job-posting/{id}/pause', { id: jobId }));
  else await adminRequest('PUT', apiPath('/job-posting/{id}/resume', { id: jobId }));
}

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

/** Every cached read of posting `id`'s applicants (the board's pages, the posting card's first page): invalidate this. */
export const jobApplicantsKey = (id: string) => ['admin', 'job-applicants', id] as const;

/** `GET /job-posting/{id}/applicants[?cursor=]`: one page of the posting's applicants, newest first. */
async function jobApplicantsPage(id: string, cursor: string | undefined, signal: AbortSignal) {
  return dataOf(
    await adminRequest<PipelineResponse>('GET', apiPath('/job-posting/{id}/applicants', { id }), {
      query: { cursor },
      signal,
    }),
  );
}

/**
 * The first page of a posting's applicants with the posting's total and the count per status of
 * that page (the posting card's summary, docs/requirements.md#pipeline).
 */
export function jobApplicantsQuery(id: string) {
  return queryOptions({
    queryKey: [...jobApplicantsKey(id), 'first'] as const,
    queryFn: ({ signal }) => jobApplicantsPage(id, undefined, signal),
  });
}

/**
 * The pipeline board's pages of a posting's applicants (docs/architecture.md#applications-and-stages):
 * the first, then one more per "Load more" while an answer has a `nextCursor` and fewer than
 * `total` are loaded (a full last page answers a cursor to an empty one).
 */
export function jobApplicantsPagesQuery(id: string) {
  return infiniteQueryOptions({
    queryKey: [...jobApplicantsKey(id), 'pages'] as const,
    queryFn: ({ pageParam, signal }) => jobApplicantsPage(id, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last, pages) =>
      last.nextCursor && pages.reduce((n, p) => n + p.applicants.length, 0) < last.total
        ? last.nextCursor
        : undefined,
  });
}

/**
 * `PUT /job-posting/{id}/applicants/{resumeId}` with `{ stage }`: the candidate's stage in this
 * posting only; the answer carries the CV status that follows from all their stages
 * (docs/architecture.md#applications-and-stages). A 404 when they are not in the posting. With
 * `notify` the candidate gets the stage's status mail (`notified` says whether it was queued).
 */
export async function moveApplicant(
  jobId: string,
  resumeId: string,
  stage: ResumeStatus,
  notify = false,
  rejectReasonId?: string,
): Promise<PipelineMoveResponse> {
  return dataOf(
    await adminRequest<PipelineMoveResponse>(
      'PUT',
      apiPath('/job-posting/{id}/applicants/{resumeId}', { id: jobId, resumeId }),
      {
        // A move to Rejected names its reason (docs/requirements.md#rejection-reasons).
        body: {
          stage,
          ...(notify ? { notify } : {}),
          ...(stage === 'rejected' && rejectReasonId ? { rejectReasonId } : {}),
        },
      },
    ),
  );
}
