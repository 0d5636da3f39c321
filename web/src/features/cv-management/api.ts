/** Admin calls of CV Management (docs/requirements.md#api-calls), through the admin-token client. */
import type { Resume } from '@functions/contract/schemas/resume';
import type {
  CheckExpiredResponse,
  ResumeBatchRequest,
  ResumeBatchResponse,
  ResumeDownloadResponse,
} from '@functions/contract/schemas/resume-admin';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest } from '@/lib/admin-api';
import { apiPath, dataOf } from '@/lib/api';
import { RESUMES_KEY } from '@/lib/resumes';

/** `PUT /resume/{id}/expiry` with `{ expiryDate }`: a `YYYY-MM-DD` date, or '' to remove it. */
export async function setResumeExpiry(id: string, expiryDate: string): Promise<Resume> {
  const env = await adminRequest<{ resume: Resume }>('PUT', apiPath('/resume/{id}/expiry', { id }), {
    body: { expiryDate },
  });
  return dataOf(env).resume;
}

/** `DELETE /resume/{id}`. */
export async function deleteResume(id: string): Promise<void> {
  await adminRequest('DELETE', apiPath('/resume/{id}', { id }));
}

/** `POST /resume/check-expired`: answers how many records it marked expired. */
export async function checkExpiredResumes(): Promise<number> {
  const env = await adminRequest<CheckExpiredResponse>('POST', apiPath('/resume/check-expired'));
  return dataOf(env).expiredCount ?? 0;
}

/** `GET /resume/{id}`: the record with every CV submission of the candidate, newest first. */
export async function getResume(id: string, signal?: AbortSignal): Promise<Resume> {
  return dataOf(await adminRequest<{ resume: Resume }>('GET', apiPath('/resume/{id}', { id }), { signal }))
    .resume;
}

/**
 * `GET /resume/{id}/download[?submission=]`: a short-lived link to one submission's file, or to the
 * newest accepted one when `submission` is left out.
 */
export async function getResumeDownload(id: string, submission?: string): Promise<ResumeDownloadResponse> {
  return dataOf(
    await adminRequest<ResumeDownloadResponse>('GET', apiPath('/resume/{id}/download', { id }), {
      query: submission ? { submission } : undefined,
    }),
  );
}

/** One resume with its submissions (`GET /resume/{id}`), for the details dialog. */
export function resumeQuery(id: string) {
  return queryOptions({
    queryKey: [...RESUMES_KEY, 'one', id] as const,
    queryFn: ({ signal }) => getResume(id, signal),
  });
}

/** `POST /resume/batch`: one action on up to 500 resumes; answers one result per id, in order. */
export async function runResumeBatch(body: ResumeBatchRequest): Promise<ResumeBatchResponse['results']> {
  const env = await adminRequest<ResumeBatchResponse>('POST', apiPath('/resume/batch'), { body });
  return dataOf(env).results;
}
