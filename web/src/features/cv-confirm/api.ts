/** The call of /confirm-cv (docs/requirements.md#cv-confirmation): `POST /api/v1/resume/upload/confirm`. */
import type { CvConfirmRequest } from '@functions/contract/schemas/resume';
import { apiPath, apiRequest, dataOf } from '@/lib/api';

/** What a confirmation answers. */
export interface CvConfirmAnswer {
  alreadyConfirmed: boolean;
  fileName: string;
  uploadedAt: string;
}

/** Confirms the CV the mailed token names. Throws `ApiError` (404: the link is not valid any more). */
export async function confirmCv(body: CvConfirmRequest): Promise<CvConfirmAnswer> {
  return dataOf(
    await apiRequest<CvConfirmAnswer>('POST', apiPath('/resume/upload/confirm'), { body, token: 'none' }),
  );
}
