/**
 * `PUT /admin/job-postings/{id}/interview-plan` with `{ stages: [{ id, name, durationMinutes,
 * attributes: [{ id, name, guidance? }] }] }` (docs/requirements.md#interview-plan): replaces the
 * posting's plan (1-8 stages, 1-15 attributes each; ids minted for new ones). Answers the saved
 * plan; 400 with the rule broken; 404 for an unknown posting. Audited `interview-plan.save`.
 */
import * as z from 'zod';
import { idParam } from '../../contract/schemas/common.js';
import { interviewPlanRequest } from '../../contract/schemas/interviews.js';
import { saveInterviewPlan } from '../../core/data/interview-plans.js';
import { requirePosting } from '../../core/domain/pipeline.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'job-postings/interview-plan-put',
  { params: z.object({ id: idParam }), body: interviewPlanRequest },
  async ({ params, body }) => {
    await requirePosting(params.id);
    return { message: 'Interview plan saved', data: await saveInterviewPlan(params.id, body) };
  },
);
