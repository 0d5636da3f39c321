/**
 * `PUT /resume/{id}/expiry` with `{ expiryDate }` (docs/requirements.md#cv-management, #api-calls): a date not in the past
 * (the CV is kept through that day), or empty / null to remove the expiry; 404 for an unknown id.
 */
import * as z from 'zod';
import { idParam } from '../../contract/schemas/common.js';
import { expiryInstant, resumeExpiryUpdate } from '../../contract/schemas/resume-admin.js';
import { setResumeExpiry } from '../../core/data/resume-retention.js';
import { toResume } from '../../core/data/resumes.js';
import { ValidationError } from '../../core/errors.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'resume/set-expiry',
  { params: z.object({ id: idParam }), body: resumeExpiryUpdate },
  async ({ params, body }) => {
    let expiry: string | null = null;
    if (body.expiryDate !== null) {
      const resolved = expiryInstant(body.expiryDate);
      if ('error' in resolved) {
        throw new ValidationError(resolved.error, [{ path: 'expiryDate', message: resolved.error }]);
      }
      expiry = resolved.iso;
    }
    const item = await setResumeExpiry(params.id, expiry);
    return {
      message: expiry ? 'CV expiry date updated' : 'CV expiry date removed',
      data: { resume: toResume(item) },
    };
  },
);
