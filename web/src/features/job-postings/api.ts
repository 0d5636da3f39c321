/** Admin calls of the job posting screens (docs/requirements.md#api-calls) and their TanStack Query options. */

import type { PipelineMoveResponse, PipelineResponse } from '@functions/contract/schemas/applications';
import type {
  AdminJobPostingListResponse,
  JOB_STATUSES,
  JobPosting,
  JobPostingInput,
} from '@functions/contract/schemas/catalog';
import type { ResumeStatus } from '@functions/contract/schemas/common';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
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

/** `GET /job-posting/{id}/applicants`: the posting's applicants and the count per status (its pipeline board). */
export function jobApplicantsQuery(id: string) {
  return queryOptions({
    queryKey: ['admin', 'job-applicants', id] as const,
    queryFn: async ({ signal }) =>
      dataOf(
        await adminRequest<PipelineResponse>('GET', apiPath('/job-posting/{id}/applicants', { id }), {
          signal,
        }),
      ),
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
