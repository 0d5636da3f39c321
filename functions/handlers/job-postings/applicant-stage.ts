/**
 * `PUT /job-posting/{id}/applicants/{resumeId}` with `{ stage, rejectReasonId? }` (the reason required with `rejected`) (docs/requirements.md#pipeline): the
 * candidate's stage in this posting only; the CV status follows the most advanced stage of all their
 * applications (docs/architecture.md#applications-and-stages). 404 for an unknown posting or a
 * candidate not in it. `data: { resumeId, jobId, stage, resumeStatus }`.
 */
import * as z from 'zod';
import { pipelineMoveRequest } from '../../contract/schemas/applications.js';
import { idParam } from '../../contract/schemas/common.js';
import { moveApplication } from '../../core/domain/pipeline.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'job-postings/applicant-stage',
  { params: z.object({ id: idParam, resumeId: idParam }), body: pipelineMoveRequest },
  async ({ params, body }) => ({
    message: 'Stage updated',
    data: await moveApplication(params.id, params.resumeId, body.stage, undefined, body.rejectReasonId),
  }),
);
