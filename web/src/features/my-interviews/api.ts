/** The My interviews call (docs/requirements.md#my-interviews), through the admin-token client. */
import type { Interview } from '@functions/contract/schemas/interviews';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest } from '@/lib/admin-api';
import { apiPath, dataOf } from '@/lib/api';

/**
 * One row of `GET /admin/interviews?mine=true`: the interview, the candidate's name (null once
 * erased) and the caller's own scorecard state on it.
 */
export type ListedInterview = Interview & {
  candidateName: string | null;
  feedback: 'none' | 'draft' | 'submitted';
};

/** How far back the page looks for interviews awaiting feedback, and ahead for upcoming ones (days). */
export const LOOK_BACK_DAYS = 14;
export const LOOK_AHEAD_DAYS = 60;

const DAY_MS = 24 * 60 * 60_000;

/** `GET /admin/interviews?mine=true&from&to`: the caller's live interviews in the window, soonest first. */
export async function listMyInterviews(now: Date, signal?: AbortSignal): Promise<ListedInterview[]> {
  const query = {
    mine: 'true',
    from: new Date(now.getTime() - LOOK_BACK_DAYS * DAY_MS).toISOString(),
    to: new Date(now.getTime() + LOOK_AHEAD_DAYS * DAY_MS).toISOString(),
  };
  const env = await adminRequest<{ interviews: ListedInterview[] }>('GET', apiPath('/admin/interviews'), {
    query,
    signal,
  });
  return dataOf(env).interviews;
}

export function myInterviewsQuery() {
  return queryOptions({
    queryKey: ['admin', 'interviews', 'mine'] as const,
    queryFn: ({ signal }) => listMyInterviews(new Date(), signal),
  });
}
