/**
 * `PUT /resume/{id}` with `{ status, notify?, rejectReasonId? }` (the reason required with `rejected`) (docs/requirements.md#cv-management, #api-calls,
 * #status-mails): one of the eight statuses; 409 'Cannot update status - No CV uploaded' for a
 * record without a CV; 404 for an unknown id. With `notify: true` the candidate gets the status's
 * mail (rejected, interview scheduled, hired; 400 for another status) when the status changed;
 * `data.notified` says whether it was queued with the change (the outbox sends what the request's
 * own attempt does not; docs/architecture.md#mail).
 */
import * as z from 'zod';
import { idParam } from '../../contract/schemas/common.js';
import { resumeStatusUpdate } from '../../contract/schemas/resume-admin.js';
import { hasStatusMail } from '../../contract/status-mails.js';
import { toResume } from '../../core/data/resumes.js';
import { changeStatus } from '../../core/domain/status-mails.js';
import { ValidationError } from '../../core/errors.js';
import { apiHandler } from '../../core/http/api.js';

/** 400 text of `notify` with a status that has no mail. */
const NO_MAIL = 'There is no candidate mail for this status';

export const handler = apiHandler(
  'resume/update-status',
  { params: z.object({ id: idParam }), body: resumeStatusUpdate },
  async ({ params, body }) => {
    if (body.notify && !hasStatusMail(body.status))
      throw new ValidationError(NO_MAIL, [{ path: 'notify', message: NO_MAIL }]);
    // The mail is queued with the change; the outbox function sends it (docs/architecture.md#mail).
    const { record, notified } = await changeStatus(
      params.id,
      body.status,
      body.notify === true && hasStatusMail(body.status) ? body.status : undefined,
      body.rejectReasonId,
    );
    return { message: 'Resume status updated successfully', data: { resume: toResume(record), notified } };
  },
);
