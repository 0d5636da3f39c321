/**
 * Which interviews of a stage show the signed-in admin's scorecard form on the candidate page
 * (docs/requirements.md#scorecards): those they sit on, not cancelled, without a submitted
 * scorecard of theirs, and only from the interview's start time: feedback is on an interview that
 * took place.
 */
import type { Interview } from '@functions/contract/schemas/interviews';
import type { Scorecard } from '@functions/contract/schemas/scorecards';

/**
 * `interviews` whose form `me` sees at `now` (epoch ms): `open`, started; `later`, not started yet
 * (the page says when the form opens).
 */
export function ownScorecardForms(
  interviews: readonly Interview[],
  scorecards: readonly Scorecard[],
  me: string,
  now = Date.now(),
): { open: Interview[]; later: Interview[] } {
  const mine = interviews.filter(
    (i) =>
      i.status !== 'cancelled' &&
      i.interviewers.some((p) => p.id === me) &&
      !scorecards.some((c) => c.interviewId === i.id && c.interviewerId === me && c.status === 'submitted'),
  );
  return {
    open: mine.filter((i) => Date.parse(i.startsAt) <= now),
    later: mine.filter((i) => Date.parse(i.startsAt) > now),
  };
}
