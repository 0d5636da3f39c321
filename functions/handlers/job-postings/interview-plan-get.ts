/**
 * `GET /admin/job-postings/{id}/interview-plan` (docs/requirements.md#interview-plan): the
 * posting's ordered stages, each with its duration and scorecard attributes, or the default plan.
 * `data: { stages, isDefault, updatedAt }`; 404 for an unknown posting.
 */
import * as z from 'zod';
import { idParam } from '../../contract/schemas/common.js';
import { getInterviewPlan } from '../../core/data/interview-plans.js';
import { requirePosting } from '../../core/domain/pipeline.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'job-postings/interview-plan-get',
  { params: z.object({ id: idParam }) },
  async ({ params }) => {
    await requirePosting(params.id);
    return { data: await getInterviewPlan(params.id) };
  },
);
