/**
 * `POST /resume/{id}/interviews` (docs/requirements.md#interviews): books an interview and sends
 * the invites. 201 `{ interview }`; 400 bad input; 404 unknown candidate or posting; 409
 * `{ conflicts: [{ interviewerId, interviewId, startsAt, endsAt }] }` when an interviewer is busy.
 */
import * as z from 'zod';
import { idParam } from '../../contract/schemas/common.js';
import { scheduleInterviewRequest } from '../../contract/schemas/interviews.js';
import { scheduleInterview } from '../../core/domain/interviews.js';
import { apiHandler } from '../../core/http/api.js';
import { withinRequest } from '../../core/mail.js';

export const handler = apiHandler(
  'interviews/schedule',
  { params: z.object({ id: idParam }), body: scheduleInterviewRequest },
  async ({ params, body, caller, remainingMs }) => {
    const interview = await scheduleInterview(params.id, body, caller?.sub, withinRequest(remainingMs));
    return { statusCode: 201, message: 'Interview scheduled', data: { interview } };
  },
);
