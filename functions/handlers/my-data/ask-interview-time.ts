/**
 * `POST /my-data/interviews/{id}/ask-another-time` (docs/requirements.md#interview-self-scheduling):
 * the candidate asks for another time for interview `{id}` with `{ message }` (1-1000 characters);
 * the recruiters get a notification with it. Authorised like `GET /my-data`. `data: { interview }`
 * (with `timeRequest`); 400 a missing or too long message; 404 no such interview of theirs; 409
 * cancelled or over.
 */
import * as z from 'zod';
import { idParam } from '../../contract/schemas/common.js';
import { askAnotherTimeRequest, SLOT_MESSAGES } from '../../contract/schemas/interviews.js';
import { askAnotherTime } from '../../core/domain/interview-slots.js';
import { dataSubjectOf } from '../../core/domain/my-data.js';
import { apiHandler, parseBody, validate } from '../../core/http/api.js';

export const handler = apiHandler(
  'my-data/ask-interview-time',
  { params: z.object({ id: idParam }) },
  async ({ event, params }) => {
    const { record } = await dataSubjectOf(event);
    // The bearer is checked first (this route has no authorizer in front): no token is 401 whatever the body.
    const body = validate(askAnotherTimeRequest, parseBody(event), 'body');
    const interview = await askAnotherTime(record, params.id, body);
    return { message: SLOT_MESSAGES.asked, data: { interview } };
  },
);
