/**
 * `POST /resume/check-expired` (docs/requirements.md#cv-management, #api-calls): runs the expiry sweep now, the same function
 * as the nightly schedule, and answers `data: { expiredCount }`. An upload stuck in quarantine is left
 * for the scheduled sweep, which hands it to cv-received (core/domain/cv-sweep.ts).
 */
import type { CheckExpiredResponse } from '../../contract/schemas/resume-admin.js';
import { sweepExpiredCvs } from '../../core/domain/cv-sweep.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler('resume/check-expired', {}, async () => {
  const data: CheckExpiredResponse = await sweepExpiredCvs();
  return { message: `${data.expiredCount} resumes marked as expired`, data };
});
