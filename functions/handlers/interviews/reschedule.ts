/**
 * `PUT /resume/{id}/interviews/{interviewId}` (docs/requirements.md#interviews): a new time (and
 * place, length, interviewers); `sequence` + 1 and the updated invites. `data: { interview }`; 400,
 * 404, 409 (a cancelled interview, a concurrent change, or `{ conflicts }`).
 */
import * as z from 'zod';
import { idParam } from '../../contract/schemas/common.js';
import { rescheduleInterviewRequest } from '../../contract/schemas/interviews.js';
import { rescheduleInterview } from '../../core/domain/interviews.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'interviews/reschedule',
  { params: z.object({ id: idParam, interviewId: idParam }), body: rescheduleInterviewRequest },
  async ({ params, body }) => {
    const interview = await rescheduleInterview(params.id, params.interviewId, body);
    return { message: 'Interview rescheduled', data: { interview } };
  },
);
