/**
 * `PUT /resume/{id}/interviews/{interviewId}/scorecard` (docs/requirements.md#scorecards): the
 * caller's own scorecard of an interview they are on, a draft or (`submit: true`) final.
 * `data: { scorecard }`; 400 (bad rating, unknown attribute), 403 (not an interviewer of it), 404,
 * 409 (cancelled interview, already submitted).
 */
import * as z from 'zod';
import { idParam } from '../../contract/schemas/common.js';
import { scorecardRequest } from '../../contract/schemas/scorecards.js';
import { saveOwnScorecard } from '../../core/domain/scorecards.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'resume/scorecard-save',
  { params: z.object({ id: idParam, interviewId: idParam }), body: scorecardRequest },
  async ({ params, body, caller }) => {
    const scorecard = await saveOwnScorecard(params.id, params.interviewId, caller!.sub, body);
    return {
      message: scorecard.status === 'submitted' ? 'Scorecard submitted' : 'Draft saved',
      data: { scorecard },
    };
  },
);
