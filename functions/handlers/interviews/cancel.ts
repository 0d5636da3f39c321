/**
 * `DELETE /resume/{id}/interviews/{interviewId}` (docs/requirements.md#interviews): cancels the
 * interview (`status: cancelled`, `sequence` + 1) and sends METHOD:CANCEL. `data: { interview }`; 404.
 */
import * as z from 'zod';
import { idParam } from '../../contract/schemas/common.js';
import { cancelInterview } from '../../core/domain/interviews.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'interviews/cancel',
  { params: z.object({ id: idParam, interviewId: idParam }) },
  async ({ params }) => {
    const interview = await cancelInterview(params.id, params.interviewId);
    return { message: 'Interview cancelled', data: { interview } };
  },
);
