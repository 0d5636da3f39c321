/** The scorecard calls of the candidate page (docs/requirements.md#scorecards) and their TanStack Query options. */
import type { Scorecard, ScorecardRequest } from '@functions/contract/schemas/scorecards';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest } from '@/lib/admin-api';
import { apiPath, dataOf } from '@/lib/api';

/** The query key of the scorecards the signed-in admin may read on a candidate. */
export const scorecardsKey = (resumeId: string) => ['admin', 'scorecards', resumeId] as const;

/** `GET /resume/{id}/scorecards`: the scorecards the caller may read (their own drafts included). */
export function scorecardsQuery(resumeId: string) {
  return queryOptions({
    queryKey: scorecardsKey(resumeId),
    queryFn: async ({ signal }) =>
      dataOf(
        await adminRequest<{ scorecards: Scorecard[] }>(
          'GET',
          apiPath('/resume/{id}/scorecards', { id: resumeId }),
          { signal },
        ),
      ).scorecards,
  });
}

/**
 * `PUT /resume/{id}/interviews/{interviewId}/scorecard`: saves the caller's own scorecard (a draft,
 * or with `submit` final). Throws ApiError: 400 (the check's text), 403, 404, 409 (submitted, cancelled).
 */
export async function saveScorecard(
  resumeId: string,
  interviewId: string,
  body: ScorecardRequest,
): Promise<Scorecard> {
  return dataOf(
    await adminRequest<{ scorecard: Scorecard }>(
      'PUT',
      apiPath('/resume/{id}/interviews/{interviewId}/scorecard', { id: resumeId, interviewId }),
      { body },
    ),
  ).scorecard;
}
