/** A posting's interview plan (docs/requirements.md#interview-plan): the plan editor and the scheduling dialog read it. */
import type { InterviewPlan, InterviewPlanRequest } from '@functions/contract/schemas/interviews';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest } from '@/lib/admin-api';
import { apiPath, dataOf } from '@/lib/api';

/** The query key of a posting's plan. */
export const interviewPlanKey = (jobId: string) => ['admin', 'interview-plan', jobId] as const;

/** `GET /admin/job-postings/{id}/interview-plan`: the posting's plan, or the default (`isDefault`). */
export function interviewPlanQuery(jobId: string) {
  return queryOptions({
    queryKey: interviewPlanKey(jobId),
    queryFn: async ({ signal }) =>
      dataOf(
        await adminRequest<InterviewPlan>(
          'GET',
          apiPath('/admin/job-postings/{id}/interview-plan', { id: jobId }),
          {
            signal,
          },
        ),
      ),
  });
}

/**
 * `PUT /admin/job-postings/{id}/interview-plan` with the whole plan, stages in order; answers the
 * plan as saved (new stages and attributes with their ids). Throws ApiError (400 with the check's
 * text, 403, 404) on a refusal.
 */
export async function saveInterviewPlan(jobId: string, plan: InterviewPlanRequest): Promise<InterviewPlan> {
  return dataOf(
    await adminRequest<InterviewPlan>(
      'PUT',
      apiPath('/admin/job-postings/{id}/interview-plan', { id: jobId }),
      {
        body: plan,
      },
    ),
  );
}
