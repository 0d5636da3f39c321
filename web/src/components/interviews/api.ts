/** The interview calls of the admin screens (docs/requirements.md#interviews) and their TanStack Query options. */
import type { AdminListResponse } from '@functions/contract/schemas/auth';
import type { Interview, ScheduleInterviewRequest } from '@functions/contract/schemas/interviews';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest } from '@/lib/admin-api';
import { apiPath, dataOf } from '@/lib/api';

/** The query key of a candidate's interviews. */
export const interviewsKey = (resumeId: string) => ['admin', 'interviews', resumeId] as const;

/** `GET /resume/{id}/interviews`: the candidate's interviews, soonest first. */
export function interviewsQuery(resumeId: string) {
  return queryOptions({
    queryKey: interviewsKey(resumeId),
    queryFn: async ({ signal }) =>
      dataOf(
        await adminRequest<{ interviews: Interview[] }>(
          'GET',
          apiPath('/resume/{id}/interviews', { id: resumeId }),
          {
            signal,
          },
        ),
      ).interviews,
  });
}

/** The admin accounts interviewers are chosen from (`GET /admin/admins`, the first 100). */
export function interviewerChoicesQuery() {
  return queryOptions({
    queryKey: ['admin', 'admins', 'interviewers'] as const,
    queryFn: async ({ signal }) =>
      dataOf(
        await adminRequest<AdminListResponse>('GET', apiPath('/admin/admins'), {
          query: { page: 1, limit: 100 },
          signal,
        }),
      ).admins,
    staleTime: 60_000,
  });
}

/**
 * `POST /resume/{id}/interviews`: answers the interview booked. Throws ApiError: 400 with the
 * check's text, 404, or 409 whose `details`/body carries `conflicts` (see `conflictsOf`).
 */
export async function scheduleInterview(
  resumeId: string,
  body: ScheduleInterviewRequest,
): Promise<Interview> {
  return dataOf(
    await adminRequest<{ interview: Interview }>(
      'POST',
      apiPath('/resume/{id}/interviews', { id: resumeId }),
      {
        body,
      },
    ),
  ).interview;
}
