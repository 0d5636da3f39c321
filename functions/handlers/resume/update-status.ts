/**
 * `PUT /resume/{id}` with `{ status }` (docs/requirements.md#cv-management, #api-calls): one of the eight statuses; 409
 * 'Cannot update status - No CV uploaded' for a record without a CV; 404 for an unknown id.
 */
import * as z from 'zod';
import { idParam } from '../../contract/schemas/common.js';
import { resumeStatusUpdate } from '../../contract/schemas/resume-admin.js';
import { toResume, updateResumeStatus } from '../../core/data/resumes.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'resume/update-status',
  { params: z.object({ id: idParam }), body: resumeStatusUpdate },
  async ({ params, body }) => ({
    message: 'Resume status updated successfully',
    data: { resume: toResume(await updateResumeStatus(params.id, body.status)) },
  }),
);
