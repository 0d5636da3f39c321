/** `GET /resume/{id}/interviews` (docs/requirements.md#interviews): the candidate's interviews, soonest first. `data: { interviews }`; 404. */
import * as z from 'zod';
import { idParam } from '../../contract/schemas/common.js';
import { interviewsOf } from '../../core/domain/interviews.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'interviews/list',
  { params: z.object({ id: idParam }) },
  async ({ params }) => ({
    data: { interviews: await interviewsOf(params.id) },
  }),
);
