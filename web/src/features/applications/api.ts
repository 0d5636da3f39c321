/** `POST /job-posting/{id}/apply` with the candidate token, then the CV straight to the bucket. */
import type { ApplyRequest, ApplyResponse } from '@functions/contract/schemas/applications';
import type { ResumeApplication } from '@functions/contract/schemas/resume';
import type { CandidateProfile } from '@functions/contract/schemas/users';
import { queryOptions } from '@tanstack/react-query';
import { apiPath, apiRequest, dataOf, withCandidateRenewal } from '@/lib/api';
import { assertCvBytes, type OnUploadProgress, sendToPresignedPost, waitForVerdict } from '@/lib/upload';

async function requestApplication(jobId: string, body: ApplyRequest): Promise<ApplyResponse> {
  return dataOf(
    await apiRequest<ApplyResponse>('POST', apiPath('/job-posting/{id}/apply', { id: jobId }), {
      body,
      token: 'candidate',
    }),
  );
}

/**
 * Applies to posting `jobId` with `file` as the CV. A token that expired meanwhile is renewed once.
 * `onProgress` hears the bytes of the CV sent. Waits for the server's verdict on the CV. Throws `ApiError` when the API refuses, `UploadError` when
 * the browser's check, the file store or the server's check refuses the file, `UploadStillChecking`
 * when no verdict came within the wait.
 */
export async function applyToJob(
  jobId: string,
  body: ApplyRequest,
  file: Blob,
  onProgress?: OnUploadProgress,
): Promise<ApplyResponse> {
  await assertCvBytes(file);
  const answer = await withCandidateRenewal(() => requestApplication(jobId, body));
  await sendToPresignedPost(answer.upload, file, onProgress);
  await waitForVerdict(answer.statusUrl);
  return answer;
}

/**
 * The postings the signed-in candidate has applied to, with the first application's date (UTC ISO):
 * the `applications` of `GET /user/profile` (docs/requirements.md#jobs-page: an applied posting shows
 * as applied). Throws `ApiError`.
 */
export const myApplicationsQuery = queryOptions({
  queryKey: ['candidate', 'applications'] as const,
  queryFn: async ({ signal }): Promise<ResumeApplication[]> =>
    dataOf(
      await apiRequest<{ user: CandidateProfile }>('GET', apiPath('/user/profile'), {
        token: 'candidate',
        signal,
      }),
    ).user.applications,
  staleTime: 60_000,
});
