/**
 * `POST /resume/check-expired` (docs/requirements.md#cv-management, #api-calls): runs the expiry sweep now, the same function
 * as the nightly schedule, and answers `data: { expiredCount }`.
 */
import type { CheckExpiredResponse } from '../../contract/schemas/resume-admin.js';
import { sweepExpiredCvs } from '../../core/domain/cv.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler('resume/check-expired', {}, async () => {
  const data: CheckExpiredResponse = await sweepExpiredCvs();
  return { message: `${data.expiredCount} resumes marked as expired`, data };
});
