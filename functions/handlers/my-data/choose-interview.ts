/**
 * `POST /my-data/interviews/{id}/choose` (docs/requirements.md#interview-self-scheduling): the
 * candidate books one of the times offered for interview `{id}` with `{ startsAt }`; the invites
 * then go out. Authorised like `GET /my-data`. `data: { interview }`; 400 a time not offered;
 * 404 no such interview of theirs; 409 a time already chosen or taken meanwhile.
 */
import * as z from 'zod';
import { idParam } from '../../contract/schemas/common.js';
import { chooseSlotRequest, SLOT_MESSAGES } from '../../contract/schemas/interviews.js';
import { chooseSlot } from '../../core/domain/interview-slots.js';
import { dataSubjectOf } from '../../core/domain/my-data.js';
import { apiHandler, parseBody, validate } from '../../core/http/api.js';

export const handler = apiHandler(
  'my-data/choose-interview',
  { params: z.object({ id: idParam }) },
  async ({ event, params }) => {
    const { record } = await dataSubjectOf(event);
    // The bearer is checked first (this route has no authorizer in front): no token is 401 whatever the body.
    const body = validate(chooseSlotRequest, parseBody(event), 'body');
    const interview = await chooseSlot(record, params.id, body);
    return { message: SLOT_MESSAGES.chosen, data: { interview } };
  },
);
