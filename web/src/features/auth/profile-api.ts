/**
 * The candidate's own CV calls (docs/requirements.md#candidate-profile), apart from `api.ts` so the
 * session code pulls in no upload code.
 */
import type { CvContentType } from '@functions/contract/cv-policy';
import type {
  ProfileCvUpdateRequest,
  ProfileCvUpdateResponse,
} from '@functions/contract/schemas/applications';
import { apiPath, apiRequest, dataOf, withCandidateRenewal } from '@/lib/api';
import { assertCvBytes, sendToPresignedPost, waitForVerdict } from '@/lib/upload';

/**
 * Replace my CV (docs/requirements.md#candidate-profile): checks the file's first bytes, asks
 * `POST /user/profile/profile-update` for a presigned POST (a `profile` submission), sends the file
 * and waits for the server's verdict (docs/architecture.md#upload-path). Throws `ApiError`,
 * `UploadRejected` (refused file), `UploadError` (file store) or `UploadStillChecking`.
 */
export async function replaceProfileCv(file: File, contentType: CvContentType): Promise<void> {
  await assertCvBytes(file);
  const body: ProfileCvUpdateRequest = { fileName: file.name, contentType, size: file.size };
  const answer = await withCandidateRenewal(async () =>
    dataOf(
      await apiRequest<ProfileCvUpdateResponse>('POST', apiPath('/user/profile/profile-update'), {
        body,
        token: 'candidate',
      }),
    ),
  );
  await sendToPresignedPost(answer.upload, file);
  await waitForVerdict(answer.statusUrl);
}
