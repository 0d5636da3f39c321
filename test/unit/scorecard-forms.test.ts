/**
 * The interviewer's scorecard form on the candidate page (docs/requirements.md#scorecards) shows
 * from the interview's start time: before it, the interview is listed as not started yet; a
 * submitted scorecard, a cancelled interview or one the admin does not sit on shows no form.
 */
import { describe, expect, it } from 'vitest';
import type { Interview } from '../../functions/contract/schemas/interviews.js';
import type { Scorecard } from '../../functions/contract/schemas/scorecards.js';
import { ownScorecardForms } from '../../web/src/components/interviews/scorecard-forms.js';

const NOW = Date.parse('2027-05-12T10:00:00.000Z');
const interview = (id: string, startsAt: string, interviewerIds = ['me']): Interview => ({
  id,
  resumeId: 'r',
  postingId: 'p',
  stageId: 'phone-screen',
  stageName: 'Phone screen',
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + 30 * 60_000).toISOString(),
  location: null,
  videoUrl: null,
  interviewers: interviewerIds.map((i) => ({ id: i, name: i, email: `${i}@example.ie` })),
  status: 'scheduled',
  sequence: 0,
  slots: null,
  timeRequest: null,
});
const submitted = (interviewId: string): Scorecard => ({
  id: 's',
  interviewId,
  interviewerId: 'me',
  stageId: 'phone-screen',
  status: 'submitted',
  ratings: [],
  recommendation: 'yes',
  notes: '',
  submittedAt: '2027-05-12T09:00:00.000Z',
});

describe('own scorecard forms', () => {
  it('shows the form from the start time on, not before', () => {
    const future = interview('future', '2027-05-12T10:00:01.000Z');
    const started = interview('started', '2027-05-12T10:00:00.000Z');
    const past = interview('past', '2027-05-11T10:00:00.000Z');
    const { open, later } = ownScorecardForms([future, started, past], [], 'me', NOW);
    expect(open.map((i) => i.id)).toEqual(['started', 'past']);
    expect(later.map((i) => i.id)).toEqual(['future']);
  });

  it('shows none once submitted, for a cancelled interview, or for one the admin does not sit on', () => {
    const done = interview('done', '2027-05-11T10:00:00.000Z');
    const cancelled = { ...interview('cancelled', '2027-05-11T11:00:00.000Z'), status: 'cancelled' as const };
    const others = interview('others', '2027-05-11T12:00:00.000Z', ['someone']);
    expect(ownScorecardForms([done, cancelled, others], [submitted('done')], 'me', NOW)).toEqual({
      open: [],
      later: [],
    });
  });
});
