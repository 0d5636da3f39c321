/**
 * `PUT /job-posting/{id}/applicants/{resumeId}` with `{ stage }` (docs/requirements.md#pipeline): the
 * candidate's stage in this posting only; the CV status follows the most advanced stage of all their
 * applications (docs/architecture.md#applications-and-stages). 404 for an unknown posting or a
 * candidate not in it. With `notify: true` the candidate gets the stage's status mail (rejected,
 * interview scheduled, hired; 400 for another stage) when the stage changed
 * (docs/requirements.md#status-mails). `data: { resumeId, jobId, stage, resumeStatus, notified }`.
 */
import * as z from 'zod';
import { pipelineMoveRequest } from '../../contract/schemas/applications.js';
import { idParam } from '../../contract/schemas/common.js';
import { hasStatusMail } from '../../contract/status-mails.js';
import { moveWithMail } from '../../core/domain/status-mails.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'job-postings/applicant-stage',
  { params: z.object({ id: idParam, resumeId: idParam }), body: pipelineMoveRequest },
  async ({ params, body }) => ({
    message: 'Stage updated',
    data: await moveWithMail(
      params.id,
      params.resumeId,
      body.stage,
      body.notify === true && hasStatusMail(body.stage) ? body.stage : undefined,
      body.rejectReasonId,
    ),
  }),
);
