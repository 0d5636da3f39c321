/**
 * `POST /resume/{id}/interviews` (docs/requirements.md#interviews): books an interview and sends
 * the invites, or, with `slots`, offers 2-10 times for the candidate to choose on /my-data (a mail
 * with the link there; no booking or invite until then). 201 `{ interview }`; 400 bad input; 404 unknown candidate or posting; 409
 * `{ conflicts: [{ interviewerId, interviewId, startsAt, endsAt }] }` when an interviewer is busy.
 */
import * as z from 'zod';
import { idParam } from '../../contract/schemas/common.js';
import { scheduleInterviewRequest } from '../../contract/schemas/interviews.js';
import { offerInterview } from '../../core/domain/interview-slots.js';
import { scheduleInterview } from '../../core/domain/interviews.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'interviews/schedule',
  { params: z.object({ id: idParam }), body: scheduleInterviewRequest },
  async ({ params, body, caller }) => {
    // Slots: offered for the candidate's own choice, booked when they choose (core/domain/interview-slots.ts).
    if (body.slots) {
      const interview = await offerInterview(params.id, { ...body, slots: body.slots }, caller?.sub);
      return { statusCode: 201, message: 'Interview times offered', data: { interview } };
    }
    const startsAt = body.startsAt ?? '';
    const interview = await scheduleInterview(params.id, { ...body, startsAt }, caller?.sub);
    return { statusCode: 201, message: 'Interview scheduled', data: { interview } };
  },
);
