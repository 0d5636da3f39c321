/**
 * `POST /my-data/interviews/{id}/confirm` (docs/requirements.md#interview-self-scheduling): the
 * candidate confirms the fixed time of interview `{id}`; the recruiters get a notification.
 * Authorised like `GET /my-data`. `data: { interview }` (`status: confirmed`); 404 no such interview
 * of theirs; 409 cancelled, over, or times still to choose from.
 */
import * as z from 'zod';
import { idParam } from '../../contract/schemas/common.js';
import { SLOT_MESSAGES } from '../../contract/schemas/interviews.js';
import { confirmInterview } from '../../core/domain/interview-slots.js';
import { dataSubjectOf } from '../../core/domain/my-data.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'my-data/confirm-interview',
  { params: z.object({ id: idParam }) },
  async ({ event, params }) => {
    const { record } = await dataSubjectOf(event);
    const interview = await confirmInterview(record, params.id);
    return { message: SLOT_MESSAGES.confirmed, data: { interview } };
  },
);
