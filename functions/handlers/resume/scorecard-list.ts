/**
 * `GET /resume/{id}/scorecards` (docs/requirements.md#scorecards): the candidate's scorecards the
 * caller may read (`readableScorecards`). `data: { scorecards }`; 404.
 */
import * as z from 'zod';
import { idParam } from '../../contract/schemas/common.js';
import { readableScorecards } from '../../core/domain/scorecards.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'resume/scorecard-list',
  { params: z.object({ id: idParam }) },
  async ({ params, caller }) => ({
    data: { scorecards: await readableScorecards(params.id, caller!) },
  }),
);
