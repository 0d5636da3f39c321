/** `POST /job-posting/{id}/apply` with the candidate token, then the CV straight to the bucket. */
import type { ApplyRequest, ApplyResponse } from '@functions/contract/schemas/applications';
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
