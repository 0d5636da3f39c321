/**
 * `PUT /resume/{id}` with `{ status, notify? }` (docs/requirements.md#cv-management, #api-calls,
 * #status-mails): one of the eight statuses; 409 'Cannot update status - No CV uploaded' for a
 * record without a CV; 404 for an unknown id. With `notify: true` the candidate gets the status's
 * mail (rejected, interview scheduled, hired; 400 for another status) when the status changed;
 * `data.notified` says whether it went out (a failed send is retried and never undoes the change).
 */
import * as z from 'zod';
import { idParam } from '../../contract/schemas/common.js';
import { resumeStatusUpdate } from '../../contract/schemas/resume-admin.js';
import { hasStatusMail } from '../../contract/status-mails.js';
import { requireResume, toResume, updateResumeStatus } from '../../core/data/resumes.js';
import { mailStatusChange } from '../../core/domain/status-mails.js';
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
    const before = await requireResume(params.id);
    const record = await updateResumeStatus(params.id, body.status);
    const notified =
      body.notify === true && hasStatusMail(body.status) && before.status !== body.status
        ? await mailStatusChange(record, body.status)
        : false;
    return { message: 'Resume status updated successfully', data: { resume: toResume(record), notified } };
  },
);
