/**
 * `PUT /admin/dashboard/user/{id}` { status, rejectReasonId? } (docs/requirements.md#users-and-admins): the candidate's status,
 * one of the eight resume statuses, through the same transition as `PUT /resume/{id}` (counters moved
 * in the same transaction; 409 `Cannot update status - No CV uploaded` without a CV).
 */
import * as z from 'zod';
import { idParam } from '../../contract/schemas/common.js';
import { resumeStatusUpdate } from '../../contract/schemas/resume-admin.js';
import { updateResumeStatus } from '../../core/data/resumes.js';
import { getUser } from '../../core/domain/accounts.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'users/update-status',
  { body: resumeStatusUpdate, params: z.object({ id: idParam }) },
  async ({ body, params }) => {
    await getUser(params.id); // 404 unless it is a registered candidate
    await updateResumeStatus(
      params.id,
      body.status,
      undefined,
      body.rejectReasonId ? { reasonId: body.rejectReasonId } : undefined,
    );
    return { message: 'User status updated successfully', data: { user: (await getUser(params.id)).view } };
  },
);
